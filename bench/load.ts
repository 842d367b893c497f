import { loadAtRate, type RateResult } from './api';
import { freePort, startProduct } from '../support/product';

/**
 * Pages that hold under load (issue 47): open loop at a fixed rate — a request leaves every 1/rate s
 * whether or not the earlier ones have answered, and its latency counts from when it was due, so a
 * server that falls behind shows it in the tail (no coordinated omission; bench/api.ts loadAtRate).
 * Against the built product as `npm start` serves it (dist/server/main.js), each target after 2 s
 * of the same load unmeasured. A target fails on any error or a p99 over its budget.
 */
export const LOAD_TARGETS = [
  { name: 'campaign page (server-rendered)', path: (id: string) => `/campaign/${id}`, rate: 100, p99BudgetMs: 100 },
  { name: 'list page /campaigns (server-rendered)', path: () => '/campaigns', rate: 100, p99BudgetMs: 100 },
  { name: 'GET /api/campaign', path: () => '/api/campaign', rate: 300, p99BudgetMs: 50 },
] as const;

export type LoadResult = RateResult & { p99BudgetMs: number; pass: boolean };

export async function benchLoad(baseURL: string, seconds = 10): Promise<LoadResult[]> {
  const list = (await (await fetch(`${baseURL}/api/campaign?limit=1`)).json()) as { data: { id: string }[] };
  const results: LoadResult[] = [];
  for (const t of LOAD_TARGETS) {
    const target = { name: t.name, path: t.path(list.data[0].id) };
    // Pages are asked for as a browser asks (the server answers HTML to an Accept of text/html).
    const headers: Record<string, string> = target.path.startsWith('/api/') ? {} : { accept: 'text/html' };
    await loadAtRate(baseURL, target, { rate: t.rate, seconds: 2, headers });
    const r = await loadAtRate(baseURL, target, { rate: t.rate, seconds, headers });
    results.push({ ...r, p99BudgetMs: t.p99BudgetMs, pass: r.errors === 0 && r.p99ms <= t.p99BudgetMs });
    await new Promise((res) => setTimeout(res, 500));
  }
  return results;
}

export function printLoad(results: LoadResult[]) {
  console.log('\nUnder load (open loop at a fixed rate, latency from each request\'s scheduled send):');
  console.table(
    results.map((r) => ({
      target: r.name,
      'offered/s': r.offeredPerSecond,
      'done/s': r.completedPerSecond,
      errors: r.errors,
      'p50 ms': r.p50ms,
      'p99 ms': r.p99ms,
      'p99 budget ms': r.p99BudgetMs,
      'max ms': r.maxms,
      verdict: r.pass ? 'within' : 'OVER',
    })),
  );
}

// `npm run bench:load`: the load test alone, on a fresh product from the last build
// (`--url http://host:port` for a running server).
if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--url');
  const url = i > 0 ? process.argv[i + 1] : undefined;
  const product = url ? null : await startProduct({ port: await freePort(), compiled: true });
  try {
    const results = await benchLoad(url ?? product!.baseURL);
    printLoad(results);
    if (results.some((r) => !r.pass)) process.exitCode = 1;
  } finally {
    await product?.stop();
  }
}
