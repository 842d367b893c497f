import { sql } from 'drizzle-orm';
import type { Deps } from '#server/deps';
import { rowsOf } from '#server/db/rows';
import { m } from '#i18n/paraglide/messages.js';
import { httpError } from '#server/http/errors';
import { todayInEthiopia } from '#contract/dates';
import { tellOrganiser, type Teller } from './tell-organiser';

export type ClosingContext = Teller & Pick<Deps, 'now'>;

type Closed = { id: string; raised_amount: string };

/**
 * ACTIVE campaigns whose deadline (a date in Ethiopia, open through that whole day) has passed
 * become COMPLETED and stop taking donations. One conditional UPDATE: run it twice, or on two
 * instances at once, and each campaign is closed — and its organiser told — once.
 */
export async function closeExpired(ctx: ClosingContext): Promise<number> {
  const today = todayInEthiopia(ctx.now());
  // Closed, and each organiser's notice queued, in one transaction.
  return ctx.db.transaction(async (tx) => {
    const closed = rowsOf<Closed>(
      await tx.execute(sql`
      update campaigns set status = 'COMPLETED', closed_at = now(), updated_at = now()
       where status = 'ACTIVE' and deadline < ${today}::date
   returning id, raised_amount::text as raised_amount`),
    );
    for (const c of closed) await tellOrganiser(tx, c.id, { notice: 'CLOSED', amount: c.raised_amount }, ctx.now(), 'CLOSED');
    return closed.length;
  });
}

/** The organiser closes an ACTIVE campaign before its deadline. */
export async function closeEarly(ctx: ClosingContext, campaignId: string, userId: string) {
  const result = await ctx.db.execute(sql`
    update campaigns set status = 'COMPLETED', closed_at = now(), updated_at = now()
     where id = ${campaignId} and user_id = ${userId} and status = 'ACTIVE'
 returning id, status`);
  if (rowsOf(result)[0]) return { id: campaignId, status: 'COMPLETED' as const };
  const [c] = rowsOf<{ user_id: string; status: string }>(await ctx.db.execute(sql`select user_id, status from campaigns where id = ${campaignId}`));
  if (!c) throw httpError(404, m.al_campaign_not_found());
  if (c.user_id !== userId) throw httpError(403, m.payout_only_organiser_closes());
  throw httpError(409, c.status === 'COMPLETED' ? m.payout_already_closed() : m.payout_not_active());
}
