import { m } from '#i18n/paraglide/messages.js';
import { queryOptions } from '@tanstack/react-query';
import type { DonationCheckout, DonationOptions, DonationReceipt, DonationRequest } from '#contract/donation';
import { DONATION_ENDPOINTS as E } from '#contract/donation-paths';
import { api } from '#web/lib/http';
import { isSettledRefusal } from '#web/lib/api-error';
import { rememberedChannel } from '#web/lib/campaign-visit';
import { DONATION_OPTIONS_KEY, receiptQueryKey } from './query-keys';

export const donationFallback = () => m.donate_fallback();

/** Guests use the guest route; a signed-in donor's bearer token links the donation to the account. */
export const startDonation = (campaignId: string, body: DonationRequest, signedIn: boolean) =>
  api<DonationCheckout>(
    (signedIn ? E.campaign : E.guest)(encodeURIComponent(campaignId)),
    // The channel this tab came to the campaign by (issue 44), when it is known.
    { method: 'POST', body: { ...body, channel: body.channel ?? rememberedChannel(campaignId) }, fallback: donationFallback() },
  );

/** Asks the server (which asks the payment provider while it is pending) how a donation stands. */
export const receiptQuery = (txRef: string) =>
  queryOptions({
    queryKey: receiptQueryKey(txRef),
    queryFn: ({ signal }) =>
      api<DonationReceipt>(E.verify(encodeURIComponent(txRef)), { signal, fallback: m.donate_lookup_fallback() }).then(
        (r) => r.data,
      ),
    // Still pending: ask again every 3 s for about two minutes, then leave it to a reload.
    refetchInterval: (q) => (q.state.data?.status === 'PENDING' && q.state.dataUpdateCount < 40 ? 3000 : false),
    retry: (count, err) => count < 2 && !isSettledRefusal(err),
  });

/** The fee and the fields the payment provider needs, asked once a session (they change only on redeploy). */
export const donationOptionsQuery = queryOptions({
  queryKey: DONATION_OPTIONS_KEY,
  queryFn: ({ signal }) => api<DonationOptions>(E.options, { signal }).then((r) => r.data),
  staleTime: 60 * 60 * 1000,
});

/** Installed (standalone) apps have no tabs: a new one would leave the app for the browser. */
export const checkoutOpensHere = () =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true);

/**
 * Opens the checkout in a new tab — in the same window in an installed app; where the browser
 * blocked the popup (window.open gave nothing back) the checkout replaces this page instead.
 */
export function openCheckout(url: string) {
  if (checkoutOpensHere()) {
    window.location.assign(url);
    return;
  }
  const tab = window.open(url, '_blank');
  if (!tab) {
    window.location.assign(url);
    return;
  }
  try {
    tab.opener = null;
  } catch {
    // Some browsers refuse; the checkout page has no use for it either way.
  }
}
