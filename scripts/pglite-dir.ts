import { existsSync } from 'node:fs';
import path from 'node:path';

/** PGlite's files in DATA_DIR/pg (as main.ts opens them), and whether a process has them open. */
export function pgliteDir(dataDir: string) {
  const dir = path.join(dataDir, 'pg');
  return {
    dir,
    exists: () => existsSync(path.join(dir, 'PG_VERSION')),
    /** PGlite writes postmaster.pid while open and removes it on a clean close. */
    inUse: () => existsSync(path.join(dir, 'postmaster.pid')),
  };
}

export const IN_USE =
  'stop the server first: PGlite is a single-process database, and a second process reading or writing its files while the server runs would damage them. If the server is already stopped, it did not shut down cleanly (a crash or kill -9): start it once and stop it with Ctrl-C or SIGTERM, then try again';
