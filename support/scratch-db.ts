import pg from 'pg';

/**
 * A fresh database of its own on the Postgres server `serverUrl` (TEST_DATABASE_URL), for one
 * test file or one cluster: `url` to connect to it, `drop()` to remove it afterwards. With
 * `template`, a copy of that database (`migratedTemplate`) instead of an empty one.
 */
export async function scratchDatabase(serverUrl: string, prefix: string, opts: { template?: string } = {}) {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await withClient(serverUrl, (c) => c.query(`create database ${name}${opts.template ? ` template ${opts.template}` : ''}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /**
     * Waits for the app's closing sockets rather than forcing them (a forced drop kills them
     * mid-goodbye and pg reports that as an error); `force` for processes that were killed.
     */
    async drop(opts: { force?: boolean } = {}) {
      await withClient(serverUrl, async (c) => {
        if (opts.force) return c.query(`drop database if exists ${name} with (force)`);
        for (let attempt = 0; ; attempt++) {
          try {
            return await c.query(`drop database if exists ${name}`);
          } catch (err) {
            const inUse = (err as { code?: string }).code === '55006';
            if (!inUse || attempt >= 50) throw err;
            await new Promise((r) => setTimeout(r, 100));
          }
        }
      });
    },
  };
}

/** Advisory-lock key under which one worker at a time makes the migrated template. */
const TEMPLATE_LOCK = 0x42_69_72_54;

/**
 * The name of a database on `serverUrl` that `migrate(url)` has brought up to date, made once and
 * kept for later runs: its name carries a hash of the migrations, so a changed migration gets a
 * new one (a development server keeps one per set of migrations; CI's is thrown away). Copying it
 * (`scratchDatabase(…, { template })`) is much quicker than running every migration again.
 */
export async function migratedTemplate(serverUrl: string, migrationsKey: string, migrate: (url: string) => Promise<void>): Promise<string> {
  const name = `birr_template_${migrationsKey}`;
  const building = `${name}_building`;
  return withClient(serverUrl, async (c) => {
    await c.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return name;
      // A half-made one (a run stopped while migrating it) is made again.
      await c.query(`drop database if exists ${building} with (force)`);
      await c.query(`create database ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      await migrate(url.toString());
      await c.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await c.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

async function withClient<T>(connectionString: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
