import { pageMeta, type Paginated } from '#contract/page-query';
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { bankLabel } from '#contract/labels';
import { centsToDecimal, formatBirr2, fromCents, toCents } from '#contract/money';
import { isReviewer } from '#contract/review';
import {
  IN_FLIGHT_STATUSES,
  maskAccount,
  meetsMinimum,
  MIN_WITHDRAWAL,
  payoutFailureCode,
  type Balance,
  type ReviewWithdrawal,
  type Withdrawal,
} from '#contract/payout';
import type { Role } from '#contract/enums';
import type { Db } from '#server/db/open';
import { rowsOf } from '#server/db/rows';
import { bankDetails, campaigns, withdrawals } from '#server/db/schema';
import { httpError, tooManyRequests } from '#server/http/errors';
import { hit, minutesLeft, type Window } from '#server/http/rate-limit';
import { balanceOf, ledger } from './ledger';
import { tellOrganiser } from '../campaigns/tell-organiser';
import { enqueueTeamMessage } from '../notifications/events';
import { startTransfer, type PayoutContext } from './transfers';
import { m } from '#i18n/paraglide/messages.js';
import { audit } from '../audit/audit';
import { isTreasurer, treasurerReviews, treasurerUserIds } from '../treasurers';

export type { PayoutContext } from './transfers';
type Who = { id: string; role: Role };
type Row = typeof withdrawals.$inferSelect;

export const withdrawalView = (w: Row): Withdrawal => ({
  id: w.id,
  campaignId: w.campaignId,
  amount: Number(w.amount),
  status: w.status,
  createdAt: w.createdAt.toISOString(),
  bank: { bankName: w.bankName, holderName: w.holderName, accountNumberMasked: maskAccount(w.accountNumber) },
  // A rejection's or a failure's words; a held or paid payout's are the provider's and reviewers' notes.
  ...(w.reason && (w.status === 'REJECTED' || w.status === 'FAILED') ? { reason: w.reason } : {}),
  ...(w.status === 'FAILED' ? { failureCode: payoutFailureCode(w.failureCode) } : {}),
  ...(w.reference ? { reference: w.reference } : {}),
});

/** Withdrawals as their JSON, each with its treasurers' decisions where it has any (issue 42). */
export async function withdrawalViews(db: Db, rows: Row[]): Promise<Withdrawal[]> {
  const reviews = await treasurerReviews(db, rows);
  return rows.map((w) => {
    const treasurers = reviews.get(w.id);
    return { ...withdrawalView(w), ...(treasurers ? { treasurers } : {}) };
  });
}

async function campaignOf(db: Db, campaignId: string) {
  const [c] = await db
    .select({ id: campaigns.id, userId: campaigns.userId, status: campaigns.status, title: campaigns.title })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!c) throw httpError(404, m.al_campaign_not_found(), { code: 'CAMPAIGN_NOT_FOUND' });
  return c;
}

/** The organiser, its treasurers and reviewers see a campaign's money; anyone else hears 403 (or 404 for no campaign). */
export async function assertCanSee(db: Db, campaignId: string, who: Who) {
  const c = await campaignOf(db, campaignId);
  if (c.userId !== who.id && !isReviewer(who.role) && !(await isTreasurer(db, campaignId, who.id))) throw httpError(403, m.payout_not_organiser());
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
  return withdrawalViews(db, rows);
}

/**
 * New payout requests per account (issue 40): each asks a reviewer and sends a message, so a
 * flood is refused. With one open request per campaign, a person rarely needs more than a few.
 */
export const WITHDRAWAL_RATE: Window = { limit: 20, windowMs: 60 * 60_000 };

/**
 * The organiser asks for `amount`: at most what is available, at least MIN_WITHDRAWAL (or all of
 * a smaller balance), and only while the campaign has no other request open. One transaction:
 * the campaign row is locked first, so two requests at once are counted one after the other —
 * they never overdraw, and the second finds the first open (409). The same Idempotency-Key
 * answers the withdrawal it made the first time, and is not counted again by the rate limit.
 */
export async function requestWithdrawal(
  ctx: PayoutContext,
  campaignId: string,
  who: Who,
  amount: number,
  idempotencyKey: string,
): Promise<{ withdrawal: Withdrawal; created: boolean }> {
  const cents = toCents(amount);
  const value = centsToDecimal(cents);
  const [repeat] = await ctx.db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.campaignId, campaignId), eq(withdrawals.idempotencyKey, idempotencyKey)));
  if (!repeat) {
    const limit = await hit(ctx.db, `withdrawal:user:${who.id}`, WITHDRAWAL_RATE, ctx.now());
    if (!limit.allowed) throw tooManyRequests(m.payout_too_many({ minutes: String(minutesLeft(limit)) }), limit.retryAfterMs);
  }
  const result = await ctx.db.transaction(async (tx) => {
    const [c] = rowsOf<{ id: string; user_id: string; status: string; title: string }>(
      await tx.execute(sql`select id, user_id, status, title from campaigns where id = ${campaignId} for update`),
    );
    if (!c) throw httpError(404, m.al_campaign_not_found(), { code: 'CAMPAIGN_NOT_FOUND' });
    if (c.user_id !== who.id) throw httpError(403, m.payout_only_organiser_withdraws());
    const [earlier] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.campaignId, campaignId), eq(withdrawals.idempotencyKey, idempotencyKey)));
    if (earlier) {
      if (toCents(earlier.amount) !== cents) throw httpError(409, m.payout_idem_reused(), { code: 'IDEMPOTENCY_KEY_REUSED' });
      return { row: earlier, created: false, title: c.title };
    }
    if (c.status === 'SUSPENDED') throw httpError(409, m.payout_campaign_suspended());
    if (c.status !== 'ACTIVE' && c.status !== 'COMPLETED') throw httpError(409, m.payout_campaign_not_open());
    const [bank] = await tx.select().from(bankDetails).where(eq(bankDetails.campaignId, campaignId));
    if (!bank) throw httpError(409, m.payout_no_bank_account());
    const [open] = await tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(eq(withdrawals.campaignId, campaignId), inArray(withdrawals.status, [...IN_FLIGHT_STATUSES])))
      .limit(1);
    if (open) throw httpError(409, m.payout_one_open());
    const money = await ledger(tx, campaignId);
    const available = toCents(money.available);
    if (cents > available) throw httpError(409, m.payout_amount_too_large());
    if (!meetsMinimum(cents, available)) throw httpError(400, m.payout_below_minimum({ minimum: formatBirr2(MIN_WITHDRAWAL) }));
    // With treasurers, a majority of them approves it before reviewers see it (issue 42).
    const awaiting = (await treasurerUserIds(tx, campaignId)).length > 0;
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
        ...(awaiting ? { status: 'AWAITING_TREASURERS' as const } : {}),
      })
      .returning();
    const requested = { notice: 'PAYOUT_REQUESTED', amount: row.amount, bank: row.bankName, account: maskAccount(row.accountNumber), ...(awaiting ? { awaiting: 1 as const } : {}) } as const;
    await tellOrganiser(tx, campaignId, requested, ctx.now(), `REQUESTED:${row.id}`);
    // Its treasurers decide first: each hears on the channels they chose (issue 45).
    if (awaiting) await enqueueTeamMessage(tx, campaignId, 'WITHDRAWAL_DECISION', { amount: row.amount, organiserTold: 1 }, ctx.now(), `WITHDRAWAL:${row.id}`);
    return { row, created: true, title: c.title };
  });
  const [withdrawal] = await withdrawalViews(ctx.db, [result.row]);
  return { withdrawal, created: result.created };
}

const bankOf = (w: Pick<Row, 'bankName'>) => bankLabel(w.bankName);

/**
 * What waits for a reviewer, each with its campaign's balance: payouts on HELD first (the provider
 * reported another amount; ours and theirs side by side), then requests, oldest first.
 */
export async function withdrawalQueue(db: Db, q: { page: number; limit: number }): Promise<Paginated<ReviewWithdrawal>> {
  const where = inArray(withdrawals.status, ['HELD', 'REQUESTED']);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(withdrawals).where(where),
    db
      .select({ w: withdrawals, title: campaigns.title, campaignStatus: campaigns.status })
      .from(withdrawals)
      .innerJoin(campaigns, eq(campaigns.id, withdrawals.campaignId))
      .where(where)
      .orderBy(sql`${withdrawals.status} = 'HELD' desc`, asc(withdrawals.createdAt), asc(withdrawals.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
  ]);
  const views = new Map((await withdrawalViews(db, rows.map((r) => r.w))).map((v) => [v.id, v]));
  const data = await Promise.all(
    rows.map(async ({ w, title, campaignStatus }) => ({
      ...views.get(w.id)!,
      campaign: { id: w.campaignId, title, suspended: campaignStatus === 'SUSPENDED' },
      balance: balanceOf(await ledger(db, w.campaignId)),
      ...(w.status === 'HELD' && w.providerAmount !== null ? { providerAmount: Number(w.providerAmount) } : {}),
    })),
  );
  return { data, meta: pageMeta(total, q) };
}

/** Why a reviewer cannot decide a withdrawal now: its treasurers have not approved it yet, or it was decided. */
const notDecidable = (status: Row['status']) => (status === 'AWAITING_TREASURERS' ? m.tr_awaiting_treasurers() : m.payout_already_decided());

export async function decidable(db: Db, id: string, reviewerId: string) {
  const [row] = await db
    .select({ w: withdrawals, organiserId: campaigns.userId, title: campaigns.title, status: campaigns.status })
    .from(withdrawals)
    .innerJoin(campaigns, eq(campaigns.id, withdrawals.campaignId))
    .where(eq(withdrawals.id, id));
  if (!row) throw httpError(404, m.payout_not_found());
  if (row.organiserId === reviewerId || row.w.requestedBy === reviewerId) throw httpError(403, m.payout_own_campaign());
  // One person never approves twice: a reviewer who is the campaign's treasurer leaves it to another.
  if (await isTreasurer(db, row.w.campaignId, reviewerId)) throw httpError(403, m.tr_reviewer_is_treasurer());
  return row;
}

/**
 * REQUESTED → APPROVED, once (a conditional UPDATE: of two approvals at once, one matches and the
 * other hears 409), with a fresh unique transfer reference; then the transfer starts. Not while
 * the campaign is suspended (issue 26), checked in the same statement so a suspension between
 * reading and writing cannot slip through.
 */
export async function approveWithdrawal(ctx: PayoutContext, id: string, reviewerId: string): Promise<Withdrawal> {
  const { organiserId, title, status } = await decidable(ctx.db, id, reviewerId);
  if (status === 'SUSPENDED') throw httpError(409, m.payout_campaign_suspended());
  // The approval and its audit entry are one transaction; the transfer starts after it.
  const approved = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set({
        status: 'APPROVED',
        reviewedBy: reviewerId,
        reviewedAt: ctx.now(),
        reference: `birr-po-${randomBytes(10).toString('hex')}`,
        provider: ctx.payouts.name,
      })
      .where(
        and(
          eq(withdrawals.id, id),
          eq(withdrawals.status, 'REQUESTED'),
          sql`not exists (select 1 from ${campaigns} where ${campaigns.id} = ${withdrawals.campaignId} and ${campaigns.status} = 'SUSPENDED')`,
        ),
      )
      .returning();
    if (row) {
      await audit(tx, { actorId: reviewerId, action: 'payout.approve', target: { kind: 'withdrawal', id }, details: { campaignId: row.campaignId, amount: row.amount, reference: row.reference } });
      await tellOrganiser(tx, row.campaignId, { notice: 'PAYOUT_APPROVED', amount: row.amount, bank: row.bankName, account: maskAccount(row.accountNumber) }, ctx.now(), `APPROVED:${row.id}`);
    }
    return row;
  });
  if (!approved) {
    const now = await decidable(ctx.db, id, reviewerId);
    throw httpError(409, now.status === 'SUSPENDED' && now.w.status === 'REQUESTED' ? m.payout_campaign_suspended() : notDecidable(now.w.status));
  }
  await startTransfer(ctx, approved);
  const [now] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return withdrawalView(now);
}

export async function rejectWithdrawal(ctx: PayoutContext, id: string, reviewerId: string, reason: string): Promise<Withdrawal> {
  const { organiserId, title } = await decidable(ctx.db, id, reviewerId);
  const rejected = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set({ status: 'REJECTED', reason, reviewedBy: reviewerId, reviewedAt: ctx.now() })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'REQUESTED')))
      .returning();
    if (row) {
      await audit(tx, { actorId: reviewerId, action: 'payout.reject', target: { kind: 'withdrawal', id }, reason, details: { campaignId: row.campaignId, amount: row.amount } });
      await tellOrganiser(tx, row.campaignId, { notice: 'PAYOUT_REJECTED', amount: row.amount, reason }, ctx.now(), `REJECTED:${row.id}`);
    }
    return row;
  });
  if (!rejected) throw httpError(409, notDecidable((await decidable(ctx.db, id, reviewerId)).w.status));
  return withdrawalView(rejected);
}

export { isApprovedTransfer, retryUnsettled } from './transfers';
