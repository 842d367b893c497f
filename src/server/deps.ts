import type { FastifyBaseLogger } from 'fastify';
import type { Notifiers } from './adapters/notify/notifier';
import type { PaymentProvider } from './adapters/payments/payments';
import type { PayoutProvider } from './adapters/payouts/payouts';
import type { RatesProvider } from './adapters/rates/rates';
import type { FileStorage } from './adapters/storage/storage';
import type { Settings } from './config';
import type { Db } from './db/open';
import type { Metrics } from './http/metrics';
import type { AuthKeys } from './modules/auth/keys';

/**
 * The settings the HTTP app reads: a slice of Settings (config.ts, where each is described and
 * defaulted). Secrets and the providers' addresses stay with compose.ts, which builds the providers.
 */
export const APP_SETTINGS = [
  'webDist',
  'ssrDist',
  'publicUrl',
  'trustProxy',
  'publicCacheSeconds',
  'serviceFeePercent',
  'requestTimeoutSeconds',
  'donationRateLimit',
  'google',
  'telegramLogin',
  'telegram',
  'fayda',
  'metricsToken',
  'adminEmail',
  'production',
] as const satisfies readonly (keyof Settings)[];

/** Without ssrDist (tests) every page is the client-rendered shell; without production, the demo's. */
export type AppSettings = Pick<Settings, Exclude<(typeof APP_SETTINGS)[number], 'ssrDist' | 'production'>> &
  Partial<Pick<Settings, 'ssrDist' | 'production'>>;

/**
 * Everything a route plugin or a service may use, built once from config in compose.ts (tests
 * build their own in tests/support). Services take the slice they need (`Pick<Deps, …>`).
 */
export type Deps = {
  config: AppSettings;
  db: Db;
  storage: FileStorage;
  payments: PaymentProvider;
  /** Transfers to organisers' banks; the same provider choice as payments (PAYMENTS). */
  payouts: PayoutProvider;
  /** Birr for a foreign currency (issue 43): the provider's rates, or the USD_ETB_RATE setting. */
  rates: RatesProvider;
  notifiers: Notifiers;
  keys: AuthKeys;
  /** The time; tests move it. */
  now: () => Date;
  log: FastifyBaseLogger;
  metrics: Metrics;
};
