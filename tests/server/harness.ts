import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { diskStorage } from '../../src/server/adapters/storage/disk';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/open';

/**
 * A fresh app on a fresh database: in-memory PGlite by default, or — when TEST_DATABASE_URL
 * names a Postgres server — a new database created on that server for this test file.
 */
export async function testApp() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const name = `birr_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  const filesDir = mkdtempSync(path.join(tmpdir(), 'birr-test-'));
  const storage = diskStorage(filesDir);
  const app = await buildApp({ db: database.db, storage, config: { webDist: path.join(filesDir, 'no-web') } });
  return {
    app,
    db: database.db,
    storage,
    kind: database.kind,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof testApp>>;
