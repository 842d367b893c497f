import { queryOptions } from '@tanstack/react-query';
import type { DirectChargeAnswer, DirectChargeOptions, DirectChargeRequest } from '#contract/direct-charge';
import { DIRECT_CHARGE_ENDPOINTS as E, DIRECT_CHARGE_POLL_MS } from '#contract/direct-charge-paths';
import { api } from '#web/lib/http';
import { rememberedChannel } from '#web/lib/campaign-visit';
import { donationFallback } from './donation-api';
import { WALLET_OPTIONS_KEY } from './query-keys';

/** The wallets this server charges on our own page (none: the checkout only), asked once a session. */
export const walletOptionsQuery = queryOptions({
  queryKey: WALLET_OPTIONS_KEY,
  queryFn: ({ signal }) => api<DirectChargeOptions>(E.options, { signal }).then((r) => r.data.wallets),
  staleTime: 60 * 60 * 1000,
});

/** Starts a wallet payment: the same donation as a checkout's, with the wallet and its number. */
export const startWalletPayment = (campaignId: string, body: DirectChargeRequest, signedIn: boolean) =>
  api<DirectChargeAnswer & { status: 'success' }>((signedIn ? E.campaign : E.guest)(encodeURIComponent(campaignId)), {
    method: 'POST',
    body: { ...body, channel: body.channel ?? rememberedChannel(campaignId) },
    fallback: donationFallback(),
  }).then((r) => r.data);

const waiting = (state: string | undefined) => state === 'ussd' || state === 'approved';

/** How the payment stands, asked every few seconds while the phone has not answered. */
export const walletPaymentQuery = (txRef: string) =>
  queryOptions({
    queryKey: ['wallet-payment', txRef],
    queryFn: ({ signal }) => api<DirectChargeAnswer>(E.status(encodeURIComponent(txRef)), { signal }).then((r) => r.data),
    refetchInterval: (q) => (waiting(q.state.data?.state) ? DIRECT_CHARGE_POLL_MS : false),
  });

export const sendWalletCode = (txRef: string, otp: string) =>
  api<DirectChargeAnswer>(E.otp(encodeURIComponent(txRef)), { method: 'POST', body: { otp } }).then((r) => r.data);
