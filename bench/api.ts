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
