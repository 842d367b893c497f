import PgBoss from 'pg-boss';
import type { PayoutContext } from '../modules/payouts/service';
import { retryUnsettled } from '../modules/payouts/service';
import { closeExpired } from '../modules/campaigns/closing';
import { sendDonationNotices } from '../modules/donations/notices';
import { forgetExpiredKeys } from '../http/idempotency';
import { sendEditNotices, type EditNoticeContext } from '../modules/review/edit-notices';
import { deliverFollowerNotices, type FollowerNoticeContext } from '../modules/notifications/deliver';
import { deliverRelayed } from '../modules/relay/deliver';
import { deliverPersonNotices } from '../modules/notifications/person-notices';
import { forgetVisitors } from '../modules/channels/visits';
import { refreshDestinations } from '../modules/banks';
import { refreshRates, type RatesContext } from '../modules/rates';

/** How pg-boss reaches the database: our own connection (PGlite or the node-postgres pool). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * The scheduled work. Each runs on one instance at a time (pg-boss sends one job per cron slot
 * and hands each job to one worker), and each is also safe to run twice: every change it makes
 * is a conditional UPDATE, so a retry after a crash does not close, tell or pay anything twice.
 */
export const JOBS = {
  /** ACTIVE past the Ethiopian deadline → COMPLETED ("within the hour": every 10 minutes). */
  'close-campaigns': { cron: '*/10 * * * *' },
  /** New donations, batched: at most one message per campaign per hour. */
  'donation-notices': { cron: '*/10 * * * *' },
  /** Approved payouts the provider has not settled (or could not be reached for). */
  'settle-payouts': { cron: '*/5 * * * *' },
  /** Idempotency keys past their day (issue 40): a repeat after that is a new request. */
  'forget-idempotency-keys': { cron: '17 * * * *' },
  /** Donors told of an approved change of what their campaign says (issue 40). */
  'edit-notices': { cron: '* * * * *' },
  /** Followers told of updates, milestones, last days, the end, a suspension (issue 45): in batches, once each. */
  'follower-notices': { cron: '* * * * *' },
  /** Messages passed on without an address (issues 42, 44): to organisers, donors' thank-yous; each once. */
  'relay-messages': { cron: '* * * * *' },
  /** A donor told of their refund, a reporter of their report's outcome: each once, retried when a gateway refuses. */
  'person-notices': { cron: '* * * * *' },
  /** Visitors' hashes and salts of days gone by (issue 44): only the counts per channel stay. */
  'forget-visitors': { cron: '7 * * * *' },
  /** Chapa's list of banks and wallets payouts can go to, stored for every instance (issue 44). */
  'refresh-banks': { cron: '23 4 * * *' },
  /** The payment provider's dollar rate, stored for every instance (issue 43); nothing to do on a fixed rate. */
  'refresh-rates': { cron: '41 * * * *' },
} as const;
export type JobName = keyof typeof JOBS;

export type JobContext = PayoutContext & EditNoticeContext & FollowerNoticeContext & RatesContext;

export async function runJob(name: JobName, ctx: JobContext) {
  switch (name) {
    case 'close-campaigns':
      return { closed: await closeExpired(ctx) };
    case 'donation-notices':
      return { sent: await sendDonationNotices(ctx) };
    case 'settle-payouts':
      return retryUnsettled(ctx);
    case 'forget-idempotency-keys':
      return { forgotten: await forgetExpiredKeys(ctx.db, ctx.now()) };
    case 'edit-notices':
      return { told: await sendEditNotices(ctx) };
    case 'follower-notices':
      return deliverFollowerNotices(ctx);
    case 'relay-messages':
      return deliverRelayed(ctx);
    case 'person-notices':
      return deliverPersonNotices(ctx);
    case 'forget-visitors':
      return { forgotten: await forgetVisitors(ctx.db, ctx.now()) };
    case 'refresh-banks':
      return { destinations: await refreshDestinations(ctx) };
    case 'refresh-rates':
      return { rates: await refreshRates(ctx) };
  }
}

export type Jobs = { boss: PgBoss; stop: () => Promise<void> };

/**
 * Starts pg-boss on our database (its tables live in the `pgboss` schema, created on first
 * start under its own advisory lock), schedules the jobs and works them. On a Postgres server
 * pg-boss keeps its own small pool (its multi-statement transactions never share a connection
 * with the app's queries); PGlite, one connection in this process, is shared through `executeSql`.
 */
export async function startJobs(
  database: ExecuteSql | { connectionString: string },
  ctx: JobContext,
  opts: { pollingIntervalSeconds?: number } = {},
): Promise<Jobs> {
  const connection =
    typeof database === 'function'
      ? { db: { executeSql: (text: string, values: unknown[]) => database(text, values) } }
      : { connectionString: database.connectionString, max: 3 };
  const boss = new PgBoss({
    ...connection,
    schema: 'pgboss',
    // Finished jobs are kept for a week, for the record.
    deleteAfterDays: 7,
  });
  boss.on('error', (err) => ctx.log.warn({ err }, 'job queue error'));
  await boss.start();
  for (const [name, { cron }] of Object.entries(JOBS) as Array<[JobName, { cron: string }]>) {
    // Instances starting together may both get here: the first creates the queue.
    if (!(await boss.getQueue(name))) {
      await boss.createQueue(name, { name, retryLimit: 3, retryDelay: 60, expireInSeconds: 15 * 60 }).catch(async (err) => {
        if (!(await boss.getQueue(name))) throw err;
      });
    }
    await boss.schedule(name, cron, {}, { tz: 'Africa/Addis_Ababa' });
    await boss.work(name, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 10 }, async (jobs) => {
      for (const job of jobs) {
        const result = await runJob(name, ctx);
        ctx.log.info({ job: name, id: job.id, result }, `job ${name} done`);
      }
    });
  }
  return { boss, stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
}
