import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: both speak Postgres, so services are written once against this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or an open transaction: what writes that belong to another change's transaction take. */
export type DbWriter = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Runs `fn` while holding the start-up lock: on a Postgres server shared by several instances
   * only one migrates or seeds at a time (a session advisory lock); PGlite has one process anyway.
   */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  /**
   * Raw SQL for libraries that bring their own (the job queue): parameters when given, else the
   * text may hold several statements.
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /** Connections of a Postgres server's pool (for /metrics); PGlite has none. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: its whole data directory as a tarball, for `openDatabase({ loadDataDir })`. */
  dumpDataDir?: () => Promise<Blob>;
};

/** Advisory-lock key for start-up work (migrations, seeding): any constant unique to Birr. */
const STARTUP_LOCK = 0x42_69_72_72;

async function withAdvisoryLock<T>(pool: pg.Pool, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// node-postgres returns DATE columns as JS Dates in local time; keep them as 'YYYY-MM-DD' text
// like PGlite does, so a deadline never shifts by a timezone.
pg.types.setTypeParser(1082, (v: string) => v);

/**
 * Opens and migrates the database: a Postgres server when `databaseUrl` is given, otherwise
 * PGlite in `dataDir` (or in memory for `dataDir: 'memory://'`). PGlite starts from
 * `loadDataDir` when given (another's `dumpDataDir()`): a copy of an already migrated database
 * opens in about a third of the time a new one takes to create and migrate (the API tests' harness).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.error(`Postgres connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    const exclusive = <T>(fn: () => Promise<T>) => withAdvisoryLock(pool, fn);
    // Instances started together all reach this line; the lock lets one migrate, the others then
    // find nothing left to do.
    await exclusive(() => migratePg(db, { migrationsFolder }));
    const executeSql = async (text: string, values?: unknown[]) => {
      const result = await pool.query(text, values as unknown[]);
      // Several statements answer an array of results: the last one's rows.
      return Array.isArray(result) ? { rows: (result.at(-1) as pg.QueryResult | undefined)?.rows ?? [] } : { rows: result.rows };
    };
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end(), exclusive, executeSql, poolStats };
  }
  const dir = opts.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // pg_trgm serves campaign search (migration 0004); PGlite ships it as a module to load.
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  const executeSql = async (text: string, values?: unknown[]) => {
    if (values && values.length) return { rows: (await client.query(text, values)).rows };
    const results = await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
  const dumpDataDir = async () => (await client.dumpDataDir('none')) as Blob;
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close(), exclusive: (fn) => fn(), executeSql, dumpDataDir };
}
