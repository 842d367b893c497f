import pg from 'pg';
import { apiAtRate, type RateResult } from './api';
import { freePort, startProduct } from '../support/product';

/**
 * `npm run bench:api`: the API reads at a fixed request rate (default 200/s for 10 s each) on a
 * fresh demo database — PGlite, and a Postgres server too when BENCH_DATABASE_URL is set (a
 * server the bench may create a database on). `--url http://host:port` measures a server that
 * is already running instead; `--rate N --seconds S` change the load.
 */
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
export type RateOptions = { rate?: number; seconds?: number };
const cliOptions = (): RateOptions => ({ rate: Number(arg('rate') ?? 200), seconds: Number(arg('seconds') ?? 10) });

/** The API at a fixed rate against a fresh product on a new database on this Postgres server. */
export async function benchApiOnPostgres(serverUrl: string, opts: RateOptions = {}, port = 3101): Promise<RateResult[]> {
  const name = `birr_bench_api_${process.pid}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`drop database if exists ${name}`);
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const product = await startProduct({ port, env: { DATABASE_URL: url.toString() } });
  try {
    return await apiAtRate(product.baseURL, opts);
  } finally {
    await product.stop();
    await admin(`drop database if exists ${name}`).catch(() => undefined);
  }
}

export function printRate(title: string, results: RateResult[], opts: RateOptions = {}) {
  console.log(`\n${title}: ${opts.rate ?? 200} requests/s offered for ${opts.seconds ?? 10} s each (latency from when each was due)`);
  console.table(
    results.map(({ name, completedPerSecond, errors, p50ms, p95ms, p99ms, maxms }) => ({
      endpoint: name,
      'done/s': completedPerSecond,
      errors,
      'p50 ms': p50ms,
      'p95 ms': p95ms,
      'p99 ms': p99ms,
      'max ms': maxms,
    })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const opts = cliOptions();
  const url = arg('url');
  if (url) {
    printRate(`API at ${url}`, await apiAtRate(url, opts), opts);
  } else {
    const product = await startProduct({ port: await freePort() });
    try {
      printRate('API on PGlite', await apiAtRate(product.baseURL, opts), opts);
    } finally {
      await product.stop();
    }
    const server = process.env.BENCH_DATABASE_URL;
    if (server) printRate('API on Postgres', await benchApiOnPostgres(server, opts), opts);
  }
}
