import { sql } from 'drizzle-orm';
import { OPS_ALERT_WINDOW_HOURS, type OpsAlert } from '#contract/ops-alerts';
import type { Db, DbWriter as Writer } from '#server/db/open';
import { rowsOf } from '#server/db/rows';

/** The kinds recorded in `ops_alerts` when they happen (failed jobs are read from pg-boss instead). */
type RecordedKind = 'wallet_key_refused' | 'notice_failed';
const WINDOW_MS = OPS_ALERT_WINDOW_HOURS * 3_600_000;

/**
 * Notes that something an operator must fix happened now (migration 0035): one row per kind, its
 * count within a window of at most a day (a new window once the last began more than a day ago,
 * or after the alert was cleared), the latest words of the provider or gateway. Never fails what
 * it is called from: an alert that cannot be written is only logged by the caller's catch.
 */
export async function recordAlert(db: Writer, kind: RecordedKind, detail: string, now: Date) {
  const at = now.toISOString();
  const windowGone = sql`(ops_alerts.cleared_at is not null or ops_alerts.window_start <= ${new Date(now.getTime() - WINDOW_MS).toISOString()}::timestamptz)`;
  await db.execute(sql`
    insert into ops_alerts (kind, window_start, last_at, count, detail)
    values (${kind}, ${at}::timestamptz, ${at}::timestamptz, 1, ${detail.slice(0, 500)})
    on conflict (kind) do update set
      window_start = case when ${windowGone} then excluded.window_start else ops_alerts.window_start end,
      count = case when ${windowGone} then 1 else ops_alerts.count + 1 end,
      last_at = excluded.last_at, detail = excluded.detail, cleared_at = null`);
}

/** The thing works again (a wallet code was accepted): its alert leaves the page. */
export async function clearAlert(db: Writer, kind: RecordedKind, now: Date) {
  await db.execute(sql`update ops_alerts set cleared_at = ${now.toISOString()}::timestamptz where kind = ${kind} and cleared_at is null`);
}

type Row = { kind: OpsAlert['kind']; queue: string | null; count: number; since: Date | string; last_at: Date | string; detail: string | null };

/**
 * What the health page lists, most recent first: the recorded alerts not cleared (the key's until a
 * code is accepted, the others for a day after they last happened), and pg-boss's failed jobs of
 * the last day by queue (its `job` table and, where it has moved them, `archive`).
 */
export async function currentAlerts(db: Db, now: Date): Promise<OpsAlert[]> {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  const recorded = rowsOf<Row>(
    await db.execute(sql`
      select kind, null as queue, count, window_start as since, last_at, detail from ops_alerts
       where cleared_at is null and (kind = 'wallet_key_refused' or last_at > ${since}::timestamptz)`),
  );
  const rows = [...recorded, ...(await failedJobs(db, since))];
  return rows
    .map((r) => ({ kind: r.kind, queue: r.queue, count: Number(r.count), since: iso(r.since), lastAt: iso(r.last_at), detail: r.detail }))
    .sort((a, b) => b.lastAt.localeCompare(a.lastAt));
}

async function failedJobs(db: Db, since: string): Promise<Row[]> {
  const [tables] = rowsOf<{ job: boolean; archive: boolean }>(
    await db.execute(sql`select to_regclass('pgboss.job') is not null as job, to_regclass('pgboss.archive') is not null as archive`),
  );
  if (!tables?.job) return [];
  const failed = (table: string) => sql`select name, completed_on, output from ${sql.raw(table)} where state = 'failed' and completed_on > ${since}::timestamptz`;
  return rowsOf<Row>(
    await db.execute(sql`
      with failed as (${failed('pgboss.job')}${tables.archive ? sql` union all ${failed('pgboss.archive')}` : sql``})
      select 'job_failed' as kind, name as queue, count(*)::int as count, min(completed_on) as since, max(completed_on) as last_at,
             (array_agg(coalesce(output->>'message', output::text) order by completed_on desc))[1] as detail
        from failed group by name`),
  );
}

const iso = (d: Date | string) => new Date(d).toISOString();
