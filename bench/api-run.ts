import { apiAtRate, type RateResult } from './api';
import { startProduct } from '../tests/e2e/product';

/**
 * `npm run bench:api`: the API reads at a fixed request rate (default 200/s for 10 s each) on a
 * fresh demo database — PGlite, and a Postgres server too when BENCH_DATABASE_URL is set.
 * `--url http://host:port` measures a server that is already running instead.
 */
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const opts = { rate: Number(arg('rate') ?? 200), seconds: Number(arg('seconds') ?? 10) };

export async function benchApi(): Promise<Record<string, RateResult[]>> {
  const report: Record<string, RateResult[]> = {};
  const url = arg('url');
  if (url) {
    report.given = await apiAtRate(url, opts);
    print(`API at ${url}`, report.given);
    return report;
  }
  const databases: [string, Record<string, string>][] = [['PGlite', {}]];
  if (process.env.BENCH_DATABASE_URL) databases.push(['Postgres', { DATABASE_URL: process.env.BENCH_DATABASE_URL }]);
  for (const [name, env] of databases) {
    const product = await startProduct({ port: 3100, env });
    try {
      report[name] = await apiAtRate(product.baseURL, opts);
      print(`API on ${name}`, report[name]);
    } finally {
      await product.stop();
    }
  }
  return report;
}

function print(title: string, results: RateResult[]) {
  console.log(`\n${title}: ${opts.rate} requests/s offered for ${opts.seconds} s each (latency from when each was due)`);
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

if (import.meta.url === `file://${process.argv[1]}`) await benchApi();
