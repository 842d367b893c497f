import type { FastifyBaseLogger } from 'fastify';
import type { Notifiers } from './adapters/notify/notifier';
import type { PaymentProvider } from './adapters/payments/payments';
import type { PayoutProvider } from './adapters/payouts/payouts';
import type { FileStorage } from './adapters/storage/storage';
import type { GoogleConfig, TrustProxy } from './config';
import type { Db } from './db/open';
import type { Metrics } from './http/metrics';
import type { AuthKeys } from './modules/auth/keys';

/** The settings the HTTP app reads; every default lives in config.ts, none here. */
export type AppSettings = {
  /** Where the built web app lives: the web root, every file in it public. */
  webDist: string;
  /**
   * The server renderer (entry.js) and the web build's manifest (manifest.json), outside the web
   * root; without it every page is the client-rendered shell.
   */
  ssrDist?: string;
  /** The one origin every absolute link is made from (PUBLIC_URL); never the request's Host. */
  publicUrl: string;
  /** Fastify's trustProxy: false, or the addresses/CIDRs of trusted proxies. */
  trustProxy: TrustProxy;
  /** Seconds an instance reuses the public campaign reads (0 = off). */
  publicCacheSeconds: number;
  /** Service fee in percent, recorded on each donation. */
  serviceFeePercent: number;
  /** The whole request (an upload included) must arrive within this many seconds. */
  requestTimeoutSeconds: number;
  /** Donations one client address may start per 10 minutes. */
  donationRateLimit: number;
  google?: GoogleConfig;
  /** GET /metrics answers a scraper holding this bearer token; without it there is no /metrics. */
  metricsToken?: string;
  /** ADMIN_EMAIL, exactly as configured (ASCII-lowercased). */
  adminEmail?: string;
};

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
  notifiers: Notifiers;
  keys: AuthKeys;
  /** The time; tests move it. */
  now: () => Date;
  log: FastifyBaseLogger;
  metrics: Metrics;
};
