import { and, eq, sql } from 'drizzle-orm';
import type { Withdrawal } from '#contract/payout';
import { approvalsNeeded } from '#contract/treasurer-paths';
import { campaignTreasurers, campaigns, withdrawals, withdrawalTreasurerDecisions } from '#server/db/schema';
import { httpError } from '#server/http/errors';
import { m } from '#i18n/paraglide/messages.js';
import { audit } from '../audit/audit';
import { tellOrganiser } from '../campaigns/tell-organiser';
import { withdrawalViews, type PayoutContext } from '../payouts/service';
import type { User } from '../users/service';
import { treasurerUserIds } from './roster';

type Outcome = 'recorded' | 'repeated' | 'forwarded' | 'refused';

/**
 * A treasurer approves or refuses a withdrawal that awaits its treasurers. The withdrawal row is
 * locked first, so decisions sent at once are counted one after the other, and each treasurer's
 * is one row (unique per withdrawal and person): the same decision again answers as before,
 * another one is refused. A majority of the campaign's treasurers approving makes it REQUESTED
 * (the reviewers' queue); one refusal, with its reason, makes it REJECTED and the organiser is told.
 */
export async function decide(ctx: PayoutContext, withdrawalId: string, who: User, body: { approve: boolean; reason?: string }) {
  const [found] = await ctx.db
    .select({ w: withdrawals, title: campaigns.title, organiserId: campaigns.userId })
    .from(withdrawals)
    .innerJoin(campaigns, eq(campaigns.id, withdrawals.campaignId))
    .where(eq(withdrawals.id, withdrawalId));
  if (!found) throw httpError(404, m.payout_not_found());
  const [treasurer] = await ctx.db
    .select({ id: campaignTreasurers.id })
    .from(campaignTreasurers)
    .where(
      and(
        eq(campaignTreasurers.campaignId, found.w.campaignId),
        eq(campaignTreasurers.userId, who.id),
        sql`${campaignTreasurers.acceptedAt} is not null and ${campaignTreasurers.removedAt} is null`,
      ),
    );
  if (!treasurer) throw httpError(403, m.tr_not_treasurer());
  if (found.w.requestedBy === who.id || found.organiserId === who.id) throw httpError(403, m.tr_requester_cannot_decide());
  const reason = body.approve ? null : (body.reason ?? null);

  const { outcome, row } = await ctx.db.transaction(async (tx): Promise<{ outcome: Outcome; row: typeof withdrawals.$inferSelect }> => {
    const [locked] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)).for('update');
    const [earlier] = await tx
      .select()
      .from(withdrawalTreasurerDecisions)
      .where(and(eq(withdrawalTreasurerDecisions.withdrawalId, withdrawalId), eq(withdrawalTreasurerDecisions.userId, who.id)));
    if (earlier) {
      if (earlier.approve !== body.approve) throw httpError(409, m.tr_already_decided());
      return { outcome: 'repeated', row: locked };
    }
    if (locked.status !== 'AWAITING_TREASURERS') throw httpError(409, m.tr_not_awaiting());
    await tx.insert(withdrawalTreasurerDecisions).values({ withdrawalId, treasurerId: treasurer.id, userId: who.id, approve: body.approve, reason, decidedAt: ctx.now() });
    await audit(tx, {
      actorId: who.id,
      action: body.approve ? 'payout.treasurer_approve' : 'payout.treasurer_refuse',
      target: { kind: 'withdrawal', id: withdrawalId },
      reason,
      details: { campaignId: locked.campaignId, amount: locked.amount, treasurerId: treasurer.id },
    });
    if (!body.approve) {
      const [refused] = await tx
        .update(withdrawals)
        .set({ status: 'REJECTED', reason })
        .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, 'AWAITING_TREASURERS')))
        .returning();
      await tellOrganiser(tx, locked.campaignId, { notice: 'TREASURERS_REFUSED', amount: locked.amount, reason: reason! }, ctx.now(), `TREASURERS:${withdrawalId}`);
      return { outcome: 'refused', row: refused };
    }
    const [{ approvals }] = await tx
      .select({ approvals: sql<number>`count(*)::int` })
      .from(withdrawalTreasurerDecisions)
      .where(and(eq(withdrawalTreasurerDecisions.withdrawalId, withdrawalId), eq(withdrawalTreasurerDecisions.approve, true)));
    if (approvals < approvalsNeeded((await treasurerUserIds(tx, locked.campaignId)).length)) return { outcome: 'recorded', row: locked };
    const [forwarded] = await tx
      .update(withdrawals)
      .set({ status: 'REQUESTED' })
      .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, 'AWAITING_TREASURERS')))
      .returning();
    await tellOrganiser(tx, locked.campaignId, { notice: 'TREASURERS_APPROVED', amount: locked.amount }, ctx.now(), `TREASURERS:${withdrawalId}`);
    return { outcome: 'forwarded', row: forwarded };
  });

  const [withdrawal] = await withdrawalViews(ctx.db, [row]);
  const message = { recorded: m.tr_decision_recorded, repeated: m.tr_decision_recorded, forwarded: m.tr_decision_forwarded, refused: m.tr_decision_refused }[outcome]();
  return { withdrawal: withdrawal as Withdrawal, message };
}
