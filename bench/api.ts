import http from 'node:http';

/** A bounded load on loopback: `total` requests, `concurrency` at a time, to each path. */
export async function loadApi(baseURL: string, paths: string[], total = 1000, concurrency = 16) {
  const results = [];
  for (const path of paths) {
    const times: number[] = [];
    let failures = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          next++;
          const t0 = performance.now();
          const res = await fetch(`${baseURL}${path}`, { headers: { 'accept-encoding': 'gzip' } });
          await res.arrayBuffer();
          if (!res.ok) failures++;
          times.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const pct = (p: number) => Math.round(times[Math.floor((times.length - 1) * p)] * 10) / 10;
    results.push({ path, requests: times.length, failures, perSecond: Math.round(times.length / seconds), p50ms: pct(0.5), p95ms: pct(0.95) });
  }
  return results;
}

export type RateResult = {
  name: string;
  path: string;
  offeredPerSecond: number;
  completedPerSecond: number;
  requests: number;
  errors: number;
  p50ms: number;
  p95ms: number;
  p99ms: number;
  maxms: number;
};

/**
 * Open-loop load at a fixed request rate: a request leaves every 1/rate seconds whether or not
 * the earlier ones have been answered (as visitors arrive), for `seconds`. Latency is measured
 * from the moment a request was due, so a server that falls behind shows it in the tail.
 * Errors are non-2xx/304 answers, failed connections and answers slower than `timeoutMs`.
 */
export async function loadAtRate(
  baseURL: string,
  target: { name: string; path: string },
  opts: { rate?: number; seconds?: number; timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<RateResult> {
  const rate = opts.rate ?? 200;
  const seconds = opts.seconds ?? 10;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const url = new URL(target.path, baseURL);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(rate * seconds);
  const times: number[] = [];
  let errors = 0;
  const one = (due: number) =>
    new Promise<void>((resolve) => {
      const req = http.get(
        url,
        { agent, headers: { 'accept-encoding': 'gzip', ...opts.headers }, timeout: timeoutMs },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            const ok = res.statusCode !== undefined && ((res.statusCode >= 200 && res.statusCode < 300) || res.statusCode === 304);
            if (!ok) errors++;
            times.push(performance.now() - due);
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        resolve();
      });
    });

  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(one(due));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  const pct = (p: number) => (times.length ? Math.round(times[Math.min(times.length - 1, Math.ceil(times.length * p) - 1)] * 10) / 10 : NaN);
  return {
    name: target.name,
    path: target.path,
    offeredPerSecond: rate,
    completedPerSecond: Math.round(times.length / elapsed),
    requests: total,
    errors,
    p50ms: pct(0.5),
    p95ms: pct(0.95),
    p99ms: pct(0.99),
    maxms: times.length ? Math.round(times[times.length - 1]) : NaN,
  };
}

/** The API reads the benchmark offers load to: list, search (both spellings), detail, donations. */
export async function apiTargets(baseURL: string) {
  const list = (await (await fetch(`${baseURL}/api/campaign?limit=1`)).json()) as { data: { id: string }[] };
  const id = list.data[0].id;
  return [
    { name: 'list (default)', path: '/api/campaign' },
    { name: 'list page 1', path: '/api/campaign?page=1&limit=9' },
    { name: 'search', path: '/api/campaign?page=1&limit=9&search=water' },
    { name: 'search by name (for=)', path: '/api/campaign?for=abebe' },
    { name: 'detail', path: `/api/campaign/${id}` },
    { name: 'donations', path: `/api/donation/${id}` },
    // Server-rendered pages (src/server/ssr): the route loaders' reads plus React's render.
    { name: 'page / (server-rendered)', path: '/' },
    { name: 'page /campaign/:id (server-rendered)', path: `/campaign/${id}` },
  ];
}

/** Each target at a fixed rate, one after another, with a short pause between them. */
export async function apiAtRate(baseURL: string, opts: { rate?: number; seconds?: number } = {}) {
  const results: RateResult[] = [];
  for (const target of await apiTargets(baseURL)) {
    // Two seconds of the same load first, unmeasured: steady state, not cold caches and JIT.
    await loadAtRate(baseURL, target, { ...opts, seconds: 2 });
    results.push(await loadAtRate(baseURL, target, opts));
    await new Promise((r) => setTimeout(r, 500));
  }
  return results;
}
