import { todayInEthiopia } from '#contract/dates';
import type { Channel } from '#contract/channels';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { receiptPath, type DonationOptions, type DonationReceipt, type PublicDonation } from '#contract/donation';
import { centsToDecimal, CURRENCY, donationCharge, feeRateOf, fromCents, hasAtMostTwoDecimals, toCents, type PayCurrency } from '#contract/money';
import { amountToCents, ProviderError, type CheckoutRequest } from '#server/adapters/payments/payments';
import type { Deps } from '#server/deps';
import type { Db } from '#server/db/open';
import { rowsOf } from '#server/db/rows';
import { campaigns, donations } from '#server/db/schema';
import { httpError } from '#server/http/errors';
import { hit } from '#server/http/rate-limit';
import { currentLocale } from '#i18n/locale';
import { assertPublicCampaign } from '../campaigns/service';
import { afterVerified } from './notices';
import { verifyKey, verifyWindow } from './donate-window';
import { creditInBirr, paidAbroadColumns, paidAbroadOf, priceAbroad } from './foreign';
import { followAsDonor } from '../follows/service';
import { teamForDonation } from '../teams';
import { m } from '#i18n/paraglide/messages.js';

export const RECENT_DONATIONS_LIMIT = 50;

/** Verified donations, newest first; an anonymous donor's name never leaves the server. */
export async function listVerifiedDonations(db: Db, campaignId: string): Promise<PublicDonation[]> {
  await assertPublicCampaign(db, campaignId);
  const rows = await db
    .select({
      id: donations.id,
      donorFirstName: donations.donorFirstName,
      donorLastName: donations.donorLastName,
      isAnonymous: donations.isAnonymous,
      donorDeleted: donations.donorDeleted,
      amount: donations.amount,
      createdAt: donations.createdAt,
    })
    .from(donations)
    .where(and(eq(donations.campaignId, campaignId), eq(donations.paymentStatus, 'VERIFIED')))
    .orderBy(desc(donations.verifiedAt), desc(donations.createdAt))
    .limit(RECENT_DONATIONS_LIMIT);
  return rows.map((d) => ({
    id: d.id,
    // A donor who deleted their account (issue 46) is "Deleted account", in the reader's language.
    donorFirstName: d.isAnonymous ? null : d.donorDeleted ? m.donor_deleted_account() : d.donorFirstName,
    donorLastName: d.isAnonymous || d.donorDeleted ? null : d.donorLastName,
    isAnonymous: d.isAnonymous,
    amount: Number(d.amount),
    createdAt: d.createdAt.toISOString(),
  }));
}

/**
 * What taking a donation needs; the fee rate is config.serviceFeePercent at the time of the
 * donation. Notifiers and the log send the receipt and the goal notice once a payment is confirmed.
 */
export type DonationContext = Pick<Deps, 'db' | 'payments' | 'now' | 'config' | 'notifiers' | 'log' | 'rates'>;

export type NewDonation = {
  campaignId: string;
  userId: string | null;
  donorFirstName: string;
  donorLastName: string;
  email: string;
  amount: number;
  isAnonymous: boolean;
  /** The donor adds the fee on top, so the campaign receives all of `amount`. */
  coverFee?: boolean;
  /** Words of support, if the donor left some. */
  message?: string;
  /** Follow the campaign once the payment is verified (the form's "Send me updates"; default yes). */
  followUpdates?: boolean;
  /** The team page it is made through (issue 44), checked to be a live team of the campaign. */
  teamId?: string | null;
  /** The channel the donor came by (issue 44), as the web app remembered it; null when not said. */
  channel?: Channel | null;
  /** What the donor pays in (issue 43): Birr, or US dollars by card at today's rate; `amount` is in Birr either way. */
  currency?: PayCurrency;
};

export const thankYouUrl = (origin: string, txRef: string) =>
  `${origin}/donation/thank-you?tx_ref=${encodeURIComponent(txRef)}`;

/**
 * Records the donation as PENDING under a fresh txRef and asks the provider for a checkout (or,
 * for a wallet paid on our own page, `begin` starts the direct charge: direct-charge.ts).
 * Only an ACTIVE campaign whose deadline has not passed takes donations.
 */
export async function createDonation(
  ctx: DonationContext,
  d: NewDonation,
  begin: (req: CheckoutRequest) => Promise<{ checkoutUrl: string }> = (req) => ctx.payments.initialize(req),
) {
  const origin = ctx.config.publicUrl;
  const feePercent = ctx.config.serviceFeePercent;
  const [campaign] = await ctx.db
    .select({ id: campaigns.id, title: campaigns.title, status: campaigns.status, deadline: campaigns.deadline })
    .from(campaigns)
    .where(eq(campaigns.id, d.campaignId));
  if (!campaign || campaign.status === 'PENDING' || campaign.status === 'REJECTED') {
    throw httpError(404, m.donate_campaign_not_found(), { code: 'CAMPAIGN_NOT_FOUND' });
  }
  if (campaign.status === 'SUSPENDED') throw httpError(409, m.donate_campaign_under_review(), { code: 'CAMPAIGN_UNDER_REVIEW' });
  if (campaign.status !== 'ACTIVE' || campaign.deadline < todayInEthiopia(ctx.now())) {
    throw httpError(409, m.donate_campaign_closed());
  }

  if (ctx.payments.requiredFields.includes('email') && !d.email) throw httpError(400, m.donate_email_required());
  const teamId = await teamForDonation(ctx.db, campaign.id, d.teamId);

  if (!hasAtMostTwoDecimals(d.amount) || !(d.amount > 0)) throw httpError(400, m.donate_amount_decimals());
  // `amount` is what the donor pays and the provider must confirm; amount − fee reaches the campaign.
  const charge = donationCharge(toCents(d.amount), feePercent, d.coverFee ?? false);
  const amount = centsToDecimal(charge.total);
  const fee = centsToDecimal(charge.fee);
  const feeRate = feeRateOf(feePercent);
  const txRef = `birr-${randomBytes(12).toString('hex')}`;
  const abroad = d.currency && d.currency !== CURRENCY ? await priceAbroad(ctx, d.currency, charge.total) : null;

  await ctx.db.insert(donations).values({
    campaignId: campaign.id,
    userId: d.userId,
    donorFirstName: d.donorFirstName,
    donorLastName: d.donorLastName,
    email: d.email,
    amount,
    fee,
    feeRate,
    feeCovered: d.coverFee ?? false,
    currency: CURRENCY,
    isAnonymous: d.isAnonymous,
    message: d.message ?? null,
    followUpdates: d.followUpdates ?? true,
    teamId,
    channel: d.channel ?? null,
    txRef,
    provider: ctx.payments.name,
    receiptToken: randomBytes(32).toString('base64url'),
    // The language the donor gave in: their receipt and the campaign's updates are written in it.
    locale: currentLocale(),
    ...abroad,
  });

  let checkoutUrl: string;
  try {
    ({ checkoutUrl } = await begin({
      origin,
      txRef,
      amount: abroad?.chargeAmount ?? amount,
      currency: abroad?.chargeCurrency ?? CURRENCY,
      email: d.email,
      firstName: d.donorFirstName,
      lastName: d.donorLastName,
      campaignTitle: campaign.title,
      returnUrl: thankYouUrl(origin, txRef),
      callbackUrl: `${origin}/api/donation/callback/${encodeURIComponent(txRef)}`,
    }));
  } catch (err) {
    await settleFailed(ctx.db, txRef, `Checkout could not start: ${(err as Error).message}`.slice(0, 500));
    if (err instanceof ProviderError) throw httpError(502, m.donate_provider_unavailable());
    throw err;
  }
  await ctx.db.update(donations).set({ checkoutUrl }).where(eq(donations.txRef, txRef));
  return { checkoutUrl, txRef };
}

type DonationRow = typeof donations.$inferSelect;

async function findByTxRef(db: Db, txRef: string): Promise<DonationRow | undefined> {
  const [row] = await db.select().from(donations).where(eq(donations.txRef, txRef));
  return row;
}

/**
 * How long the provider's answer about a pending donation is reused by anonymous checks (the
 * thank-you page's polling, the provider's unsigned callback) instead of asking again (issue 40).
 */
export const PROVIDER_RECHECK_MS = 15_000;

/**
 * Claims the next provider call about a pending donation: one conditional UPDATE, so of many
 * checks at once one asks the provider; with `reuseRecent`, only when nobody asked in the last
 * PROVIDER_RECHECK_MS (the others answer from the row: still pending).
 */
async function claimProviderCheck(ctx: Pick<DonationContext, 'db' | 'now'>, txRef: string, reuseRecent: boolean, recheckMs = PROVIDER_RECHECK_MS) {
  const now = ctx.now();
  const stale = or(isNull(donations.providerCheckedAt), lte(donations.providerCheckedAt, new Date(now.getTime() - recheckMs)));
  const claimed = await ctx.db
    .update(donations)
    .set({ providerCheckedAt: now })
    .where(and(eq(donations.txRef, txRef), eq(donations.paymentStatus, 'PENDING'), reuseRecent ? stale : undefined))
    .returning({ id: donations.id });
  return claimed.length > 0;
}

/**
 * The one confirmation path — the return-URL verify, the provider's webhook and callback, and
 * the sandbox checkout all end here. It asks the provider, and only a success for exactly the
 * donation's amount and currency makes it VERIFIED; a failure or any mismatch makes it FAILED.
 * Both changes are conditional on the donation still being PENDING, so replays and races
 * settle it once. Returns the donation as it stands afterwards. Anonymous checks pass
 * `reuseRecent` (see claimProviderCheck); the signed webhook and the checkout ask at once.
 */
export async function confirmDonation(
  ctx: Pick<DonationContext, 'db' | 'payments' | 'notifiers' | 'log' | 'config' | 'now'>,
  txRef: string,
  /** `recheckMs`: how long a recent answer is reused, when not PROVIDER_RECHECK_MS (a wallet payment being approved: sooner). */
  opts: { reuseRecent?: boolean; recheckMs?: number } = {},
) {
  const row = await findByTxRef(ctx.db, txRef);
  if (!row) throw httpError(404, m.donate_donation_not_found(), { code: 'DONATION_NOT_FOUND' });
  // Settled already, or started with another provider than the one configured now.
  if (row.paymentStatus !== 'PENDING' || row.provider !== ctx.payments.name) return row;
  if (!(await claimProviderCheck(ctx, txRef, opts.reuseRecent ?? false, opts.recheckMs))) return row;

  const verdict = await ctx.payments.verify(txRef);
  if (verdict.status === 'pending') return row;
  if (verdict.status === 'failed') {
    await settleFailed(ctx.db, txRef, verdict.message ?? 'Payment failed');
  } else {
    const paid = amountToCents(verdict.amount);
    const currency = verdict.currency?.toUpperCase();
    // What the provider was asked for: the Birr amount, or a gift abroad's charge (issue 43).
    const asked = row.chargeAmount ?? row.amount;
    if (paid !== toCents(asked) || currency !== row.chargeCurrency) {
      await settleFailed(
        ctx.db,
        txRef,
        `Provider confirmed ${verdict.amount ?? 'no amount'} ${verdict.currency ?? ''} for ${asked} ${row.chargeCurrency}`.trim(),
      );
    } else {
      const credit = row.chargeCurrency === CURRENCY ? null : creditInBirr(row, verdict, ctx.log);
      const settled = await settleVerified(ctx.db, txRef, verdict.reference ?? null, credit);
      // Only the confirmation that made it VERIFIED sends the receipt and the goal notice.
      if (settled) {
        await followAsDonor(ctx.db, txRef);
        await afterVerified(ctx, txRef, ctx.config.publicUrl);
      }
    }
  }
  return (await findByTxRef(ctx.db, txRef))!;
}

/**
 * PENDING → VERIFIED and the campaign's raised amount grows by the donation — one statement,
 * so one transaction. The inner UPDATE only matches a PENDING row: a second confirmation of the
 * same donation (replay, webhook racing the return URL) waits for the first, re-checks, matches
 * nothing and adds nothing. Concurrent donations to one campaign queue on its row and each adds
 * its own amount to the latest total. A gift paid abroad (issue 43) is credited `credit`: its
 * amount in Birr at the rate applied, set in the same statement (its fee, the one the donor was
 * shown, stays, never above the amount).
 */
async function settleVerified(
  db: Db,
  txRef: string,
  providerReference: string | null,
  credit: { amount: string; exchangeRate: string; rateSource: 'quoted' | 'provider' } | null = null,
): Promise<boolean> {
  const result = await db.execute(sql`
    with settled as (
      update donations
         set payment_status = 'VERIFIED', verified_at = now(), updated_at = now(),
             provider_reference = coalesce(${providerReference}, provider_reference),
             amount = coalesce(${credit?.amount ?? null}::numeric, amount),
             fee = least(fee, coalesce(${credit?.amount ?? null}::numeric, amount)),
             exchange_rate = coalesce(${credit?.exchangeRate ?? null}::numeric, exchange_rate),
             rate_source = coalesce(${credit?.rateSource ?? null}, rate_source)
       where tx_ref = ${txRef} and payment_status = 'PENDING'
   returning campaign_id, amount
    )
    update campaigns c
       set raised_amount = c.raised_amount + settled.amount, updated_at = now()
      from settled
     where c.id = settled.campaign_id
 returning c.id`);
  return rowsOf(result).length > 0;
}

async function settleFailed(db: Db, txRef: string, reason: string) {
  await db
    .update(donations)
    .set({ paymentStatus: 'FAILED', failureReason: reason.slice(0, 500) })
    .where(and(eq(donations.txRef, txRef), eq(donations.paymentStatus, 'PENDING')));
}

/** What the thank-you page shows about a donation: never the donor's name or email. */
/** What the donation form asks first: the fee and the fields the payment provider needs (the API's /donation/options, and the campaign page's state). */
export const donationOptions = (ctx: Pick<DonationContext, 'config' | 'payments'>): DonationOptions['data'] => ({
  feePercent: ctx.config.serviceFeePercent,
  requiredFields: [...ctx.payments.requiredFields],
});

/**
 * How a donation stands, for whoever holds its reference (the thank-you page, rendered here or by
 * the app through the verify API): a pending one is first checked with the provider, at most once
 * per PROVIDER_RECHECK_MS (confirmDonation counts it once however often it is asked); a provider
 * that cannot be reached leaves it pending, to be asked again later.
 */
export async function checkedReceipt(ctx: Pick<DonationContext, 'db' | 'payments' | 'notifiers' | 'log' | 'config' | 'now'>, txRef: string) {
  try {
    await confirmDonation(ctx, txRef, { reuseRecent: true });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    ctx.log.warn({ err }, `Could not verify donation ${txRef} with the payment provider`);
  }
  return receipt(ctx.db, txRef);
}

/**
 * The thank-you page's server render (ssr/pages.ts): the provider is asked only within the
 * address's verify limit, the one the verify API counts (so reloading the page with many
 * references cannot make us hammer the provider); over it, the donation as it stands here — a
 * pending one shows as still being confirmed, and the page's own polling asks later. Never a 429:
 * a donor reloading their page still sees it.
 */
export async function receiptForPage(ctx: Pick<DonationContext, 'db' | 'payments' | 'notifiers' | 'log' | 'config' | 'now'>, txRef: string, ip: string) {
  const limit = await hit(ctx.db, verifyKey(ip), verifyWindow(ctx.config), ctx.now());
  return limit.allowed ? checkedReceipt(ctx, txRef) : receipt(ctx.db, txRef);
}

export async function receipt(db: Db, txRef: string): Promise<DonationReceipt['data']> {
  const [row] = await db
    .select({
      txRef: donations.txRef,
      status: donations.paymentStatus,
      amount: donations.amount,
      fee: donations.fee,
      feeCovered: donations.feeCovered,
      currency: donations.currency,
      isAnonymous: donations.isAnonymous,
      createdAt: donations.createdAt,
      verifiedAt: donations.verifiedAt,
      campaignId: campaigns.id,
      campaignTitle: campaigns.title,
      receiptToken: donations.receiptToken,
      receiptEmailedAt: donations.receiptEmailedAt,
      message: donations.message,
      ...paidAbroadColumns(donations),
    })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(eq(donations.txRef, txRef));
  if (!row) throw httpError(404, m.donate_donation_not_found(), { code: 'DONATION_NOT_FOUND' });
  return {
    receiptPath: (row.status === 'VERIFIED' || row.status === 'REFUNDED') && row.receiptToken ? `/api${receiptPath(row.receiptToken)}` : null,
    txRef: row.txRef,
    status: row.status,
    amount: Number(row.amount),
    fee: Number(row.fee),
    toCampaign: fromCents(toCents(row.amount) - toCents(row.fee)),
    feeCovered: row.feeCovered,
    currency: row.currency,
    isAnonymous: row.isAnonymous,
    createdAt: row.createdAt.toISOString(),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    campaign: { id: row.campaignId, title: row.campaignTitle },
    paidAbroad: paidAbroadOf(row),
    receiptEmailed: row.receiptEmailedAt !== null,
    words: row.message,
  };
}

/** What the sandbox checkout page shows. */
export async function checkoutView(db: Db, txRef: string) {
  const [row] = await db
    .select({
      txRef: donations.txRef,
      status: donations.paymentStatus,
      amount: donations.amount,
      fee: donations.fee,
      feeRate: donations.feeRate,
      currency: donations.currency,
      firstName: donations.donorFirstName,
      lastName: donations.donorLastName,
      email: donations.email,
      provider: donations.provider,
      campaignId: campaigns.id,
      campaignTitle: campaigns.title,
      chargeCurrency: donations.chargeCurrency,
      chargeAmount: donations.chargeAmount,
    })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(eq(donations.txRef, txRef));
  return row;
}
