/**
 * `npm run restore -- <dir> [--force]`: puts a backup made by `npm run backup` back, with the
 * settings the server uses. Before changing anything it checks the manifest, every file's
 * checksum, that this version of Birr knows the backup's schema, and that the target is empty;
 * `--force` replaces a target that is not (PGlite's folder and DATA_DIR/media are set aside beside
 * themselves, never deleted). Afterwards it counts the rows again. With PGlite the server must be
 * stopped; the next start applies any migrations newer than the backup.
 */
import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { loadConfig, type Settings } from '../src/server/config';
import {
  appliedMigration,
  databaseFigures,
  knownMigration,
  latestKnownMigration,
  readManifest,
  tableNames,
  verifyFiles,
  type Manifest,
  type Query,
} from './backup-manifest';
import { copyMediaIn, countMedia } from './backup-media';
import { isMain, OperatorError, parseArgs, runCommand } from './operator-cli';
import { connectPostgres, findPgTool, runPgTool } from './pg-tools';
import { IN_USE, pgliteDir } from './pglite-dir';

export type RestoreSettings = Pick<Settings, 'dataDir' | 'databaseUrl' | 'mediaDir' | 's3'>;

const USAGE = 'npm run restore -- <backup folder> [--force]';

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** The restored database must hold what the backup counted: the same rows and the same verified total. */
async function checkRestored(query: Query, manifest: Manifest) {
  const now = await databaseFigures(query);
  const differences = Object.entries(manifest.database.counts)
    .filter(([table, n]) => now.counts[table] !== n)
    .map(([table, n]) => `${table}: ${n} in the backup, ${now.counts[table] ?? 0} restored`);
  if (now.verifiedDonationTotal !== manifest.database.verifiedDonationTotal) {
    differences.push(`verified donations: ${manifest.database.verifiedDonationTotal} birr in the backup, ${now.verifiedDonationTotal} restored`);
  }
  if (differences.length) throw new OperatorError(`the database was restored but differs from the backup (${differences.join('; ')}): do not start the server on it`);
  return appliedMigration(query);
}

const rowsOf = (client: pg.Client): Query => async (sql) => (await client.query(sql)).rows as Array<Record<string, unknown>>;

async function withPostgres<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>) {
  const client = await connectPostgres(databaseUrl);
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function restore(settings: RestoreSettings, folder: string, opts: { force?: boolean } = {}) {
  const from = path.resolve(folder);
  const manifest = await readManifest(from);
  const { kind, migration, file } = manifest.database;
  if (!knownMigration(migration)) {
    throw new OperatorError(
      `this backup was taken at schema migration ${migration}, which this version of Birr does not have (its last is ${latestKnownMigration()}): restore it with the version of Birr that took it, or a newer one`,
    );
  }
  const here = settings.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== here) {
    throw new OperatorError(
      kind === 'pglite'
        ? 'this backup holds a PGlite database, but DATABASE_URL points at a Postgres server: unset DATABASE_URL to restore it into DATA_DIR/pg (moving from PGlite to a Postgres server is not what restore does)'
        : 'this backup holds a Postgres server\'s database (pg_dump), but DATABASE_URL is not set: set DATABASE_URL to the (empty) database to restore it into',
    );
  }
  await verifyFiles(from, manifest);

  // Everything is checked before anything changes.
  const { dir: pgDir, inUse } = pgliteDir(settings.dataDir);
  if (here === 'pglite' && inUse()) throw new OperatorError(`the database in ${pgDir} is open in another process: ${IN_USE}`);
  if (here === 'postgres') findPgTool('pg_restore');
  const occupied: string[] = [];
  const pgFiles = here === 'pglite' ? await readdir(pgDir).catch(() => []) : [];
  if (pgFiles.length) occupied.push(`${pgDir} holds a database`);
  const tablesBefore = settings.databaseUrl ? await withPostgres(settings.databaseUrl, (c) => tableNames(rowsOf(c))) : [];
  if (tablesBefore.length) occupied.push(`the database at DATABASE_URL has ${tablesBefore.length} tables`);
  const mediaBefore = await countMedia(settings);
  if (mediaBefore) occupied.push(`${settings.s3 ? `the bucket s3://${settings.s3.bucket}` : settings.mediaDir} holds ${mediaBefore} media files`);
  if (occupied.length && !opts.force) {
    throw new OperatorError(
      `nothing was restored, the target is not empty: ${occupied.join('; ')}. To replace it, run again with --force` +
        (here === 'pglite' ? ' (what is there now is moved aside, not deleted)' : ' (the backup\'s tables replace the ones there; take a backup of the current state first)'),
    );
  }

  const setAside: string[] = [];
  let restoredMigration: string | null;
  try {
    if (here === 'pglite') {
      if (pgFiles.length) {
        const aside = `${pgDir}.before-restore-${stamp()}`;
        await rename(pgDir, aside);
        setAside.push(aside);
      }
      await mkdir(pgDir, { recursive: true });
      let client: PGlite;
      try {
        client = await PGlite.create(pgDir, { extensions: { pg_trgm }, loadDataDir: new Blob([await readFile(path.join(from, file.path))]) });
      } catch (err) {
        throw new OperatorError(
          `PGlite could not open the backup's database (taken with PostgreSQL ${manifest.database.serverVersion}): ${(err as Error).message}. Restore it with the version of Birr that took it`,
        );
      }
      try {
        restoredMigration = await checkRestored(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows, manifest);
      } finally {
        await client.close();
      }
    } else {
      const url = settings.databaseUrl!;
      // One transaction: a restore that fails half-way leaves the database as it was.
      await runPgTool('pg_restore', url, ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', path.join(from, file.path)]);
      restoredMigration = await withPostgres(url, (client) => checkRestored(rowsOf(client), manifest));
    }

    if (mediaBefore && !settings.s3) {
      const aside = `${settings.mediaDir}.before-restore-${stamp()}`;
      await rename(settings.mediaDir, aside);
      setAside.push(aside);
    }
    await copyMediaIn(path.join(from, 'media'), manifest.media.files, settings);
  } catch (err) {
    if (!setAside.length) throw err;
    throw new OperatorError(`${(err as Error).message}. What was there before is kept in ${setAside.join(' and ')}: move it back to undo`, { cause: err });
  }
  // --clean replaces what the backup holds; a table a newer Birr added stays, and that Birr's
  // migration would stumble on it later: say so rather than drop anything not ours to drop.
  const leftOver = tablesBefore.filter((t) => !manifest.database.tables.includes(t));
  return { manifest, migration: restoredMigration, setAside, leftOver };
}

if (isMain(import.meta.url)) {
  await runCommand('restore', async () => {
    const { dir, has } = parseArgs(process.argv.slice(2), USAGE, ['--force']);
    const config = loadConfig();
    const { manifest: m, setAside, leftOver } = await restore(config, dir, { force: has('--force') });
    const c = m.database.counts;
    console.log(
      `Restored the backup of ${m.createdAt} (migration ${m.database.migration ?? 'none'}): ${c.campaigns} campaigns, ${c.donations} donations ` +
        `(${m.database.verifiedDonationTotal} birr verified) and ${m.media.files.length} media files into ` +
        `${config.databaseUrl ? 'the database at DATABASE_URL' : path.join(config.dataDir, 'pg')} and ${config.s3 ? `s3://${config.s3.bucket}` : config.mediaDir}.`,
    );
    if (setAside.length) console.log(`What was there before is kept in ${setAside.join(' and ')}: delete it once the restored site looks right.`);
    if (leftOver.length) {
      console.log(`These tables were there before and are not in the backup, so they were left as they were: ${leftOver.join(', ')}. If a newer version of Birr made them, drop them before upgrading again.`);
    }
    console.log('Start the server: it applies any schema migrations newer than the backup.');
  });
}
