import pino from 'pino';
import { chooseNotifiers } from './adapters/notify/choose';
import { choosePayments } from './adapters/payments/choose';
import { choosePayouts } from './adapters/payouts/choose';
import { chooseRates } from './adapters/rates/choose';
import type { FileStorage } from './adapters/storage/storage';
import type { Settings } from './config';
import type { Database } from './db/open';
import { createMetrics } from './http/metrics';
import { requestIdMixin } from './http/request-id';
import { APP_SETTINGS, type Deps } from './deps';
import { deriveKeys, loadOrCreateSecret } from './modules/auth/keys';

/** The composition root: every dependency of the app, built once from the configuration. */
export function buildDeps(config: Settings, database: Database, storage: FileStorage): Deps {
  const { db } = database;
  const log = pino({ level: config.logLevel, mixin: requestIdMixin });
  return {
    config: pick(config, APP_SETTINGS),
    db,
    storage,
    payments: choosePayments(config, db),
    payouts: choosePayouts(config, db),
    rates: chooseRates(config),
    notifiers: chooseNotifiers(config, (line) => log.info(line)),
    keys: deriveKeys(loadOrCreateSecret(config.dataDir, config.jwtSecret)),
    now: () => new Date(),
    log,
    metrics: createMetrics({ db, poolStats: database.poolStats }),
  };
}

const pick = <T, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;
