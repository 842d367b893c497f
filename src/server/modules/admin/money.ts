import { sql, type SQL } from 'drizzle-orm';
import type { MoneyQuery, MoneyRow } from '#contract/admin';
import type { Db } from '#server/db/open';
import { rowsOf } from '#server/db/rows';
import { csvDocument } from '#server/http/csv';
import { pageMeta } from '#contract/page-query';
import { dayAfter, dayStart, likePattern } from './paging';
import { m } from '#i18n/paraglide/messages.js';

type Filters = Omit<MoneyQuery, 'page' | 'limit'>;
type Raw = {
  kind: 'donation' | 'payout' | 'refund';
  id: string;
  campaign_id: string;
  campaign_title: string;
  user_id: string | null;
  name: string;
  amount: string;
  currency: string;
  status: string;
  reference: string | null;
  provider_reference: string | null;
  provider: string | null;
  at: Date | string;
  total?: number;
};

/**
 * Every movement of money in one list, newest first: donations (any status), payouts to
 * organisers and refunds to donors (PENDING, DONE or FAILED; issue 42), each with its campaign and
 * both references (ours and the provider's). Amounts stay exact (numeric as text).
 */
function movements(f: Filters): SQL {
  const where: SQL[] = [];
  if (f.campaignId) where.push(sql`campaign_id = ${f.campaignId}`);
  if (f.status) where.push(sql`status = ${f.status}`);
  if (f.from) where.push(sql`at >= ${dayStart(f.from).toISOString()}::timestamptz`);
  if (f.to) where.push(sql`at < ${dayAfter(f.to).toISOString()}::timestamptz`);
  if (f.q) {
    const like = likePattern(f.q);
    where.push(
      sql`(name ilike ${like} or email ilike ${like} or reference ilike ${like} or provider_reference ilike ${like} or campaign_title ilike ${like} or id::text = ${f.q.toLowerCase()})`,
    );
  }
  const filter = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  return sql`
    select * from (
      select 'donation' as kind, d.id, d.campaign_id, c.title as campaign_title, d.user_id,
             case when d.donor_deleted then ${m.donor_deleted_account()} else d.donor_first_name || ' ' || d.donor_last_name end as name, d.email, d.amount::text as amount, d.currency,
             d.payment_status::text as status, d.tx_ref as reference, d.provider_reference, d.provider,
             coalesce(d.verified_at, d.created_at) as at
        from donations d join campaigns c on c.id = d.campaign_id
      union all
      select 'payout', w.id, w.campaign_id, c.title, c.user_id,
             w.holder_name, u.email, w.amount::text, w.currency,
             w.status::text, w.reference, w.provider_reference, w.provider,
             coalesce(w.settled_at, w.reviewed_at, w.created_at)
        from withdrawals w join campaigns c on c.id = w.campaign_id join users u on u.id = c.user_id
      union all
      select 'refund', r.id, r.campaign_id, c.title, d.user_id,
             d.donor_first_name || ' ' || d.donor_last_name, d.email, r.amount::text, r.currency,
             r.status, r.reference, r.provider_reference, r.provider,
             coalesce(r.settled_at, r.created_at)
        from refunds r join donations d on d.id = r.donation_id join campaigns c on c.id = r.campaign_id
    ) m ${filter}`;
}

const view = (r: Raw): MoneyRow => ({
  kind: r.kind,
  id: r.id,
  campaignId: r.campaign_id,
  campaignTitle: r.campaign_title,
  userId: r.user_id,
  name: r.name,
  amount: Number(r.amount),
  currency: r.currency,
  status: r.status,
  reference: r.reference,
  providerReference: r.provider_reference,
  provider: r.provider,
  at: new Date(r.at).toISOString(),
});

export async function moneyList(db: Db, q: MoneyQuery) {
  const rows = rowsOf<Raw>(
    await db.execute(sql`select m.*, count(*) over ()::int as total from (${movements(q)}) m order by at desc, id desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`),
  );
  const total = rows[0]?.total ?? Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${movements(q)}) m`))[0].n);
  return { data: rows.map(view), meta: pageMeta(total, q) };
}

/** At most this many rows in one CSV: a narrower filter gets the rest. */
export const CSV_MAX_ROWS = 100_000;
const CSV_COLUMNS = ['kind', 'id', 'at', 'campaign_id', 'campaign_title', 'user_id', 'name', 'amount', 'currency', 'status', 'reference', 'provider', 'provider_reference'] as const;

/** The same list as CSV (amounts exactly as stored, two decimals), newest first. */
export async function moneyCsv(db: Db, f: Filters): Promise<string> {
  const rows = rowsOf<Raw>(await db.execute(sql`select * from (${movements(f)}) m order by at desc, id desc limit ${CSV_MAX_ROWS}`));
  return csvDocument(
    CSV_COLUMNS,
    rows.map((r) => [r.kind, r.id, new Date(r.at).toISOString(), r.campaign_id, r.campaign_title, r.user_id, r.name, r.amount, r.currency, r.status, r.reference, r.provider, r.provider_reference]),
  );
}
