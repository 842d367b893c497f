import path from 'node:path';
import { chooseStorage } from './adapters/storage/choose';
import { buildApp } from './app';
import { buildDeps } from './compose';
import { registerWebhook } from './modules/telegram/service';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { seedDemo } from './db/seed/demo';
import { startJobs, type Jobs } from './jobs/queue';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  // Refuse to start, saying what is missing: no stack, one line an operator can act on.
  console.error((err as Error).message);
  process.exit(1);
}

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

const deps = buildDeps(config, database, storage);
if (config.production && config.payments === 'sandbox') {
  deps.log.warn('PAYMENTS=sandbox in production: donations are test payments that anyone can mark paid');
}
if (!deps.payments.directCharge) deps.log.warn("Direct charge is off: CHAPA_ENCRYPTION_KEY is not set, so wallets are paid on Chapa's hosted checkout only");
const app = await buildApp(deps);
await app.listen({ port: config.port, host: config.host });
// The bot's webhook (issue 45), told to Telegram at each start; a failure leaves the site up.
if (config.telegram) void registerWebhook(deps).catch((err) => deps.log.error({ err }, 'could not set the Telegram webhook; the bot hears nobody until the next start'));

// Scheduled and background work (closing, notices, payout retries) on the pg-boss queue in this
// database; every instance works it and pg-boss hands each job to one of them.
let jobs: Jobs | null = null;
if (config.jobs) {
  // Started after listening; a failure (the database away for a moment, a race with another
  // instance starting) is logged and tried again rather than taking the server down.
  const source = database.kind === 'postgres' && config.databaseUrl ? { connectionString: config.databaseUrl } : database.executeSql;
  const startQueue = async (attempt: number): Promise<void> => {
    try {
      jobs = await startJobs(source, deps);
    } catch (err) {
      deps.log.error({ err }, `the job queue could not start (attempt ${attempt}); trying again in a minute`);
      setTimeout(() => void startQueue(attempt + 1), 60_000).unref();
    }
  };
  void startQueue(1);
}
console.log(
  `Birr is running at ${config.publicUrl} (port ${config.port}; database: ${database.kind === 'postgres' ? 'Postgres server' : `PGlite in ${path.join(config.dataDir, 'pg')}`})`,
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
