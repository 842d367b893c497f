import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/open';
import { rowsOf } from '../db/rows';

export type PoolStats = () => { total: number; idle: number; waiting: number };

/**
 * Prometheus metrics of one instance (prom-client), each app with its own registry. Counts that
 * live in the database (donations and payouts by status, queued jobs) are read from it on each
 * scrape, so every instance reports the same exact totals: aggregate those with max(), the
 * per-instance ones (requests, latency, pool, process) with sum().
 */
export function createMetrics(opts: { db: Db; poolStats?: PoolStats }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'birr_' });
  const registers = [registry];
  const httpDuration = new Histogram({
    name: 'birr_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route (the pattern, not the URL) and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const http5xx = new Counter({
    name: 'birr_http_5xx_total',
    help: 'Answers with a 5xx status, by route',
    labelNames: ['route'] as const,
    registers,
  });
  /** Sources of counts kept in the database; modules add theirs (payouts, the job queue). */
  const tallies: { name: string; help: string; label: string; query: () => Promise<Record<string, number>> }[] = [];
  const countBy = async (query: ReturnType<typeof sql>) => {
    const list = rowsOf<{ k: string; n: string | number }>(await opts.db.execute(query));
    return Object.fromEntries(list.map((r) => [r.k, Number(r.n)]));
  };
  const tally = (name: string, help: string, label: string, query: () => Promise<Record<string, number>>) => {
    tallies.push({ name, help, label, query });
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers,
      async collect() {
        this.reset();
        for (const [k, n] of Object.entries(await query().catch(() => ({})))) this.set({ [label]: k }, n);
      },
    });
  };
  tally('birr_donations', 'Donations by payment status (all started donations: sum of the statuses)', 'status', () =>
    countBy(sql`select payment_status as k, count(*) as n from donations group by payment_status`),
  );
  tally('birr_payouts', 'Withdrawals by status (REQUESTED, APPROVED, PAID, FAILED, REJECTED)', 'status', () =>
    countBy(sql`select status as k, count(*) as n from withdrawals group by status`),
  );
  // pg-boss's own table (schema pgboss, made when the queue first starts): jobs waiting to run.
  tally('birr_job_queue_depth', 'Background jobs waiting to run (created or retrying), by queue', 'queue', () =>
    countBy(sql`select name as k, count(*) as n from pgboss.job where state in ('created', 'retry') group by name`),
  );
  if (opts.poolStats) {
    const stats = opts.poolStats;
    new Gauge({
      name: 'birr_db_pool_connections',
      help: "Connections of this instance's Postgres pool, by state",
      labelNames: ['state'] as const,
      registers,
      collect() {
        const s = stats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
  }
  return { registry, httpDuration, http5xx, tally, countBy };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Observes every answer, and serves GET /metrics to a scraper holding METRICS_TOKEN (as a bearer
 * token). Without a token configured the route does not exist: metrics stay off the public port.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.httpDuration.observe({ method: req.method, route, status: String(status) }, reply.elapsedTime / 1000);
    if (status >= 500) metrics.http5xx.inc({ route });
  });
  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', async (req, reply) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'A metrics token is required' });
    }
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics());
  });
}
