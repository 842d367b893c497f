import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { apiAtRate, type RateResult } from './api';
import { benchApiOnPostgres, printRate } from './api-run';
import { benchRouteJs, printRouteJs } from './routes';
import { benchLoad, printLoad, type LoadResult } from './load';
import { printWalk, walkToGift, type Walk } from './walk';
import { lighthouseMedian } from './lighthouse';
import { benchCluster } from './cluster';
import { benchDonations } from './donations';
import { benchPayouts } from './payouts';
import { benchNotifications, type NotificationBench } from './notifications';
import { freePort, startProduct } from '../support/product';

// `npm run bench`: JavaScript per route, API throughput, Lighthouse mobile scores.
if (!existsSync('dist/ssr/entry.js') || !existsSync('dist/server/main.js') || process.argv.includes('--build')) execSync('npm run build', { stdio: 'inherit' });

// Every donation of the bench comes from one address: lift the per-address limit for it.
// The payouts bench signs up this reviewer (ADMIN_EMAIL) to approve what the organiser asks for.
const BENCH_REVIEWER = 'bench-reviewer@birr.test';
// The built server, as `npm start` runs it (the load test measures what production serves).
const product = await startProduct({ port: await freePort(), compiled: true, env: { DONATION_RATE_LIMIT: '1000000', ADMIN_EMAIL: BENCH_REVIEWER } });
const report: Record<string, unknown> = {};
try {
  const list = (await (await fetch(`${product.baseURL}/api/campaign?limit=1`)).json()) as { data: { id: string }[] };
  // Each route's JavaScript to load and hydrate, against its budget (bench/budgets.ts; issues 19, 27, 47).
  const routeJs = await benchRouteJs(product, BENCH_REVIEWER);
  report.routeJs = routeJs;
  printRouteJs(routeJs);
  if (routeJs.some((r) => r.over)) process.exitCode = 1;

  // Issue 43's walk on a slow phone: screens and each tap's waits (issue 47 measures it).
  report.walk = await walkToGift(product.baseURL);
  printWalk(report.walk as Walk);
  if (!(report.walk as Walk).pass) process.exitCode = 1;

  // Pages that hold under load (issue 47): fixed rates, each target against its p99 budget.
  report.load = await benchLoad(product.baseURL);
  printLoad(report.load as LoadResult[]);
  if ((report.load as LoadResult[]).some((r) => !r.pass)) process.exitCode = 1;

  // The public reads at a fixed offered rate (as visitors arrive), on PGlite and on a Postgres server.
  report.api = await apiAtRate(product.baseURL);
  printRate('API on PGlite', report.api as RateResult[]);
  if (process.env.BENCH_DATABASE_URL) {
    report.apiPostgres = await benchApiOnPostgres(process.env.BENCH_DATABASE_URL);
    printRate('API on Postgres', report.apiPostgres as RateResult[]);
  }

  report.donations = await benchDonations(product.baseURL);
  const d = report.donations as Awaited<ReturnType<typeof benchDonations>>;
  console.log(
    `\nDonations on one campaign (sandbox provider, ${d.concurrency} at a time): ${d.startedPerSecond}/s started, ` +
      `${d.confirmedPerSecond}/s confirmed; raised grew by ${d.raisedGrowth} Br for ${d.countGrowth} donations ` +
      `(expected ${d.expectedSum} Br for ${d.donations}: ${d.sumChecked ? 'exact' : 'MISMATCH'})`,
  );
  if (!d.sumChecked) process.exitCode = 1;

  report.payouts = await benchPayouts(product.baseURL, product.dataDir, { reviewerEmail: BENCH_REVIEWER });
  const p = report.payouts as Awaited<ReturnType<typeof benchPayouts>>;
  console.log(
    `\nPayouts from one campaign (sandbox provider, ${p.concurrency} at a time): ${p.requestedPerSecond}/s requested, ` +
      `${p.settledPerSecond}/s approved and settled; paid out grew by ${p.paidOutGrowth} Br and available fell by ${p.availableDrop} Br ` +
      `for ${p.paidCount} PAID (expected ${p.expectedSum} Br for ${p.payouts}: ${p.ledgerChecked ? 'exact' : 'MISMATCH'})`,
  );
  if (!p.ledgerChecked) process.exitCode = 1;

  // Notifications queued and sent per second (issue 45): the job's own machinery, in-process.
  report.notifications = await benchNotifications({ databaseUrl: process.env.BENCH_DATABASE_URL });
  const n = report.notifications as NotificationBench;
  console.log(
    `\nNotifications to one campaign's ${n.followers} followers: ${n.queuedPerSecond}/s queued, ` +
      `${n.sentPerSecond}/s sent and recorded (${n.recorded} deliveries recorded${n.recorded === n.followers ? '' : ': MISMATCH'})`,
  );
  if (n.recorded !== n.followers) process.exitCode = 1;

  if (!process.argv.includes('--no-lighthouse')) {
    // Lighthouse varies from run to run by several points: report the median of three.
    const scores = [];
    for (const path of ['/', '/campaigns', `/campaign/${list.data[0].id}`].flatMap((p) => [p, `${p}?lang=am`])) {
      const r = await lighthouseMedian(`${product.baseURL}${path}`);
      scores.push({ url: r.url, perf: r.perf, FCP: r.FCP, LCP: r.LCP, TBT: r.TBT, CLS: r.cls, 'JS KB': r.jsKB, 'all KB': r.totalKB });
    }
    report.lighthouse = scores;
    console.log('\nLighthouse mobile performance (median of 3 runs):');
    console.table(scores);
  }
  // Past one machine: one instance versus two on a Postgres server (PGlite lives in one process).
  const clusterDb = process.env.BENCH_DATABASE_URL;
  if (process.argv.includes('--cluster')) {
    if (!clusterDb) console.log('\n--cluster needs BENCH_DATABASE_URL=postgres://… (a server the bench may create databases on)');
    else {
      report.cluster = await benchCluster(clusterDb, ['/api/campaign?page=1&limit=9', '/campaigns', '/campaign/:id']);
      console.log('\nOne instance versus two (offered load, round-robin; highest rate held at p99 ≤ 50 ms):');
      console.table(report.cluster);
    }
  }
} finally {
  await product.stop();
}
mkdirSync('bench/out', { recursive: true });
writeFileSync('bench/out/report.json', JSON.stringify(report, null, 2));
console.log('\nWritten to bench/out/report.json');
