import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { outboxNotifier } from '#server/adapters/notify/outbox';
import { diskStorage } from '#server/adapters/storage/disk';
import type { Notifiers } from '#server/adapters/notify/notifier';
import type { PaymentProvider } from '#server/adapters/payments/payments';
import { sandboxPayments } from '#server/adapters/payments/sandbox';
import type { PayoutProvider } from '#server/adapters/payouts/payouts';
import { sandboxPayouts } from '#server/adapters/payouts/sandbox';
import { fixedRates, USD_ETB_RATE_DATE_DEFAULT, USD_ETB_RATE_DEFAULT } from '#server/adapters/rates/fixed';
import type { RatesProvider } from '#server/adapters/rates/rates';
import type { FileStorage } from '#server/adapters/storage/storage';
import { buildApp } from '#server/app';
import type { GoogleConfig } from '#server/config';
import { openDatabase, type Db } from '#server/db/open';
import type { AppSettings, Deps } from '#server/deps';
import { deriveKeys } from '#server/modules/auth/keys';
import { migratedTemplate, scratchDatabase } from '#support/scratch-db';
import pino from 'pino';
import { createMetrics } from '#server/http/metrics';
import { requestIdMixin } from '#server/http/request-id';
import { SERVICE_FEE_PERCENT_DEFAULT } from '#contract/fees';

/** What a test may set; everything else is the test default below. */
export type TestOverrides = {
  auth?: { secret?: string; google?: GoogleConfig; adminEmail?: string };
  notifiers?: Notifiers;
  clock?: () => Date;
  config?: Partial<AppSettings>;
  payments?: PaymentProvider;
  payouts?: PayoutProvider;
  rates?: RatesProvider;
  donations?: { feePercent?: number; perAddressPer10Min?: number };
  storage?: FileStorage;
  log?: Deps['log'];
};

/** Made for this run: the repository holds no secret production would accept. */
const TEST_SECRET = randomBytes(48).toString('base64');

/** The app's dependencies for a test: a throwaway secret, the sandbox, a silent log. */
export function testDeps(db: Db, storage: FileStorage, notifiers: Notifiers, over: TestOverrides = {}): Deps {
  return {
    config: {
      webDist: '/nonexistent',
      publicUrl: 'http://localhost:3000',
      // As if behind a proxy on loopback (inject's default address), so a test can give each request
      // its own client address with X-Forwarded-For; security.test.ts checks TRUST_PROXY off and on.
      trustProxy: ['loopback'],
      publicCacheSeconds: 0,
      requestTimeoutSeconds: 120,
      serviceFeePercent: over.donations?.feePercent ?? SERVICE_FEE_PERCENT_DEFAULT,
      donationRateLimit: over.donations?.perAddressPer10Min ?? 30,
      google: over.auth?.google,
      adminEmail: over.auth?.adminEmail,
      ...over.config,
    },
    db,
    storage,
    payments: over.payments ?? sandboxPayments(db),
    payouts: over.payouts ?? sandboxPayouts(db),
    rates: over.rates ?? fixedRates({ usdEtbRate: USD_ETB_RATE_DEFAULT, usdEtbRateDate: USD_ETB_RATE_DATE_DEFAULT }),
    notifiers: over.notifiers ?? notifiers,
    keys: deriveKeys(over.auth?.secret ?? TEST_SECRET),
    now: over.clock ?? (() => new Date()),
    log: over.log ?? pino({ level: 'silent', mixin: requestIdMixin }),
    metrics: createMetrics({ db }),
  };
}

export type OutboxMessage = { to: string; subject: string; text: string; at: string };

/**
 * A migrated, empty in-memory PGlite database, made once per worker (the API project does not
 * isolate its files, so this module and its promise outlive a file): each test app opens a copy
 * of it instead of creating a database and running every migration again (~1.8 s instead of
 * ~4.7 s on the 2-core machine). Nothing a test writes reaches the template.
 */
let pgliteTemplate: Promise<Blob> | undefined;
function migratedPglite(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      return await database.dumpDataDir!();
    } finally {
      await database.close();
    }
  })();
  return pgliteTemplate;
}

/** The migrations' own hash: a Postgres template made from other migrations is not used. */
function migrationsKey(): string {
  const folder = path.resolve('src/server/db/migrations');
  const hash = createHash('sha256');
  for (const f of readdirSync(folder).filter((n) => n.endsWith('.sql')).sort()) hash.update(f).update(readFileSync(path.join(folder, f)));
  return hash.digest('hex').slice(0, 12);
}

/** On a Postgres server: a migrated database to copy, made once per server and migration set. */
let postgresTemplate: Promise<string> | undefined;
function migratedPostgres(serverUrl: string): Promise<string> {
  postgresTemplate ??= migratedTemplate(serverUrl, migrationsKey(), async (url) => {
    const database = await openDatabase({ databaseUrl: url });
    await database.close();
  });
  return postgresTemplate;
}

/**
 * A fresh app on a fresh database: in-memory PGlite by default, or — when TEST_DATABASE_URL
 * names a Postgres server — a new database created on that server for this test file.
 * Codes and links land in a local outbox file unless the test passes its own notifiers.
 */
export async function testApp(over: TestOverrides = {}) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // A copy of the migrated template; openDatabase's migrations then find nothing left to do.
  const scratch = serverUrl ? await scratchDatabase(serverUrl, 'birr_test', { template: await migratedPostgres(serverUrl) }) : null;
  const databaseUrl = scratch?.url;
  const database = await openDatabase(
    databaseUrl ? { databaseUrl } : { dataDir: 'memory://', loadDataDir: await migratedPglite() },
  );
  const filesDir = mkdtempSync(path.join(tmpdir(), 'birr-test-'));
  const storage = over.storage ?? diskStorage(filesDir);
  const outboxFile = path.join(filesDir, 'outbox.jsonl');
  const outbox = outboxNotifier(outboxFile, () => {});
  const deps = testDeps(database.db, storage, { email: outbox, phone: outbox }, {
    ...over,
    config: { webDist: path.join(filesDir, 'no-web'), ...over.config },
  });
  const app = await buildApp(deps);

  return {
    app,
    deps,
    db: database.db,
    /** Raw SQL on the same connection (what the job queue uses). */
    executeSql: database.executeSql,
    storage,
    kind: database.kind,
    outboxFile,
    /** Messages the local outbox received, oldest first. */
    outbox(): OutboxMessage[] {
      if (!existsSync(outboxFile)) return [];
      return readFileSync(outboxFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as OutboxMessage);
    },
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof testApp>>;
