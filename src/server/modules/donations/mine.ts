// A donor's own donations after giving (issue 43): a payment never finished is finished (its
// checkout again while the provider's session is still good, else a new checkout for the same
// gift) or removed from the history. Only the donor's own rows; a verified gift is never removed.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { fromCents, toCents } from '#contract/money';
import { m } from '#i18n/paraglide/messages.js';
import { ProviderError } from '#server/adapters/payments/payments';
import { donations } from '#server/db/schema';
import { httpError } from '#server/http/errors';
import { confirmDonation, createDonation, type DonationContext } from './service';

/**
 * How long a started checkout is offered again. Chapa documents no lifetime for its hosted
 * checkout; an hour is what we trust it for, after which the same gift starts a new one.
 */
export const CHECKOUT_REUSE_MS = 60 * 60_000;

const notFound = () => httpError(404, m.donate_donation_not_found(), { code: 'DONATION_NOT_FOUND' });

async function ownDonation(ctx: Pick<DonationContext, 'db'>, userId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(donations)
    .where(and(eq(donations.id, id), eq(donations.userId, userId)));
  return row;
}

/**
 * Back to the checkout of the donor's unfinished payment. The provider is asked first (it may have
 * been paid after all: then there is nothing to finish). A checkout started within
 * CHECKOUT_REUSE_MS is answered as it is; an older one is replaced by a new donation for the
 * same gift (names, amount, fee choice, words), and the old one leaves the history (it still
 * counts, once, should its payment ever be confirmed).
 */
export async function finishDonation(ctx: DonationContext, userId: string, id: string) {
  const row = await ownDonation(ctx, userId, id);
  if (!row || row.hiddenAt) throw notFound();
  let status = row.paymentStatus;
  if (status === 'PENDING') {
    try {
      status = (await confirmDonation(ctx, row.txRef, { reuseRecent: true })).paymentStatus;
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
    }
  }
  if (status !== 'PENDING') throw httpError(409, m.donations_finish_settled());
  const fresh = ctx.now().getTime() - row.createdAt.getTime() < CHECKOUT_REUSE_MS;
  if (row.checkoutUrl && fresh) return { checkoutUrl: row.checkoutUrl, txRef: row.txRef };

  const started = await createDonation(ctx, {
    campaignId: row.campaignId,
    userId,
    donorFirstName: row.donorFirstName,
    donorLastName: row.donorLastName,
    email: row.email,
    // The gift itself: with the fee covered, the row's amount carries the fee on top.
    amount: row.feeCovered ? fromCents(toCents(row.amount) - toCents(row.fee)) : Number(row.amount),
    coverFee: row.feeCovered,
    isAnonymous: row.isAnonymous,
    message: row.message ?? undefined,
    followUpdates: row.followUpdates,
    teamId: row.teamId,
    channel: row.channel,
  });
  await ctx.db
    .update(donations)
    .set({ hiddenAt: sql`now()` })
    .where(and(eq(donations.id, row.id), eq(donations.paymentStatus, 'PENDING'), isNull(donations.hiddenAt)));
  return started;
}

/**
 * Takes an unfinished or failed payment out of the donor's history; again is the same answer.
 * A verified (or refunded) gift stays: 409.
 */
export async function removeDonation(ctx: Pick<DonationContext, 'db'>, userId: string, id: string) {
  const hidden = await ctx.db
    .update(donations)
    .set({ hiddenAt: sql`coalesce(${donations.hiddenAt}, now())` })
    .where(and(eq(donations.id, id), eq(donations.userId, userId), inArray(donations.paymentStatus, ['PENDING', 'FAILED'])))
    .returning({ id: donations.id });
  if (hidden.length) return;
  if (!(await ownDonation(ctx, userId, id))) throw notFound();
  throw httpError(409, m.donations_remove_verified());
}
