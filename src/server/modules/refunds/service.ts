import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { formatBirr2, fromCents, sumCents, toCents } from '#contract/money';
import type { Refund, RefundAnswer } from '#contract/refunds';
import { m } from '#i18n/paraglide/messages.js';
import { ProviderError } from '#server/adapters/payments/payments';
import type { Db } from '#server/db/open';
import { rowsOf } from '#server/db/rows';
import { campaigns, donations, refunds } from '#server/db/schema';
import type { Deps } from '#server/deps';
import { httpError } from '#server/http/errors';
import { audit } from '../audit/audit';
import { refuseOwnCampaign } from '../review/own-campaign';
import { tellDonor } from './tell-donor';
import { enqueueRefunded } from '../notifications/events';
import { refundable } from './preview';

export type RefundContext = Pick<Deps, 'db' | 'payments' | 'log' | 'now' | 'config'>;
type Row = typeof refunds.$inferSelect;

/** A PENDING refund is asked of the provider again at most this often (a repeat, another instance). */
const RETRY_AFTER_MS = 30_000;

export const refundView = (r: Row): Refund => ({
  id: r.id,
  donationId: r.donationId,
  amount: Number(r.amount),
  status: r.status,
  reason: r.reason,
  reference: r.reference,
  providerReference: r.providerReference,
  createdAt: r.createdAt.toISOString(),
});

async function liveRefund(db: Db, donationId: string) {
  const [r] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.donationId, donationId), ne(refunds.status, 'FAILED')));
  return r;
}

/**
 * Takes one donation's money out of its campaign, once: in one transaction, with the campaign's
 * row locked (as a withdrawal request locks it, so neither overdraws the other), the donation
 * goes VERIFIED → REFUNDED by a conditional UPDATE, a PENDING refund row is added (at most one
 * live per donation: a unique index), the raised amount drops and the audit log says who and why.
 * Answers null when another request got there first.
 */
async function claim(ctx: RefundContext, reviewerId: string, donationId: string, reason: string): Promise<Row | null> {
  return ctx.db.transaction(async (tx) => {
    const [d] = rowsOf<{ campaign_id: string }>(await tx.execute(sql`select campaign_id from donations where id = ${donationId}`));
    if (!d) return null;
    await tx.execute(sql`select id from campaigns where id = ${d.campaign_id} for update`);
    const { preview, ids } = await refundable(tx, d.campaign_id);
    const [current] = await tx.select({ status: donations.paymentStatus }).from(donations).where(eq(donations.id, donationId));
    if (current?.status !== 'VERIFIED') return null;
    if (!ids.has(donationId)) {
      throw httpError(409, m.refund_paid_out({ amount: formatBirr2(preview.refundable) }), { code: 'REFUND_PAID_OUT' });
    }
    const [gift] = await tx
      .update(donations)
      .set({ paymentStatus: 'REFUNDED' })
      .where(and(eq(donations.id, donationId), eq(donations.paymentStatus, 'VERIFIED')))
      .returning();
    if (!gift) return null;
    const [row] = await tx
      .insert(refunds)
      .values({
        donationId,
        campaignId: gift.campaignId,
        amount: gift.amount,
        fee: gift.fee,
        currency: gift.currency,
        reason,
        reference: `RF-${randomBytes(8).toString('hex').toUpperCase()}`,
        provider: gift.provider,
        refundedBy: reviewerId,
        attempts: 1,
        triedAt: ctx.now(),
      })
      .returning();
    await tx
      .update(campaigns)
      .set({ raisedAmount: sql`greatest(${campaigns.raisedAmount} - ${gift.amount}, 0)` })
      .where(eq(campaigns.id, gift.campaignId));
    await audit(tx, {
      action: 'donation.refund',
      target: { kind: 'donation', id: donationId },
      actorId: reviewerId,
      reason,
      details: { campaignId: gift.campaignId, amount: gift.amount, fee: gift.fee, provider: gift.provider, reference: row.reference },
    });
    return row;
  });
}

/** PENDING → FAILED, and the donation counted again: the provider refused, so nothing left. */
async function undo(ctx: RefundContext, r: Row, message: string) {
  await ctx.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(refunds)
      .set({ status: 'FAILED', failureReason: message.slice(0, 500), settledAt: ctx.now() })
      .where(and(eq(refunds.id, r.id), eq(refunds.status, 'PENDING')))
      .returning();
    if (!failed) return;
    const [gift] = await tx
      .update(donations)
      .set({ paymentStatus: 'VERIFIED' })
      .where(and(eq(donations.id, r.donationId), eq(donations.paymentStatus, 'REFUNDED')))
      .returning();
    if (gift) {
      await tx
        .update(campaigns)
        .set({ raisedAmount: sql`${campaigns.raisedAmount} + ${gift.amount}` })
        .where(eq(campaigns.id, gift.campaignId));
    }
    await audit(tx, {
      action: 'donation.refund',
      target: { kind: 'donation', id: r.donationId },
      actorId: null,
      reason: message.slice(0, 500),
      details: { reference: r.reference, status: 'FAILED' },
    });
  });
}

/**
 * Asks the provider to refund a PENDING refund under its own reference (so a repeat refunds
 * nothing twice). Done: DONE, and the donor's notice queued with it, once (only the request that made it DONE).
 * Refused: undone, 502. Unreachable: left PENDING, counted as refunded; asking again retries.
 */
async function settle(ctx: RefundContext, r: Row): Promise<Row> {
  const [gift] = await ctx.db
    .select({ txRef: donations.txRef, chargeAmount: donations.chargeAmount, chargeCurrency: donations.chargeCurrency })
    .from(donations)
    .where(eq(donations.id, r.donationId));
  // A gift paid abroad (issue 43) is refunded as it was paid, in its currency; the refund's row stays in Birr.
  const paid = gift.chargeAmount ? { amount: gift.chargeAmount, currency: gift.chargeCurrency } : { amount: r.amount, currency: r.currency };
  let outcome;
  try {
    outcome = await ctx.payments.refund({ txRef: gift.txRef, reference: r.reference, reason: r.reason, ...paid });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    ctx.log.warn({ err }, `Refund ${r.reference}: the provider could not be reached; it stays pending`);
    return r;
  }
  if (outcome.status === 'refused') {
    ctx.log.warn({ reference: r.reference, message: outcome.message }, `Refund ${r.reference} refused by the provider`);
    await undo(ctx, r, outcome.message);
    throw httpError(502, m.refund_refused());
  }
  const done = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(refunds)
      .set({ status: 'DONE', providerReference: outcome.providerReference ?? null, settledAt: ctx.now() })
      .where(and(eq(refunds.id, r.id), eq(refunds.status, 'PENDING')))
      .returning();
    if (row) await tellDonor(tx, ctx, row);
    return row;
  });
  if (!done) return (await ctx.db.select().from(refunds).where(eq(refunds.id, r.id)))[0];
  return done;
}

/** A repeat finds the refund made: a PENDING one is asked of the provider again, by one caller. */
async function retry(ctx: RefundContext, r: Row): Promise<Row> {
  if (r.status !== 'PENDING') return r;
  const [mine] = await ctx.db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, triedAt: ctx.now() })
    .where(
      and(
        eq(refunds.id, r.id),
        eq(refunds.status, 'PENDING'),
        sql`(${refunds.triedAt} is null or ${refunds.triedAt} < ${new Date(ctx.now().getTime() - RETRY_AFTER_MS).toISOString()}::timestamptz)`,
      ),
    )
    .returning();
  return mine ? settle(ctx, mine) : r;
}

async function refundOne(ctx: RefundContext, reviewerId: string, donationId: string, reason: string): Promise<Row> {
  const earlier = await liveRefund(ctx.db, donationId);
  if (earlier) return retry(ctx, earlier);
  const [gift] = await ctx.db.select({ status: donations.paymentStatus, provider: donations.provider }).from(donations).where(eq(donations.id, donationId));
  if (!gift) throw httpError(404, m.refund_donation_not_found(), { code: 'DONATION_NOT_FOUND' });
  if (gift.status !== 'VERIFIED') throw httpError(409, m.refund_not_paid());
  if (gift.provider !== ctx.payments.name) throw httpError(409, m.refund_other_provider());
  const claimed = await claim(ctx, reviewerId, donationId, reason);
  if (claimed) return settle(ctx, claimed);
  // Another request (here or on another instance) refunded it meanwhile: answer that one.
  const theirs = await liveRefund(ctx.db, donationId);
  if (!theirs) throw httpError(409, m.refund_not_paid());
  return theirs;
}

async function answer(ctx: RefundContext, campaignId: string, rows: Row[]): Promise<RefundAnswer['data']> {
  const { preview } = await refundable(ctx.db, campaignId);
  return {
    refunds: rows.map(refundView),
    refunded: fromCents(sumCents(rows.map((r) => toCents(r.amount)))),
    notRefundable: preview.paidOut,
    preview,
  };
}

export const refundMessage = (rows: Row[]) =>
  rows.some((r) => r.status === 'PENDING')
    ? m.refund_pending()
    : m.refund_done({ amount: formatBirr2(fromCents(sumCents(rows.map((r) => toCents(r.amount))))), count: String(rows.length) });

/** POST /review/donations/{id}/refund: one donation, by a reviewer who is not its organiser. */
export async function refundDonation(ctx: RefundContext, reviewerId: string, donationId: string, reason: string) {
  const [gift] = await ctx.db.select({ campaignId: donations.campaignId }).from(donations).where(eq(donations.id, donationId));
  if (!gift) throw httpError(404, m.refund_donation_not_found(), { code: 'DONATION_NOT_FOUND' });
  await refuseOwnCampaign(ctx.db, gift.campaignId, reviewerId, m.al_campaign_not_found());
  const row = await refundOne(ctx, reviewerId, donationId, reason);
  return { data: await answer(ctx, gift.campaignId, [row]), message: refundMessage([row]) };
}

/**
 * POST /review/campaigns/{id}/refund: every gift of a SUSPENDED campaign that can still be
 * refunded, one by one (each exactly once, as above). What was paid out stays, and the answer
 * says how much (`notRefundable`).
 */
export async function refundCampaign(ctx: RefundContext, reviewerId: string, campaignId: string, reason: string) {
  await refuseOwnCampaign(ctx.db, campaignId, reviewerId, m.al_campaign_not_found());
  const [c] = await ctx.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (c?.status !== 'SUSPENDED') throw httpError(409, m.refund_campaign_not_suspended());
  const { ids } = await refundable(ctx.db, campaignId);
  const rows: Row[] = [];
  for (const id of ids) {
    try {
      rows.push(await refundOne(ctx, reviewerId, id, reason));
    } catch (err) {
      // Refused by the provider: that gift stays; the others go on, and the answer says what was done.
      if (!(err instanceof Error && 'statusCode' in err && err.statusCode === 502)) throw err;
    }
  }
  // Its followers hear of it once (the donors are each told of their own refund).
  if (rows.length > 0) await enqueueRefunded(ctx.db, campaignId, ctx.now());
  return { data: await answer(ctx, campaignId, rows), message: refundMessage(rows) };
}

/** GET /review/campaigns/{id}/refund-preview. */
export async function refundPreview(db: Db, reviewerId: string, campaignId: string) {
  await refuseOwnCampaign(db, campaignId, reviewerId, m.al_campaign_not_found());
  return { data: (await refundable(db, campaignId)).preview };
}
