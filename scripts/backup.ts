/**
 * `npm run backup -- <dir>`: the database and the media, with the settings the server uses,
 * into a new (or empty) folder:
 * - database.tar.gz: PGlite's data directory (DATA_DIR/pg), dumped by PGlite itself. PGlite is one
 *   process's database, so the server must be stopped; or
 * - database.dump: `pg_dump --format=custom` of DATABASE_URL, taken while the server runs, at the
 *   same snapshot as the row counts in the manifest;
 * - media/: every file under DATA_DIR/media, or every object under the bucket's public/ and
 *   private/ prefixes (S3_*), copied after the database so each file the database names is there;
 * - manifest.json, written last: what was copied, with sizes and checksums (backup-manifest.ts).
 * Restore it with `npm run restore -- <dir>`.
 */
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { loadConfig, type Settings } from '../src/server/config';
import { appliedMigration, databaseFigures, describeFile, MANIFEST_FILE, newManifest, tableNames, type Manifest } from './backup-manifest';
import { copyMediaOut } from './backup-media';
import { isMain, OperatorError, parseArgs, runCommand } from './operator-cli';
import { connectPostgres, findPgTool, runPgTool } from './pg-tools';
import { IN_USE, pgliteDir } from './pglite-dir';

export type BackupSettings = Pick<Settings, 'dataDir' | 'databaseUrl' | 'mediaDir' | 's3'>;

const USAGE = 'npm run backup -- <folder>   (a new or empty folder, e.g. /backups/birr-$(date +%Y-%m-%d-%H%M))';

const inside = (child: string, parent: string) => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

async function backupPglite(dataDir: string, into: string): Promise<Manifest['database']> {
  const pgDir = pgliteDir(dataDir);
  if (!pgDir.exists()) throw new OperatorError(`there is no PGlite database in ${pgDir.dir} (is DATA_DIR right? With a Postgres server, set DATABASE_URL)`);
  if (pgDir.inUse()) throw new OperatorError(`the database in ${pgDir.dir} is open in another process: ${IN_USE}`);
  const client = await PGlite.create(pgDir.dir, { extensions: { pg_trgm } });
  try {
    const query = async (sql: string) => (await client.query<Record<string, unknown>>(sql)).rows;
    const figures = await databaseFigures(query);
    const migration = await appliedMigration(query);
    const serverVersion = String((await query('show server_version_num'))[0].server_version_num);
    const tables = await tableNames(query);
    const tarball = await client.dumpDataDir('gzip');
    await writeFile(path.join(into, 'database.tar.gz'), Buffer.from(await tarball.arrayBuffer()));
    return { kind: 'pglite', file: await describeFile(into, 'database.tar.gz'), migration, serverVersion, tables, ...figures };
  } finally {
    await client.close();
  }
}

async function backupPostgres(databaseUrl: string, into: string): Promise<Manifest['database']> {
  findPgTool('pg_dump');
  const client = await connectPostgres(databaseUrl);
  try {
    // One snapshot for the counts and for pg_dump, so restore can check the counts exactly even
    // though the server kept taking donations meanwhile.
    await client.query('begin isolation level repeatable read read only');
    const snapshot = String((await client.query('select pg_export_snapshot() as s')).rows[0].s);
    const query = async (sql: string) => (await client.query(sql)).rows as Array<Record<string, unknown>>;
    const figures = await databaseFigures(query);
    const migration = await appliedMigration(query);
    const serverVersion = String((await query('show server_version_num'))[0].server_version_num);
    const tables = await tableNames(query);
    await runPgTool('pg_dump', databaseUrl, ['--format=custom', `--snapshot=${snapshot}`, `--file=${path.join(into, 'database.dump')}`]);
    await client.query('commit');
    return { kind: 'postgres', file: await describeFile(into, 'database.dump'), migration, serverVersion, tables, ...figures };
  } finally {
    await client.end();
  }
}

export async function backup(settings: BackupSettings, folder: string): Promise<Manifest> {
  const into = path.resolve(folder);
  const entries = await readdir(into).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw new OperatorError(`cannot use ${into}: ${err.code === 'ENOTDIR' ? 'it is a file, not a folder' : err.message}`);
  });
  if (entries.length) throw new OperatorError(`${into} is not empty: give each backup a folder of its own. Usage: ${USAGE}`);
  for (const own of [settings.mediaDir, pgliteDir(settings.dataDir).dir]) {
    if (inside(into, own)) throw new OperatorError(`${into} is inside ${own}, which the backup copies: choose a folder elsewhere`);
  }
  await mkdir(into, { recursive: true });
  try {
    const database = settings.databaseUrl ? await backupPostgres(settings.databaseUrl, into) : await backupPglite(settings.dataDir, into);
    const files = await copyMediaOut(settings, path.join(into, 'media'));
    const manifest = newManifest(database, { storage: settings.s3 ? 's3' : 'disk', files, bytes: files.reduce((n, f) => n + f.bytes, 0) });
    // Written last and renamed into place: a folder with a manifest is a finished backup.
    await writeFile(path.join(into, `${MANIFEST_FILE}.partial`), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(path.join(into, `${MANIFEST_FILE}.partial`), path.join(into, MANIFEST_FILE));
    return manifest;
  } catch (err) {
    // The folder was empty: leave it so again, rather than half a backup that looks like one.
    for (const name of await readdir(into).catch(() => [])) await rm(path.join(into, name), { recursive: true, force: true });
    throw err;
  }
}

if (isMain(import.meta.url)) {
  await runCommand('backup', async () => {
    const { dir } = parseArgs(process.argv.slice(2), USAGE);
    const config = loadConfig();
    const m = await backup(config, dir);
    const c = m.database.counts;
    console.log(
      `Backed up the ${m.database.kind === 'pglite' ? 'PGlite' : 'Postgres'} database (migration ${m.database.migration ?? 'none'}: ` +
        `${c.campaigns} campaigns, ${c.donations} donations, ${m.database.verifiedDonationTotal} birr verified) ` +
        `and ${m.media.files.length} media files (${(m.media.bytes / 1e6).toFixed(1)} MB, from ${m.media.storage === 's3' ? `s3://${config.s3!.bucket}` : config.mediaDir}) into ${path.resolve(dir)}.`,
    );
  });
}
