import { queryOptions } from '@tanstack/react-query';
import { PAYOUT_ENDPOINTS, type BalanceResponse, type ReviewWithdrawalList, type WithdrawalAnswer, type WithdrawalList } from '#contract/payout';
import { api } from '#web/lib/http';
import { queuePageQuery } from '#web/lib/queue-query';

// A campaign's money and bank details are the organiser's and reviewers' business: 'payouts' and
// 'review' are query roots never written to the device (lib/query-keys.ts).
export const balanceQuery = (campaignId: string) =>
  queryOptions({
    queryKey: ['payouts', campaignId, 'balance'],
    queryFn: ({ signal }) => api<BalanceResponse>(PAYOUT_ENDPOINTS.balance(campaignId), { signal }).then((r) => r.data),
    staleTime: 0,
  });

export const withdrawalsQuery = (campaignId: string) =>
  queryOptions({
    queryKey: ['payouts', campaignId, 'withdrawals'],
    queryFn: ({ signal }) => api<WithdrawalList>(PAYOUT_ENDPOINTS.withdrawals(campaignId), { signal }).then((r) => r.data),
    staleTime: 0,
  });

/** The same key for a resend of the same request, so the server makes it once. */
export const requestWithdrawal = (campaignId: string, amount: number, idempotencyKey: string) =>
  api<WithdrawalAnswer>(PAYOUT_ENDPOINTS.withdrawals(campaignId), {
    method: 'POST',
    body: { amount },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** The reviewers' payout queue, every page of it: a decision on one payout refreshes them all. */
export const payoutQueueKey = ['review', 'withdrawals'] as const;

export const payoutQueueQuery = (page: number) => queuePageQuery<ReviewWithdrawalList>(payoutQueueKey, PAYOUT_ENDPOINTS.queue, page);

export const approveWithdrawal = (id: string) => api<WithdrawalAnswer>(PAYOUT_ENDPOINTS.approve(id), { method: 'POST' });
export const rejectWithdrawal = (id: string, reason: string) =>
  api<WithdrawalAnswer>(PAYOUT_ENDPOINTS.reject(id), { method: 'POST', body: { reason } });
/** A HELD payout, once the reviewer has checked with the provider: the money went out, or it did not. */
export const settleHeldWithdrawal = (id: string, outcome: 'PAID' | 'FAILED', reason: string) =>
  api<WithdrawalAnswer>(outcome === 'PAID' ? PAYOUT_ENDPOINTS.markPaid(id) : PAYOUT_ENDPOINTS.markFailed(id), {
    method: 'POST',
    body: { reason },
  });
