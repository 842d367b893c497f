import { sql } from 'drizzle-orm';
import type { Overview } from '#contract/admin';
import { addDays, todayInEthiopia } from '#contract/dates';
import type { Db } from '#server/db/open';
import { rowsOf } from '#server/db/rows';
import { dayAfter, dayStart } from './paging';

/** How long one count of the figures is answered again (per instance): the console polls. */
export const OVERVIEW_CACHE_MS = 5_000;
const cache = new WeakMap<Db, Map<number, { until: number; value: Overview['data'] }>>();

/** A day on Addis Ababa's clock (UTC+3, no daylight saving), in SQL. */
const addisDay = (column: string) => sql.raw(`((${column} at time zone 'UTC') + interval '3 hours')::date`);

type Totals = { day?: string; category?: string; kind?: string; raised: string; fees?: string; donations: number; campaigns: number; people?: number };

/**
 * The console's figures over the last `days` days (today included, Addis Ababa's days), all
 * counted by Postgres from the rows themselves: money raised is the sum of verified donations by
 * the day they were verified — the same rows and the same numeric sum as each campaign's ledger —
 * so the totals match the ledger to the cent. Answered from a few seconds' cache.
 */
export async function overview(db: Db, days: number, now: Date): Promise<Overview['data']> {
  const mine = cache.get(db) ?? new Map();
  cache.set(db, mine);
  const hit = mine.get(days);
  if (hit && hit.until > now.getTime()) return hit.value;
  const value = await count(db, days, now);
  mine.set(days, { until: now.getTime() + OVERVIEW_CACHE_MS, value });
  return value;
}

async function count(db: Db, days: number, now: Date): Promise<Overview['data']> {
  const to = todayInEthiopia(now);
  const from = addDays(to, -(days - 1));
  const start = dayStart(from).toISOString();
  const end = dayAfter(to).toISOString();
  const inPeriod = (column: string) => sql`${sql.raw(column)} >= ${start}::timestamptz and ${sql.raw(column)} < ${end}::timestamptz`;

  const [perDay, byCategory, byKind, waiting, payouts, jobQueue] = await Promise.all([
    db.execute(sql`
      with days as (select generate_series(${from}::date, ${to}::date, interval '1 day')::date as day),
      d as (select ${addisDay('verified_at')} as day, sum(amount) as raised, sum(fee) as fees, count(*)::int as n
              from donations where payment_status = 'VERIFIED' and ${inPeriod('verified_at')} group by 1),
      c as (select ${addisDay('created_at')} as day, count(*)::int as n from campaigns where ${inPeriod('created_at')} group by 1),
      u as (select ${addisDay('created_at')} as day, count(*)::int as n from users where ${inPeriod('created_at')} group by 1)
      select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(d.raised, 0)::text as raised, coalesce(d.fees, 0)::text as fees,
             coalesce(d.n, 0) as donations, coalesce(c.n, 0) as campaigns, coalesce(u.n, 0) as people
        from days left join d on d.day = days.day left join c on c.day = days.day left join u on u.day = days.day
       order by days.day`),
    db.execute(groupedBy('category', inPeriod)),
    db.execute(groupedBy('type', inPeriod)),
    db.execute(sql`
      select 'campaigns' as kind, count(*)::int as count, min(created_at) as oldest from campaigns where status = 'PENDING'
      union all select 'withdrawals', count(*)::int, min(created_at) from withdrawals where status in ('REQUESTED', 'HELD')
      union all select 'reports', count(*)::int, min(created_at) from campaign_reports where status = 'OPEN'
      union all select 'edits', count(*)::int, min(created_at) from campaign_edits where status = 'PENDING'`),
    db.execute(sql`
      select count(*) filter (where status = 'PAID')::int as paid,
             coalesce(sum(coalesce(provider_amount, amount)) filter (where status = 'PAID'), 0)::text as paid_amount,
             count(*) filter (where status = 'FAILED')::int as failed,
             coalesce(sum(amount) filter (where status = 'FAILED'), 0)::text as failed_amount
        from withdrawals where ${inPeriod('settled_at')}`),
    queueDepth(db),
  ]);
  const dayRows = rowsOf<Totals & { day: string; fees: string; people: number }>(perDay);
  const sum = (f: (r: (typeof dayRows)[number]) => number) => dayRows.reduce((a, r) => a + f(r), 0);
  const p = rowsOf<{ paid: number; paid_amount: string; failed: number; failed_amount: string }>(payouts)[0];
  return {
    days,
    from,
    to,
    totals: {
      // Summed again in SQL, not from the rounded per-day numbers.
      ...(await periodMoney(db, inPeriod)),
      donations: sum((r) => r.donations),
      campaigns: sum((r) => r.campaigns),
      people: sum((r) => r.people),
    },
    perDay: dayRows.map((r) => ({ day: r.day, raised: Number(r.raised), donations: r.donations, campaigns: r.campaigns, people: r.people })),
    byCategory: rowsOf<Totals & { key: string }>(byCategory).map((r) => ({ category: r.key as never, raised: Number(r.raised), donations: r.donations, campaigns: r.campaigns })),
    byKind: rowsOf<Totals & { key: string }>(byKind).map((r) => ({ kind: r.key as never, raised: Number(r.raised), donations: r.donations, campaigns: r.campaigns })),
    waiting: rowsOf<{ kind: 'campaigns'; count: number; oldest: Date | string | null }>(waiting).map((r) => ({
      kind: r.kind,
      count: r.count,
      oldestAt: r.oldest ? new Date(r.oldest).toISOString() : null,
    })),
    payouts: { paid: p.paid, paidAmount: Number(p.paid_amount), failed: p.failed, failedAmount: Number(p.failed_amount) },
    jobQueue,
    generatedAt: now.toISOString(),
  };
}

type InPeriod = (column: string) => ReturnType<typeof sql>;

/** Raised, donations and new campaigns of the period by a campaign column (category or type). */
const groupedBy = (column: 'category' | 'type', inPeriod: InPeriod) => sql`
  with d as (select c.${sql.raw(column)}::text as key, sum(dn.amount) as raised, count(*)::int as n
               from donations dn join campaigns c on c.id = dn.campaign_id
              where dn.payment_status = 'VERIFIED' and ${inPeriod('dn.verified_at')} group by 1),
       c as (select ${sql.raw(column)}::text as key, count(*)::int as n from campaigns where ${inPeriod('created_at')} group by 1)
  select coalesce(d.key, c.key) as key, coalesce(d.raised, 0)::text as raised, coalesce(d.n, 0) as donations, coalesce(c.n, 0) as campaigns
    from d full join c on c.key = d.key
   order by coalesce(d.raised, 0) desc, 1`;

async function periodMoney(db: Db, inPeriod: InPeriod) {
  const [r] = rowsOf<{ raised: string; fees: string }>(
    await db.execute(sql`select coalesce(sum(amount), 0)::text as raised, coalesce(sum(fee), 0)::text as fees
                           from donations where payment_status = 'VERIFIED' and ${inPeriod('verified_at')}`),
  );
  return { raised: Number(r.raised), fees: Number(r.fees) };
}

/** pg-boss's waiting and failed jobs; null while its tables do not exist (the queue never started here). */
async function queueDepth(db: Db): Promise<Overview['data']['jobQueue']> {
  const [exists] = rowsOf<{ ok: boolean }>(await db.execute(sql`select to_regclass('pgboss.job') is not null as ok`));
  if (!exists?.ok) return null;
  const [r] = rowsOf<{ waiting: number; failed: number }>(
    await db.execute(sql`select count(*) filter (where state in ('created', 'retry'))::int as waiting,
                                count(*) filter (where state = 'failed')::int as failed from pgboss.job`),
  );
  return { waiting: r.waiting, failed: r.failed };
}
