import pino from 'pino';
import { chooseNotifiers } from './adapters/notify/choose';
import { choosePayments } from './adapters/payments/choose';
import type { FileStorage } from './adapters/storage/storage';
import type { Config } from './config';
import type { Db } from './db/open';
import type { Deps } from './deps';
import { deriveKeys, loadOrCreateSecret } from './modules/auth/keys';

/** The composition root: every dependency of the app, built once from the configuration. */
export function buildDeps(config: Config, db: Db, storage: FileStorage): Deps {
  const log = pino({ level: config.logLevel });
  return {
    config: {
      webDist: config.webDist,
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
      publicCacheSeconds: config.publicCacheSeconds,
      requestTimeoutSeconds: config.requestTimeoutSeconds,
      serviceFeePercent: config.serviceFeePercent,
      donationRateLimit: config.donationRateLimit,
      google: config.google,
      adminEmail: config.adminEmail,
    },
    db,
    storage,
    payments: choosePayments(config, db),
    notifiers: chooseNotifiers(config, (line) => log.info(line)),
    keys: deriveKeys(loadOrCreateSecret(config.dataDir, config.jwtSecret)),
    now: () => new Date(),
    log,
  };
}
