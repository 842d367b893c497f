import pg from 'pg';

/**
 * A fresh database of its own on the Postgres server `serverUrl` (TEST_DATABASE_URL), for one
 * test file or one cluster: `url` to connect to it, `drop()` to remove it afterwards.
 */
export async function scratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await withClient(serverUrl, (c) => c.query(`create database ${name}`));
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

async function withClient<T>(connectionString: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
