import { chooseNotifiers } from './adapters/notify/choose';
import { choosePayments } from './adapters/payments/choose';
import { choosePayouts } from './adapters/payouts/choose';
import { startJobs, type Jobs } from './jobs/queue';
import { chooseStorage } from './adapters/storage/choose';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { seedDemo } from './db/seed/demo';
import { loadOrCreateSecret } from './modules/auth/keys';
import path from 'node:path';

const config = loadConfig();
const logger = { level: config.logLevel };

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pg'),
});
const storage = chooseStorage(config);

if (config.seed) {
  const started = Date.now();
  // Instances started together on one empty database seed it once.
  if (await database.exclusive(() => seedDemo(database.db, storage))) {
    console.log(`Seeded demo data in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

const payouts = choosePayouts(config, database.db);
const app = await buildApp(
  {
    db: database.db,
    storage,
    config,
    auth: { secret: loadOrCreateSecret(config.dataDir, config.jwtSecret), google: config.google, adminEmail: config.adminEmail },
    notifiers: chooseNotifiers(config, (line) => app.log.info(line)),
    payments: choosePayments(config, database.db),
    payouts,
    donations: { feePercent: config.serviceFeePercent, perAddressPer10Min: config.donationRateLimit },
  },
  { logger },
);
await app.listen({ port: config.port, host: config.host });

// Scheduled and background work (closing, notices, payout retries) on the pg-boss queue in this
// database; every instance works it and pg-boss hands each job to one of them.
let jobs: Jobs | null = null;
if (config.jobs) {
  jobs = await startJobs(database.executeSql, {
    db: database.db,
    payouts,
    notifiers: chooseNotifiers(config, (line) => app.log.info(line)),
    now: () => new Date(),
    warn: (err, message) => app.log.warn({ err }, message),
    log: (line) => app.log.info(line),
  });
}
console.log(
  `Birr is running at http://localhost:${config.port} (database: ${database.kind === 'postgres' ? 'Postgres server' : `PGlite in ${path.join(config.dataDir, 'pg')}`})`,
);

/**
 * Graceful stop (SIGTERM from a deploy or a container runtime, SIGINT from Ctrl-C): stop accepting
 * connections, close idle keep-alive ones, let the requests in flight finish (new requests on
 * open connections get a 503), then close the database cleanly, so PGlite's directory is left
 * shut down rather than needing recovery. Requests still running after the deadline are cut off;
 * a second signal cuts them off at once.
 */
const STOP_DEADLINE_MS = 20_000;
let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) {
    app.log.warn(`${signal} again: closing the remaining connections now`);
    app.server.closeAllConnections();
    return;
  }
  stopping = true;
  console.log(`${signal}: finishing the requests in flight, then stopping`);
  const deadline = setTimeout(() => {
    app.log.warn(`requests still running after ${STOP_DEADLINE_MS / 1000} s: closing their connections`);
    app.server.closeAllConnections();
  }, STOP_DEADLINE_MS);
  // A request that finishes leaves its keep-alive connection open for the keep-alive timeout
  // (72 s); close such connections as they fall idle instead of waiting for the deadline.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  let code = 0;
  try {
    await app.close();
  } catch (err) {
    app.log.error({ err }, 'error while closing the server');
    code = 1;
  }
  clearInterval(sweep);
  clearTimeout(deadline);
  try {
    await jobs?.stop();
  } catch (err) {
    app.log.error({ err }, 'error while stopping the job queue');
    code = 1;
  }
  try {
    await database.close();
  } catch (err) {
    app.log.error({ err }, 'error while closing the database');
    code = 1;
  }
  console.log('Stopped');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, (s) => void stop(s));
