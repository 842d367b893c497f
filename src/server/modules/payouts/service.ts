import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { bankLabel } from '#contract/labels';
import { formatBirr2 } from '#contract/money';
import { isReviewer } from '#contract/review';
import { maskAccount, payoutFailureCode, payoutFailureText, PAYOUT_MSG, type Balance, type PayoutFailureCode, type ReviewWithdrawal, type Withdrawal } from '#contract/payout';
import type { Role } from '#contract/enums';
import { amountToCents } from '#server/adapters/payments/payments';
import { ProviderError, type TransferOutcome } from '#server/adapters/payouts/payouts';
import type { Db } from '#server/db/open';
import { bankDetails, campaigns, withdrawals } from '#server/db/schema';
import { httpError } from '#server/http/errors';
import { balanceOf, centsOf, ledger } from './ledger';
import type { Deps } from '#server/deps';
import { tellOrganiser } from './tell-organiser';
import { m } from '#i18n/paraglide/messages.js';

/** What paying out needs: the database, the payout provider, how to tell the organiser, the time. */
export type PayoutContext = Pick<Deps, 'db' | 'payouts' | 'notifiers' | 'log' | 'now'>;
type Who = { id: string; role: Role };
type Row = typeof withdrawals.$inferSelect;

export const withdrawalView = (w: Row): Withdrawal => ({
  id: w.id,
  campaignId: w.campaignId,
  amount: Number(w.amount),
  status: w.status,
  createdAt: w.createdAt.toISOString(),
  bank: { bankName: w.bankName, holderName: w.holderName, accountNumberMasked: maskAccount(w.accountNumber) },
  ...(w.reason ? { reason: w.reason } : {}),
  ...(w.status === 'FAILED' ? { failureCode: payoutFailureCode(w.failureCode) } : {}),
  ...(w.reference ? { reference: w.reference } : {}),
});

async function campaignOf(db: Db, campaignId: string) {
  const [c] = await db
    .select({ id: campaigns.id, userId: campaigns.userId, status: campaigns.status, title: campaigns.title })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!c) throw httpError(404, PAYOUT_MSG.campaignNotFound);
  return c;
}

/** The organiser and reviewers see a campaign's money; anyone else hears 403 (or 404 for no campaign). */
export async function assertCanSee(db: Db, campaignId: string, who: Who) {
  const c = await campaignOf(db, campaignId);
  if (c.userId !== who.id && !isReviewer(who.role)) throw httpError(403, PAYOUT_MSG.notOrganiser);
  return c;
}

export async function balance(db: Db, campaignId: string, who: Who): Promise<Balance> {
  await assertCanSee(db, campaignId, who);
  return balanceOf(await ledger(db, campaignId));
}

export async function listWithdrawals(db: Db, campaignId: string, who: Who): Promise<Withdrawal[]> {
  await assertCanSee(db, campaignId, who);
  const rows = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.campaignId, campaignId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id));
  return rows.map(withdrawalView);
}

/**
 * The organiser asks for `amount` (≤ available). One transaction: the campaign row is locked
 * first, so two requests at once are counted one after the other and never overdraw; the same
 * Idempotency-Key answers the withdrawal it made the first time.
 */
export async function requestWithdrawal(
  ctx: PayoutContext,
  campaignId: string,
  who: Who,
  amount: number,
  idempotencyKey: string,
): Promise<{ withdrawal: Withdrawal; created: boolean }> {
  const cents = Math.round(amount * 100);
  const value = (cents / 100).toFixed(2);
  const result = await ctx.db.transaction(async (tx) => {
    const locked = (await tx.execute(
      sql`select id, user_id, status, title from campaigns where id = ${campaignId} for update`,
    )) as unknown as { rows: Array<{ id: string; user_id: string; status: string; title: string }> };
    const c = locked.rows[0];
    if (!c) throw httpError(404, PAYOUT_MSG.campaignNotFound);
    if (c.user_id !== who.id) throw httpError(403, PAYOUT_MSG.onlyOrganiserWithdraws);
    const [earlier] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.campaignId, campaignId), eq(withdrawals.idempotencyKey, idempotencyKey)));
    if (earlier) {
      if (centsOf(earlier.amount) !== cents) throw httpError(409, PAYOUT_MSG.idempotencyKeyReused);
      return { row: earlier, created: false, title: c.title };
    }
    if (c.status === 'SUSPENDED') throw httpError(409, PAYOUT_MSG.campaignSuspended);
    if (c.status !== 'ACTIVE' && c.status !== 'COMPLETED') throw httpError(409, PAYOUT_MSG.campaignNotOpen);
    const [bank] = await tx.select().from(bankDetails).where(eq(bankDetails.campaignId, campaignId));
    if (!bank) throw httpError(409, PAYOUT_MSG.noBankAccount);
    const money = await ledger(tx, campaignId);
    if (cents > centsOf(money.available)) throw httpError(409, PAYOUT_MSG.amountTooLarge);
    const [row] = await tx
      .insert(withdrawals)
      .values({
        campaignId,
        requestedBy: who.id,
        amount: value,
        bankName: bank.bankName,
        holderName: bank.holderName,
        accountNumber: bank.accountNumber,
        idempotencyKey,
      })
      .returning();
    return { row, created: true, title: c.title };
  });
  if (result.created) {
    const { title, row } = result;
    await tellOrganiser(ctx, who.id, () => ({
      subject: m.srv_payout_requested_subject(),
      text: m.srv_payout_requested_text({ amount: formatBirr2(cents / 100), title, bank: bankOf(row), account: maskAccount(row.accountNumber) }),
    }));
  }
  return { withdrawal: withdrawalView(result.row), created: result.created };
}

const bankOf = (w: Pick<Row, 'bankName'>) => bankLabel(w.bankName);

/** Requests waiting for a reviewer, oldest first, each with its campaign's balance. */
export async function withdrawalQueue(db: Db, q: { page: number; limit: number }): Promise<{ data: ReviewWithdrawal[]; meta: { total: number; page: number; limit: number; totalPages: number } }> {
  const where = eq(withdrawals.status, 'REQUESTED');
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(withdrawals).where(where),
    db
      .select({ w: withdrawals, title: campaigns.title })
      .from(withdrawals)
      .innerJoin(campaigns, eq(campaigns.id, withdrawals.campaignId))
      .where(where)
      .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
  ]);
  const data = await Promise.all(
    rows.map(async ({ w, title }) => ({
      ...withdrawalView(w),
      campaign: { id: w.campaignId, title },
      balance: balanceOf(await ledger(db, w.campaignId)),
    })),
  );
  return { data, meta: { total, page: q.page, limit: q.limit, totalPages: Math.ceil(total / q.limit) } };
}

async function decidable(db: Db, id: string, reviewerId: string) {
  const [row] = await db
    .select({ w: withdrawals, organiserId: campaigns.userId, title: campaigns.title, status: campaigns.status })
    .from(withdrawals)
    .innerJoin(campaigns, eq(campaigns.id, withdrawals.campaignId))
    .where(eq(withdrawals.id, id));
  if (!row) throw httpError(404, PAYOUT_MSG.notFound);
  if (row.organiserId === reviewerId || row.w.requestedBy === reviewerId) throw httpError(403, PAYOUT_MSG.ownCampaign);
  return row;
}

/**
 * REQUESTED → APPROVED, once (a conditional UPDATE: of two approvals at once, one matches and the
 * other hears 409), with a fresh unique transfer reference; then the transfer starts.
 */
export async function approveWithdrawal(ctx: PayoutContext, id: string, reviewerId: string): Promise<Withdrawal> {
  const { organiserId, title, status } = await decidable(ctx.db, id, reviewerId);
  // Suspended after the request (issue 26): nothing leaves until a reviewer reinstates it.
  if (status === 'SUSPENDED') throw httpError(409, PAYOUT_MSG.campaignSuspended);
  const [approved] = await ctx.db
    .update(withdrawals)
    .set({
      status: 'APPROVED',
      reviewedBy: reviewerId,
      reviewedAt: ctx.now(),
      reference: `birr-po-${randomBytes(10).toString('hex')}`,
      provider: ctx.payouts.name,
    })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'REQUESTED')))
    .returning();
  if (!approved) throw httpError(409, PAYOUT_MSG.alreadyDecided);
  await tellOrganiser(ctx, organiserId, () => ({
    subject: m.srv_payout_approved_subject(),
    text: m.srv_payout_approved_text({
      amount: formatBirr2(Number(approved.amount)),
      title,
      bank: bankOf(approved),
      account: maskAccount(approved.accountNumber),
    }),
  }));
  await startTransfer(ctx, approved);
  const [now] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return withdrawalView(now);
}

export async function rejectWithdrawal(ctx: PayoutContext, id: string, reviewerId: string, reason: string): Promise<Withdrawal> {
  const { organiserId, title } = await decidable(ctx.db, id, reviewerId);
  const [rejected] = await ctx.db
    .update(withdrawals)
    .set({ status: 'REJECTED', reason, reviewedBy: reviewerId, reviewedAt: ctx.now() })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'REQUESTED')))
    .returning();
  if (!rejected) throw httpError(409, PAYOUT_MSG.alreadyDecided);
  await tellOrganiser(ctx, organiserId, () => ({
    subject: m.srv_payout_rejected_subject(),
    text: [
      m.srv_payout_rejected_text({ amount: formatBirr2(Number(rejected.amount)), title }),
      m.srv_reason_line({ reason }),
      m.srv_payout_available_again(),
    ].join('\n'),
  }));
  return withdrawalView(rejected);
}

/**
 * Asks the provider to send an APPROVED withdrawal under its reference. Unreachable provider:
 * left as it is for the retry job (same reference, so never two transfers). Refused: FAILED.
 * Accepted: settled at once when the provider already says so (the sandbox), else by its
 * webhook, a verify or the retry job.
 */
export async function startTransfer(ctx: PayoutContext, w: Row) {
  if (w.status !== 'APPROVED' || !w.reference) return;
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
  if (!w) throw httpError(404, PAYOUT_MSG.notFound);
  if (w.status !== 'APPROVED' || w.provider !== ctx.payouts.name) return w;
  await applyOutcome(ctx, reference, await ctx.payouts.verify(reference));
  return (await ctx.db.select().from(withdrawals).where(eq(withdrawals.reference, reference)))[0];
}

/**
 * APPROVED → PAID (only for exactly the amount and currency approved) or FAILED — each a
 * conditional UPDATE, so a replayed webhook, a verify racing it and the retry job settle it once,
 * and only the one that did tells the organiser.
 */
async function applyOutcome(ctx: PayoutContext, reference: string, outcome: TransferOutcome) {
  if (outcome.status === 'pending') return;
  const [w] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.reference, reference));
  if (!w || w.status !== 'APPROVED') return;
  let status: 'PAID' | 'FAILED' = outcome.status === 'success' ? 'PAID' : 'FAILED';
  let reason = outcome.message ?? null;
  let code: PayoutFailureCode = outcome.code ?? 'unknown';
  if (status === 'PAID') {
    const sameAmount = outcome.amount === undefined || amountToCents(outcome.amount) === centsOf(w.amount);
    const sameCurrency = outcome.currency === undefined || outcome.currency.toUpperCase() === w.currency;
    if (!sameAmount || !sameCurrency) {
      status = 'FAILED';
      reason = `Provider reported ${outcome.amount ?? '?'} ${outcome.currency ?? ''} for ${w.amount} ${w.currency}`;
      code = 'amount_mismatch';
    }
  }
  const [settled] = await ctx.db
    .update(withdrawals)
    .set({
      status,
      // The provider's words for operators; the organiser is told the code, in their language.
      reason: status === 'FAILED' ? (reason ?? 'The transfer failed').slice(0, 500) : null,
      failureCode: status === 'FAILED' ? code : null,
      settledAt: ctx.now(),
      providerReference: outcome.providerReference ?? w.providerReference,
    })
    .where(and(eq(withdrawals.reference, reference), eq(withdrawals.status, 'APPROVED')))
    .returning();
  if (!settled) return;
  if (status === 'FAILED') ctx.log.warn({ reference, code, reason: settled.reason }, `Payout ${reference} failed: ${settled.reason}`);
  const [c] = await ctx.db.select({ userId: campaigns.userId, title: campaigns.title }).from(campaigns).where(eq(campaigns.id, settled.campaignId));
  if (!c) return;
  const amount = () => formatBirr2(Number(settled.amount));
  if (status === 'PAID') {
    await tellOrganiser(ctx, c.userId, () => ({
      subject: m.srv_payout_sent_subject(),
      text: m.srv_payout_sent_text({ amount: amount(), title: c.title, bank: bankOf(settled), account: maskAccount(settled.accountNumber), reference }),
    }));
  } else {
    await tellOrganiser(ctx, c.userId, () => ({
      subject: m.srv_payout_failed_subject(),
      text: m.srv_payout_failed_text({ amount: amount(), title: c.title, reason: payoutFailureText(settled.failureCode) }),
    }));
  }
}

/** For Chapa's approval callback: is this a transfer we approved, for this amount and account? */
export async function isApprovedTransfer(db: Db, q: { reference: string; amount?: string; accountNumber?: string }) {
  const [w] = await db.select().from(withdrawals).where(eq(withdrawals.reference, q.reference));
  if (!w || w.status !== 'APPROVED') return false;
  if (q.amount !== undefined && amountToCents(q.amount) !== centsOf(w.amount)) return false;
  if (q.accountNumber !== undefined && q.accountNumber !== w.accountNumber) return false;
  return true;
}

/** Approved payouts not yet settled: transfers to (re)start, or to ask about. For the retry job. */
export async function retryUnsettled(ctx: PayoutContext, limit = 50) {
  const rows = await ctx.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'APPROVED'), eq(withdrawals.provider, ctx.payouts.name)))
    .orderBy(asc(withdrawals.reviewedAt))
    .limit(limit);
  let settled = 0;
  for (const w of rows) {
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
