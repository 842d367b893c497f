import { and, eq, isNull } from 'drizzle-orm';
import { bankLabel } from '#contract/labels';
import { formatBirr2 } from '#contract/money';
import { maskAccount, payoutFailureText, type Withdrawal } from '#contract/payout';
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
  const { organiserId, title } = await decidable(ctx.db, id, reviewerId);
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
    }
    return row;
  });
  if (!done) {
    const [w] = await ctx.db.select({ resolvedBy: withdrawals.resolvedBy }).from(withdrawals).where(eq(withdrawals.id, id));
    throw httpError(409, w?.resolvedBy ? m.payout_already_decided() : m.payout_not_held());
  }
  ctx.log.info({ reference: done.reference, outcome, reviewerId }, `Held payout ${done.reference} settled by a reviewer as ${outcome}`);
  const paid = { amount: outcome === 'PAID' ? (done.providerAmount ?? done.amount) : done.amount, organiserTold: 1 as const };
  await enqueueTeamMessage(ctx.db, done.campaignId, outcome === 'PAID' ? 'PAYOUT_PAID' : 'PAYOUT_FAILED', paid, ctx.now(), `PAYOUT:${done.id}`);
  if (outcome === 'PAID') {
    await tellOrganiser(ctx, organiserId, () => ({
      subject: m.srv_payout_sent_subject(),
      text: m.srv_payout_sent_text({
        amount: formatBirr2(Number(done.providerAmount ?? done.amount)),
        title,
        bank: bankLabel(done.bankName),
        account: maskAccount(done.accountNumber),
        reference: done.reference ?? '',
      }),
    }));
  } else {
    await tellOrganiser(ctx, organiserId, () => ({
      subject: m.srv_payout_failed_subject(),
      text: [m.srv_payout_failed_text({ amount: formatBirr2(Number(done.amount)), title, reason: payoutFailureText(done.failureCode) }), m.srv_reason_line({ reason })].join('\n'),
    }));
  }
  return withdrawalView(done);
}
