import pino from 'pino';
import { chooseNotifiers } from './adapters/notify/choose';
import { choosePayments } from './adapters/payments/choose';
import { choosePayouts } from './adapters/payouts/choose';
import type { FileStorage } from './adapters/storage/storage';
import type { Config } from './config';
import type { Database } from './db/open';
import { createMetrics } from './http/metrics';
import { requestIdMixin } from './http/request-id';
import type { Deps } from './deps';
import { deriveKeys, loadOrCreateSecret } from './modules/auth/keys';

/** The composition root: every dependency of the app, built once from the configuration. */
export function buildDeps(config: Config, database: Database, storage: FileStorage): Deps {
  const { db } = database;
  const log = pino({ level: config.logLevel, mixin: requestIdMixin });
  return {
    config: {
      webDist: config.webDist,
      ssrDist: config.ssrDist,
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
      publicCacheSeconds: config.publicCacheSeconds,
      requestTimeoutSeconds: config.requestTimeoutSeconds,
      serviceFeePercent: config.serviceFeePercent,
      donationRateLimit: config.donationRateLimit,
      google: config.google,
      adminEmail: config.adminEmail,
      metricsToken: config.metricsToken,
    },
    db,
    storage,
    payments: choosePayments(config, db),
    payouts: choosePayouts(config, db),
    notifiers: chooseNotifiers(config, (line) => log.info(line)),
    keys: deriveKeys(loadOrCreateSecret(config.dataDir, config.jwtSecret)),
    now: () => new Date(),
    log,
    metrics: createMetrics({ db, poolStats: database.poolStats }),
  };
}
