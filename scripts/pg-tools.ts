/**
 * pg_dump and pg_restore, found on PATH or where Debian and Ubuntu install them
 * (/usr/lib/postgresql/<version>/bin, newest first), run against DATABASE_URL with its password
 * passed in the environment rather than on the command line, where `ps` would show it.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { OperatorError } from './operator-cli';

export type PgTool = 'pg_dump' | 'pg_restore';

function executable(file: string) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findPgTool(tool: PgTool): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    if (executable(path.join(dir, tool))) return path.join(dir, tool);
  }
  const root = '/usr/lib/postgresql';
  let versions: string[] = [];
  try {
    versions = readdirSync(root).sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  } catch {
    // not a Debian-style install
  }
  for (const v of versions) {
    if (executable(path.join(root, v, 'bin', tool))) return path.join(root, v, 'bin', tool);
  }
  throw new OperatorError(
    `${tool} was not found on PATH nor in ${root}/*/bin: install the PostgreSQL client tools (Debian/Ubuntu: apt-get install postgresql-client; the version must be at least the server's), or put them on PATH`,
  );
}

/** The connection as arguments and environment, the password only in PGPASSWORD. */
function connection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs the tool; a non-zero exit is an OperatorError carrying what it printed. */
export function runPgTool(tool: PgTool, databaseUrl: string, args: string[]): Promise<void> {
  const bin = findPgTool(tool);
  const { dbname, env } = connection(databaseUrl);
  return new Promise((resolve, reject) => {
    const child = spawn(bin, [`--dbname=${dbname}`, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err) => reject(new OperatorError(`${bin} could not be started: ${err.message}`)));
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const said = stderr.trim().split('\n').slice(-5).join(' / ') || `exit code ${code}`;
      const hint = /version mismatch/.test(stderr) ? ` (${bin} is older than the server: install the server's version of the client tools)` : '';
      reject(new OperatorError(`${tool} failed: ${said}${hint}`));
    });
  });
}

/** A connection to DATABASE_URL, or an error naming the server (never the password). */
export async function connectPostgres(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    return client;
  } catch (err) {
    const url = new URL(databaseUrl);
    throw new OperatorError(`cannot connect to the Postgres server in DATABASE_URL (${url.host}${url.pathname}): ${(err as Error).message}`);
  }
}
