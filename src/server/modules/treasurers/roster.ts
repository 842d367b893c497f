import { sql } from 'drizzle-orm';
import { approvalsNeeded } from '#contract/treasurer-paths';
import type { TreasurerReview } from '#contract/payout';
import type { Db } from '#server/db/open';
import { rowsOf } from '#server/db/rows';

/** The database or a transaction on it: these reads run inside a withdrawal's own transaction too. */
type Sql = Pick<Db, 'execute'>;

/** "Abebe K.": how a treasurer is named to others (first name and initial). */
export const shortName = (firstName: string, lastName: string) => (lastName ? `${firstName} ${lastName.slice(0, 1)}.` : firstName);

/** The accounts that are treasurers of a campaign now: accepted, not removed. */
export async function treasurerUserIds(db: Sql, campaignId: string): Promise<string[]> {
  const rows = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      select user_id from campaign_treasurers
       where campaign_id = ${campaignId} and user_id is not null and accepted_at is not null and removed_at is null
       order by accepted_at`),
  );
  return rows.map((r) => r.user_id);
}

export async function isTreasurer(db: Sql, campaignId: string, userId: string): Promise<boolean> {
  const rows = rowsOf<{ one: number }>(
    await db.execute(sql`
      select 1 as one from campaign_treasurers
       where campaign_id = ${campaignId} and user_id = ${userId} and accepted_at is not null and removed_at is null
       limit 1`),
  );
  return rows.length > 0;
}

type DecisionRow = {
  withdrawal_id: string;
  treasurer_id: string;
  first_name: string;
  last_name: string;
  approve: boolean;
  reason: string | null;
  decided_at: Date | string;
};

/**
 * The treasurers' part in each withdrawal that has one (awaiting them, or decided by them): how
 * many approvals it needs (a majority of the campaign's treasurers now) and every decision, oldest
 * first. Withdrawals of campaigns without treasurers and without decisions get none.
 */
export async function treasurerReviews(
  db: Sql,
  list: readonly { id: string; campaignId: string; status: string }[],
): Promise<Map<string, TreasurerReview>> {
  const out = new Map<string, TreasurerReview>();
  if (list.length === 0) return out;
  const ids = sql.join(list.map((w) => sql`${w.id}`), sql`, `);
  const campaignIds = sql.join([...new Set(list.map((w) => w.campaignId))].map((id) => sql`${id}`), sql`, `);
  const [decisions, counts] = await Promise.all([
    db.execute(sql`
      select d.withdrawal_id, d.treasurer_id, u.first_name, u.last_name, d.approve, d.reason, d.decided_at
        from withdrawal_treasurer_decisions d join users u on u.id = d.user_id
       where d.withdrawal_id in (${ids})
       order by d.decided_at, d.id`),
    db.execute(sql`
      select campaign_id, count(*)::int as n from campaign_treasurers
       where campaign_id in (${campaignIds}) and accepted_at is not null and removed_at is null
       group by campaign_id`),
  ]);
  const treasurersOf = new Map(rowsOf<{ campaign_id: string; n: number }>(counts).map((r) => [r.campaign_id, r.n]));
  const byWithdrawal = new Map<string, DecisionRow[]>();
  for (const d of rowsOf<DecisionRow>(decisions)) byWithdrawal.set(d.withdrawal_id, [...(byWithdrawal.get(d.withdrawal_id) ?? []), d]);
  for (const w of list) {
    const made = byWithdrawal.get(w.id) ?? [];
    if (made.length === 0 && w.status !== 'AWAITING_TREASURERS') continue;
    out.set(w.id, {
      needed: approvalsNeeded(treasurersOf.get(w.campaignId) ?? 0),
      approvals: made.filter((d) => d.approve).length,
      decisions: made.map((d) => ({
        treasurerId: d.treasurer_id,
        name: shortName(d.first_name, d.last_name),
        approve: d.approve,
        ...(d.reason ? { reason: d.reason } : {}),
        at: new Date(d.decided_at).toISOString(),
      })),
    });
  }
  return out;
}
