import { startCluster } from '../support/cluster';

/**
 * Offered load at a fixed rate for `seconds`, spread round-robin over `bases` as a load balancer
 * would. Open loop: requests leave on schedule whether or not earlier ones have answered.
 */
async function offer(bases: string[], path: string, rate: number, seconds: number) {
  const times: number[] = [];
  let errors = 0;
  const total = rate * seconds;
  const started = performance.now();
  const inflight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const base = bases[i % bases.length];
    inflight.push(
      (async () => {
        const t0 = performance.now();
        try {
          const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
          await res.arrayBuffer();
          if (!res.ok) errors++;
        } catch {
          errors++;
        }
        times.push(performance.now() - t0);
      })(),
    );
  }
  await Promise.all(inflight);
  times.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(times[Math.floor((times.length - 1) * p)] * 10) / 10;
  return { rate, p50ms: pct(0.5), p99ms: pct(0.99), errors };
}

/** The highest offered rate (of `rates`) held with p99 ≤ 50 ms and no errors. */
async function sustained(bases: string[], path: string, rates: number[], seconds: number) {
  let best = 0;
  const steps = [];
  for (const rate of rates) {
    const r = await offer(bases, path, rate, seconds);
    steps.push(r);
    if (r.p99ms <= 50 && r.errors === 0) best = rate;
    else break;
  }
  return { best, steps };
}

/**
 * `npm run bench -- --cluster` with BENCH_DATABASE_URL: the campaign list and a server-rendered
 * page through one instance and through two, on one Postgres server and one bucket. On a
 * 2-core machine both instances share the same cores as the load generator, so this shows the
 * overhead of the split more than its gain; on separate machines each instance adds its cores.
 */
export async function benchCluster(serverUrl: string, paths: string[], rates = [50, 100, 200, 300, 400, 600], seconds = 5) {
  const rows = [];
  for (const instances of [1, 2]) {
    const cluster = await startCluster(serverUrl, { instances, env: { LOG_LEVEL: 'warn' } });
    try {
      const bases = cluster.instances.map((i) => i.baseURL);
      const id = ((await (await fetch(`${bases[0]}/api/campaign?limit=1`)).json()) as { data: { id: string }[] }).data[0].id;
      for (const p of paths) {
        const path = p.replace(':id', id);
        // Warm up caches and connections before measuring.
        await offer(bases, path, 50, 1);
        const { best, steps } = await sustained(bases, path, rates, seconds);
        rows.push({ instances, path: p, 'req/s at p99 ≤ 50 ms': best, steps: steps.map((s) => `${s.rate}:${s.p99ms}ms${s.errors ? `/${s.errors}err` : ''}`).join(' ') });
      }
    } finally {
      await cluster.stop();
    }
  }
  return rows;
}
