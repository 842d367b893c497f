import { and, eq, inArray, lte } from 'drizzle-orm';
import { DIRECT_CHARGE_TIMEOUT_MS, type WalletMethod } from '#contract/direct-charge-paths';
import { walletLimitRefusal, type DirectChargeAnswer } from '#contract/direct-charge';
import type { ChargeStart } from '#server/adapters/payments/direct-charge';
import { ProviderError } from '#server/adapters/payments/payments';
import type { Db } from '#server/db/open';
import { directCharges, donations } from '#server/db/schema';
import { fieldError, httpError } from '#server/http/errors';
import { m } from '#i18n/paraglide/messages.js';
import { clearAlert, recordAlert } from '../ops/alerts';
import { confirmDonation, createDonation, PROVIDER_RECHECK_MS, thankYouUrl, type DonationContext, type NewDonation } from './service';

/**
 * Direct charge (issue 43): a donation paid from a mobile wallet on Birr's own page. It is the same
 * donation row as a hosted checkout's (createDonation: same rules, fee, idempotency and limits);
 * only its start differs — the wallet is asked to charge the donor's phone — and it is counted by
 * the one confirmation path (confirmDonation), whichever of the webhook, the callback or the
 * donor's page polling here gets there first.
 */
export type WalletDonation = NewDonation & { method: WalletMethod; phone: string };

export async function startDirectCharge(ctx: DonationContext, d: WalletDonation): Promise<DirectChargeAnswer['data']> {
  const charger = ctx.payments.directCharge;
  if (!charger?.methods.includes(d.method)) throw httpError(409, m.wallet_unavailable());
  // Before anything is recorded or sent: a wallet's own limit on one payment.
  const over = walletLimitRefusal(d.method, d.amount, ctx.config.serviceFeePercent, d.coverFee ?? false);
  if (over) throw fieldError('amount', over);

  let started: ChargeStart = { status: 'refused', message: 'Not started' };
  // Chapa's direct charge takes the email as optional (its hosted checkout needs one): not asked here.
  const walletCtx = { ...ctx, payments: { ...ctx.payments, requiredFields: [] } };
  const { txRef } = await createDonation(walletCtx, d, async (req) => {
    // A ProviderError here (Chapa unreachable) makes createDonation fail the donation and answer 502.
    started = await charger.charge({
      txRef: req.txRef,
      method: d.method,
      amount: req.amount,
      currency: req.currency,
      phone: d.phone,
      firstName: req.firstName,
      lastName: req.lastName,
      email: req.email,
    });
    await ctx.db.insert(directCharges).values({
      txRef: req.txRef,
      method: d.method,
      state: started.status === 'started' ? started.authType : 'ussd',
      reference: started.status === 'started' ? started.reference : null,
      startedAt: ctx.now(),
    });
    // Nothing to open: the thank-you page is where an unfinished wallet payment is followed.
    return { checkoutUrl: thankYouUrl(req.origin, req.txRef) };
  });
  const outcome = started as ChargeStart;
  if (outcome.status === 'refused') {
    await ctx.db
      .update(donations)
      .set({ paymentStatus: 'FAILED', failureReason: outcome.message.slice(0, 500) })
      .where(and(eq(donations.txRef, txRef), eq(donations.paymentStatus, 'PENDING')));
  }
  return answerOf(await chargeRow(ctx.db, txRef));
}

/**
 * How a wallet payment stands, for the donor's page polling it: the provider is asked first (the
 * same confirmation the webhook drives, at most every PROVIDER_RECHECK_MS), then a push left
 * unanswered for DIRECT_CHARGE_TIMEOUT_MS is marked timed out here — by this poll, never a timer.
 * A timed-out payment stays pending with the provider: approved late, it is still counted once.
 */
export async function directChargeStatus(ctx: DonationContext, txRef: string): Promise<DirectChargeAnswer['data']> {
  const started = await chargeRow(ctx.db, txRef);
  await confirmQuietly(ctx, txRef, true, walletRecheckMs(ctx.now().getTime() - started.startedAt.getTime()));
  const row = await chargeRow(ctx.db, txRef);
  if (row.paymentStatus === 'PENDING' && (row.state === 'ussd' || row.state === 'otp')) {
    const cutoff = new Date(ctx.now().getTime() - DIRECT_CHARGE_TIMEOUT_MS);
    if (row.startedAt <= cutoff) {
      await ctx.db
        .update(directCharges)
        .set({ state: 'timed_out' })
        .where(and(eq(directCharges.txRef, txRef), inArray(directCharges.state, ['ussd', 'otp']), lte(directCharges.startedAt, cutoff)));
      return answerOf(await chargeRow(ctx.db, txRef));
    }
  }
  return answerOf(row);
}

/** The code the wallet sent the donor, passed on (encrypted by the adapter); then the payment is confirmed at once. */
export async function submitOtp(ctx: DonationContext, txRef: string, otp: string): Promise<DirectChargeAnswer['data']> {
  const row = await chargeRow(ctx.db, txRef);
  if (row.paymentStatus !== 'PENDING' || row.state !== 'otp') throw httpError(409, m.wallet_otp_not_waiting());
  const charger = ctx.payments.directCharge;
  if (!charger) throw httpError(409, m.wallet_unavailable());
  let outcome;
  try {
    outcome = await charger.authorize({ txRef, method: row.method, reference: row.reference, otp });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    ctx.log.warn({ err }, `Could not pass on the code for ${txRef}`);
    throw httpError(502, m.wallet_provider_down());
  }
  if (outcome.status === 'misconfigured') {
    // Not the donor's mistake: said to them as such, and to the operator as an error to fix.
    ctx.log.error(
      { txRef, provider: outcome.message },
      `Direct charge: the payment provider could not decrypt the wallet code for ${txRef}. CHAPA_ENCRYPTION_KEY is not this account's encryption key (Chapa dashboard, Settings → API): wallet payments that ask for a code cannot be finished until it is corrected.`,
    );
    await ctx.db
      .update(donations)
      .set({ paymentStatus: 'FAILED', failureReason: `Not started here: ${outcome.message}`.slice(0, 500) })
      .where(and(eq(donations.txRef, txRef), eq(donations.paymentStatus, 'PENDING')));
    // On the console's health page until a later code is accepted.
    await recordAlert(ctx.db, 'wallet_key_refused', outcome.message, ctx.now()).catch((err) => ctx.log.error({ err }, 'could not record the wallet key alert'));
    throw httpError(503, m.wallet_not_here(), { code: 'WALLET_NOT_HERE' });
  }
  if (outcome.status === 'refused') throw fieldError('otp', m.wallet_otp_wrong());
  // The provider read the code: the encryption key is right (again).
  await clearAlert(ctx.db, 'wallet_key_refused', ctx.now());
  await ctx.db
    .update(directCharges)
    .set({ state: 'approved' })
    .where(and(eq(directCharges.txRef, txRef), eq(directCharges.state, 'otp')));
  await confirmQuietly(ctx, txRef, false);
  return answerOf(await chargeRow(ctx.db, txRef));
}

/**
 * How often the donor's page, polling a wallet payment, has the provider asked: the donor approves
 * on the phone within seconds and the webhook may never come, so a few seconds apart at first,
 * backing off to the thank-you page's PROVIDER_RECHECK_MS as the payment ages (issue 43: a
 * confirmed payment showed ~15 s late). Whoever asks, the payment is counted once (confirmDonation).
 */
export function walletRecheckMs(ageMs: number): number {
  if (ageMs < 60_000) return 3_000;
  if (ageMs < 120_000) return 6_000;
  return PROVIDER_RECHECK_MS;
}

/** The provider unreachable is no answer yet: the page asks again. */
async function confirmQuietly(ctx: DonationContext, txRef: string, reuseRecent: boolean, recheckMs?: number) {
  try {
    await confirmDonation(ctx, txRef, { reuseRecent, recheckMs });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    ctx.log.warn({ err }, `Could not verify wallet payment ${txRef} with the payment provider`);
  }
}

type ChargeRow = Awaited<ReturnType<typeof chargeRow>>;

async function chargeRow(db: Db, txRef: string) {
  const [row] = await db
    .select({
      txRef: donations.txRef,
      paymentStatus: donations.paymentStatus,
      failureReason: donations.failureReason,
      method: directCharges.method,
      state: directCharges.state,
      reference: directCharges.reference,
      startedAt: directCharges.startedAt,
    })
    .from(directCharges)
    .innerJoin(donations, eq(donations.txRef, directCharges.txRef))
    .where(eq(directCharges.txRef, txRef));
  if (!row) throw httpError(404, m.donate_donation_not_found(), { code: 'DONATION_NOT_FOUND' });
  return { ...row, method: row.method as WalletMethod };
}

function answerOf(row: ChargeRow): DirectChargeAnswer['data'] {
  const state =
    row.paymentStatus === 'VERIFIED' || row.paymentStatus === 'REFUNDED'
      ? 'confirmed'
      : row.paymentStatus === 'FAILED'
        ? 'refused'
        : row.state;
  return { txRef: row.txRef, method: row.method, state, reason: state === 'refused' ? row.failureReason : null };
}
