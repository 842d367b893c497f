/**
 * What a backup folder holds and how restore checks it: `manifest.json` names the database file,
 * the schema migration it was taken at, a few row counts, and every media file with its size and
 * SHA-256. It is written last, so a folder without one is not a (finished) backup.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import journal from '../src/server/db/migrations/meta/_journal.json' with { type: 'json' };
import { OperatorError } from './operator-cli';

export const MANIFEST_FILE = 'manifest.json';
const FORMAT = 'birr-backup';
const FORMAT_VERSION = 1;

export type DatabaseKind = 'pglite' | 'postgres';
export type FileEntry = { path: string; bytes: number; sha256: string };

export type Manifest = {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  createdAt: string;
  database: {
    kind: DatabaseKind;
    /** database.tar.gz (PGlite's data directory) or database.dump (pg_dump's custom format). */
    file: FileEntry;
    /** The last schema migration applied, e.g. 0015_edit_notices. */
    migration: string | null;
    /** Every table, schema-qualified (restore names those it found and the backup did not have). */
    tables: string[];
    /** server_version_num of the database (PGlite's own Postgres, or the server's). */
    serverVersion: string;
    /** Rows per table, so restore can tell that everything came back. */
    counts: Record<string, number>;
    /** The verified donations' sum, as text so no amount is rounded. */
    verifiedDonationTotal: string;
  };
  media: {
    /** Where the files were copied from: DATA_DIR/media on disk, or the S3 bucket. */
    storage: 'disk' | 's3';
    /** Under media/ in the folder, as public/… and private/…, whichever storage they came from. */
    files: FileEntry[];
    bytes: number;
  };
};

export const COUNTED_TABLES = ['users', 'campaigns', 'campaign_media', 'donations', 'withdrawals', 'recipient_documents'] as const;

export type Query = (sql: string) => Promise<Array<Record<string, unknown>>>;

/** Row counts and the verified total, read the same way from PGlite and from a Postgres server. */
export async function databaseFigures(query: Query) {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const exists = await query(`select to_regclass('public.${table}')::text as t`);
    counts[table] = exists[0]?.t ? Number((await query(`select count(*)::int as n from public.${table}`))[0].n) : 0;
  }
  const total = counts.donations
    ? String((await query(`select coalesce(sum(amount), 0)::numeric(14,2)::text as s from donations where payment_status = 'VERIFIED'`))[0].s)
    : '0.00';
  return { counts, verifiedDonationTotal: total };
}

/** Tables other than Postgres's own: Birr's, drizzle's record of migrations, pg-boss's queue. */
export async function tableNames(query: Query): Promise<string[]> {
  const rows = await query(
    "select table_schema || '.' || table_name as t from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') order by 1",
  );
  return rows.map((r) => String(r.t));
}

/** The last migration the database has applied (drizzle records each one's journal time), by tag. */
export async function appliedMigration(query: Query): Promise<string | null> {
  const table = await query(`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!table[0]?.t) return null;
  const [last] = await query('select created_at::text as at from drizzle.__drizzle_migrations order by created_at desc limit 1');
  if (!last) return null;
  const entry = journal.entries.find((e) => String(e.when) === last.at);
  return entry?.tag ?? `unknown (${String(last.at)})`;
}

/** Migrations this version of Birr knows: a backup taken at a later one came from a newer Birr. */
export const knownMigration = (tag: string | null) => tag === null || journal.entries.some((e) => e.tag === tag);
export const latestKnownMigration = () => journal.entries.at(-1)?.tag ?? null;

export async function describeFile(root: string, rel: string): Promise<FileEntry> {
  const file = path.join(root, rel);
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return { path: rel.split(path.sep).join('/'), bytes: (await stat(file)).size, sha256: hash.digest('hex') };
}

export const newManifest = (database: Manifest['database'], media: Manifest['media']): Manifest => ({
  format: FORMAT,
  version: FORMAT_VERSION,
  createdAt: new Date().toISOString(),
  database,
  media,
});

/** Reads `dir/manifest.json` and refuses anything restore could not trust. */
export async function readManifest(dir: string): Promise<Manifest> {
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory()) throw new OperatorError(`no backup at ${dir}: the folder does not exist`);
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new OperatorError(
      `${dir} has no ${MANIFEST_FILE}: it is not a Birr backup, or the backup was interrupted before it finished (a backup writes its manifest last)`,
    );
  }
  let m: Partial<Manifest>;
  try {
    m = JSON.parse(text) as Partial<Manifest>;
  } catch {
    throw new OperatorError(`${path.join(dir, MANIFEST_FILE)} is not valid JSON: the backup is damaged`);
  }
  if (m.format !== FORMAT) throw new OperatorError(`${path.join(dir, MANIFEST_FILE)} is not a Birr backup manifest`);
  if (m.version !== FORMAT_VERSION) {
    throw new OperatorError(`this backup is in format ${String(m.version)}, which this version of Birr cannot read (it reads format ${FORMAT_VERSION})`);
  }
  if (!m.database?.file || !Array.isArray(m.database.tables) || !Array.isArray(m.media?.files) || (m.database.kind !== 'pglite' && m.database.kind !== 'postgres')) {
    throw new OperatorError(`${path.join(dir, MANIFEST_FILE)} is incomplete: the backup is damaged`);
  }
  return m as Manifest;
}

/** Every file the manifest lists must be there, with its size and checksum: nothing is restored otherwise. */
export async function verifyFiles(dir: string, manifest: Manifest) {
  const expected = [
    { root: dir, entry: manifest.database.file },
    ...manifest.media.files.map((entry) => ({ root: path.join(dir, 'media'), entry })),
  ];
  const problems: string[] = [];
  for (const { root, entry } of expected) {
    const isMedia = root !== dir;
    if (entry.path.split('/').includes('..') || path.isAbsolute(entry.path) || (isMedia && !/^(public|private)\/./.test(entry.path))) {
      problems.push(`${entry.path}: not a path inside the backup`);
      continue;
    }
    const shown = path.relative(dir, path.join(root, entry.path));
    const actual = await describeFile(root, entry.path).catch(() => null);
    if (!actual) problems.push(`${shown} is missing`);
    else if (actual.bytes !== entry.bytes || actual.sha256 !== entry.sha256) problems.push(`${shown} has changed since the backup (checksum differs)`);
  }
  if (problems.length) {
    const shown = problems.slice(0, 5).join('; ');
    throw new OperatorError(`the backup in ${dir} is damaged, nothing was restored: ${shown}${problems.length > 5 ? `; and ${problems.length - 5} more` : ''}`);
  }
}
