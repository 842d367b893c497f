import { and, eq, isNull } from 'drizzle-orm';
import { maskAccount, type Withdrawal } from '#contract/payout';
import { withdrawals } from '#server/db/schema';
import { httpError } from '#server/http/errors';
import { decidable, withdrawalView } from './service';
import { tellOrganiser } from '../campaigns/tell-organiser';
import { enqueueTeamMessage } from '../notifications/events';
import type { PayoutContext } from './transfers';
import { m } from '#i18n/paraglide/messages.js';
import { audit } from '../audit/audit';

/**
 * A reviewer settles a HELD payout (the provider reported another amount than ours), once: a
 * conditional UPDATE from HELD, so of two decisions at once one wins and the other hears 409.
 * PAID: the money went out; what the provider says it sent counts as paid out (the ledger reads
 * provider_amount). FAILED: confirmed not sent; the amount is available again. Either way the
 * reviewer's words say how they checked, and the organiser is told.
 */
export async function settleHeld(ctx: PayoutContext, id: string, reviewerId: string, outcome: 'PAID' | 'FAILED', reason: string): Promise<Withdrawal> {
  await decidable(ctx.db, id, reviewerId);
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set({
        status: outcome,
        reason,
        failureCode: outcome === 'FAILED' ? 'transfer_failed' : null,
        resolvedBy: reviewerId,
        resolvedAt: now,
        settledAt: now,
      })
      // Not one held because its organiser was deactivated (issue 46): no transfer was made; reactivation releases it.
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'HELD'), isNull(withdrawals.heldFrom)))
      .returning();
    if (row) {
      const action = outcome === 'PAID' ? 'payout.held_paid' : 'payout.held_failed';
      await audit(tx, { actorId: reviewerId, action, target: { kind: 'withdrawal', id }, reason, details: { campaignId: row.campaignId, amount: row.amount, providerAmount: row.providerAmount } });
      // The treasurers on their channels; the organiser with the details that are theirs.
      const paid = { amount: outcome === 'PAID' ? (row.providerAmount ?? row.amount) : row.amount, organiserTold: 1 as const };
      await enqueueTeamMessage(tx, row.campaignId, outcome === 'PAID' ? 'PAYOUT_PAID' : 'PAYOUT_FAILED', paid, now, `PAYOUT:${row.id}`);
      const account = maskAccount(row.accountNumber);
      const notice =
        outcome === 'PAID'
          ? ({ notice: 'PAYOUT_SENT', amount: paid.amount, bank: row.bankName, account, reference: row.reference ?? '' } as const)
          : ({ notice: 'PAYOUT_FAILED', amount: row.amount, failureCode: 'transfer_failed', reason } as const);
      await tellOrganiser(tx, row.campaignId, notice, now, `PAYOUT:${row.id}`);
    }
    return row;
  });
  if (!done) {
    const [w] = await ctx.db.select({ resolvedBy: withdrawals.resolvedBy }).from(withdrawals).where(eq(withdrawals.id, id));
    throw httpError(409, w?.resolvedBy ? m.payout_already_decided() : m.payout_not_held());
  }
  ctx.log.info({ reference: done.reference, outcome, reviewerId }, `Held payout ${done.reference} settled by a reviewer as ${outcome}`);
  return withdrawalView(done);
}
