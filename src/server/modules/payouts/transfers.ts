import { and, asc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { bankLabel } from '#contract/labels';
import { centsToDecimal, formatBirr2, toCents } from '#contract/money';
import { maskAccount, payoutFailureText, type PayoutFailureCode } from '#contract/payout';
import { amountToCents } from '#server/adapters/payments/payments';
import { ProviderError, type ApprovalQuery, type TransferOutcome } from '#server/adapters/payouts/payouts';
import type { Db } from '#server/db/open';
import { campaigns, withdrawals } from '#server/db/schema';
import type { Deps } from '#server/deps';
import { httpError } from '#server/http/errors';
import { tellOrganiser } from '../campaigns/tell-organiser';
import { enqueueTeamMessage } from '../notifications/events';
import { m } from '#i18n/paraglide/messages.js';

/** What paying out needs: the database, the payout provider, how to tell the organiser, the time. */
export type PayoutContext = Pick<Deps, 'db' | 'payouts' | 'notifiers' | 'log' | 'now'>;
type Row = typeof withdrawals.$inferSelect;

async function campaignSuspended(db: Db, campaignId: string) {
  const [c] = await db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, campaignId));
  return c?.status === 'SUSPENDED';
}

/**
 * Asks the provider to send an APPROVED withdrawal under its reference. Unreachable provider:
 * left as it is for the retry job (same reference, so never two transfers). Refused: FAILED.
 * Accepted: settled at once when the provider already says so (the sandbox), else by its
 * webhook, a verify or the retry job. A suspended campaign's transfer is not started: it waits,
 * APPROVED, and the retry job starts it once a reviewer reinstates the campaign.
 */
export async function startTransfer(ctx: PayoutContext, w: Row) {
  if (w.status !== 'APPROVED' || !w.reference) return;
  if (await campaignSuspended(ctx.db, w.campaignId)) {
    ctx.log.info(`Payout ${w.reference}: the campaign is suspended; the transfer waits for its reinstatement`);
    return;
  }
  await ctx.db
    .update(withdrawals)
    .set({ transferAttempts: sql`${withdrawals.transferAttempts} + 1` })
    .where(eq(withdrawals.id, w.id));
  let outcome: TransferOutcome;
  try {
    outcome = await ctx.payouts.transfer({
      reference: w.reference,
      amount: w.amount,
      currency: w.currency,
      bankName: w.bankName,
      holderName: w.holderName,
      accountNumber: w.accountNumber,
    });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    ctx.log.warn({ err }, `Payout ${w.reference}: the provider could not be reached; the retry job will try again`);
    return;
  }
  await ctx.db
    .update(withdrawals)
    .set({ transferStartedAt: ctx.now(), providerReference: outcome.providerReference ?? null })
    .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, 'APPROVED')));
  await applyOutcome(ctx, w.reference, outcome);
}

/** Asks the provider how the transfer stands and settles the withdrawal accordingly. */
export async function settleWithdrawal(ctx: PayoutContext, reference: string) {
  const [w] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.reference, reference));
  if (!w) throw httpError(404, m.payout_not_found());
  if (w.status !== 'APPROVED' || w.provider !== ctx.payouts.name) return w;
  await applyOutcome(ctx, reference, await ctx.payouts.verify(reference));
  return (await ctx.db.select().from(withdrawals).where(eq(withdrawals.reference, reference)))[0];
}

/**
 * APPROVED → PAID (only for exactly the amount and currency approved), FAILED (the provider says
 * it failed or was reverted) or HELD (the provider says it sent something else: that money may
 * have left, so it stays counted in flight until a reviewer decides). Each a conditional UPDATE,
 * so a replayed webhook, a verify racing it and the retry job settle it once, and only the one
 * that did tells the organiser. Every path (start, webhook, verify job) ends here.
 */
async function applyOutcome(ctx: PayoutContext, reference: string, outcome: TransferOutcome) {
  if (outcome.status === 'pending') return;
  const [w] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.reference, reference));
  if (!w || w.status !== 'APPROVED') return;
  if (outcome.status === 'success') {
    const sent = outcome.amount === undefined ? undefined : amountToCents(outcome.amount);
    const sameAmount = sent === undefined || sent === toCents(w.amount);
    const sameCurrency = outcome.currency === undefined || outcome.currency.toUpperCase() === w.currency;
    if (!sameAmount || !sameCurrency) return hold(ctx, w, outcome, sent ?? null);
  }
  const status: 'PAID' | 'FAILED' = outcome.status === 'success' ? 'PAID' : 'FAILED';
  const code: PayoutFailureCode = outcome.code ?? 'unknown';
  // Settled, and its people told, in one transaction: the notices are queued with what they tell.
  const settled = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set({
        status,
        // The provider's words for operators; the organiser is told the code, in their language.
        reason: status === 'FAILED' ? (outcome.message ?? 'The transfer failed').slice(0, 500) : null,
        failureCode: status === 'FAILED' ? code : null,
        settledAt: ctx.now(),
        providerReference: outcome.providerReference ?? w.providerReference,
      })
      .where(and(eq(withdrawals.reference, reference), eq(withdrawals.status, 'APPROVED')))
      .returning();
    if (!row) return null;
    // The treasurers on their channels; the organiser with the details that are theirs.
    await enqueueTeamMessage(tx, row.campaignId, status === 'PAID' ? 'PAYOUT_PAID' : 'PAYOUT_FAILED', { amount: row.amount, organiserTold: 1 }, ctx.now(), `PAYOUT:${row.id}`);
    const notice =
      status === 'PAID'
        ? ({ notice: 'PAYOUT_SENT', amount: row.amount, bank: row.bankName, account: maskAccount(row.accountNumber), reference } as const)
        : ({ notice: 'PAYOUT_FAILED', amount: row.amount, ...(row.failureCode ? { failureCode: row.failureCode } : {}) } as const);
    await tellOrganiser(tx, row.campaignId, notice, ctx.now(), `PAYOUT:${row.id}`);
    return row;
  });
  if (settled && status === 'FAILED') ctx.log.warn({ reference, code, reason: settled.reason }, `Payout ${reference} failed: ${settled.reason}`);
}

/** APPROVED → HELD, once: what the provider says it sent is kept beside ours for the reviewer. */
async function hold(ctx: PayoutContext, w: Row, outcome: TransferOutcome, sentCents: number | null) {
  const reason = `Provider reported ${outcome.amount ?? '?'} ${outcome.currency ?? ''} for ${w.amount} ${w.currency}`.replace(/ +/g, ' ');
  const [held] = await ctx.db
    .update(withdrawals)
    .set({
      status: 'HELD',
      providerAmount: sentCents === null ? null : centsToDecimal(sentCents),
      reason: reason.slice(0, 500),
      failureCode: null,
      providerReference: outcome.providerReference ?? w.providerReference,
    })
    .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, 'APPROVED')))
    .returning();
  if (held) ctx.log.warn({ reference: w.reference, reason }, `Payout ${w.reference} held for a reviewer: ${reason}`);
}

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * For the provider's approval callback: is this a transfer we APPROVED, for this amount, to this
 * account number, bank and account name? Every one of them must be in the signed body: a
 * signature that does not cover the body (Chapa's static one) proves nothing about it. A
 * suspended campaign's transfer is refused, so the provider reverts it and nothing leaves.
 */
export async function isApprovedTransfer(db: Db, q: ApprovalQuery) {
  if (q.amount === undefined || q.accountNumber === undefined || q.accountName === undefined || !q.bankName) return false;
  const [row] = await db
    .select({ w: withdrawals, campaignStatus: campaigns.status })
    .from(withdrawals)
    .innerJoin(campaigns, eq(campaigns.id, withdrawals.campaignId))
    .where(eq(withdrawals.reference, q.reference));
  if (!row || row.w.status !== 'APPROVED' || row.campaignStatus === 'SUSPENDED') return false;
  const { w } = row;
  return (
    amountToCents(q.amount) === toCents(w.amount) &&
    q.accountNumber === w.accountNumber &&
    q.bankName === w.bankName &&
    sameName(q.accountName, w.holderName)
  );
}

/**
 * Approved payouts not yet settled: transfers to (re)start, or to ask about. For the retry job.
 * A suspended campaign's transfers are not started (those already with the provider are still
 * asked about: that money has left or not whatever we decide).
 */
export async function retryUnsettled(ctx: PayoutContext, limit = 50) {
  const rows = await ctx.db
    .select({ w: withdrawals })
    .from(withdrawals)
    .innerJoin(campaigns, eq(campaigns.id, withdrawals.campaignId))
    .where(
      and(
        eq(withdrawals.status, 'APPROVED'),
        eq(withdrawals.provider, ctx.payouts.name),
        or(isNotNull(withdrawals.transferStartedAt), ne(campaigns.status, 'SUSPENDED')),
      ),
    )
    .orderBy(asc(withdrawals.reviewedAt))
    .limit(limit);
  let settled = 0;
  for (const { w } of rows) {
    try {
      if (!w.transferStartedAt) await startTransfer(ctx, w);
      else await settleWithdrawal(ctx, w.reference!);
    } catch (err) {
      ctx.log.warn({ err }, `Payout ${w.reference}: retry failed`);
    }
    const [after] = await ctx.db.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, w.id));
    if (after && after.status !== 'APPROVED') settled++;
  }
  return { looked: rows.length, settled };
}
