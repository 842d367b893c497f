import { chooseNotifiers } from './adapters/notify/choose';
import { choosePayments } from './adapters/payments/choose';
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

const app = await buildApp(
  {
    db: database.db,
    storage,
    config,
    auth: { secret: loadOrCreateSecret(config.dataDir, config.jwtSecret), google: config.google, adminEmail: config.adminEmail },
    notifiers: chooseNotifiers(config, (line) => app.log.info(line)),
    payments: choosePayments(config, database.db),
    donations: { feePercent: config.serviceFeePercent, perAddressPer10Min: config.donationRateLimit },
  },
  { logger },
);
await app.listen({ port: config.port, host: config.host });
console.log(
  `Birr is running at http://localhost:${config.port} (database: ${database.kind === 'postgres' ? 'Postgres server' : `PGlite in ${path.join(config.dataDir, 'pg')}`})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
