import { queryOptions } from '@tanstack/react-query';
import type { WithdrawalAnswer } from '#contract/payout';
import { TREASURER_ENDPOINTS } from '#contract/treasurer-paths';
import type { TreasurerAccepted, TreasurerAnswer, TreasurerCampaigns, TreasurerList } from '#contract/treasurers';
import { api } from '#web/lib/http';

// Treasurers (issue 42) are about a campaign's money: under the 'payouts' root, never written to the device.
export const treasurersQuery = (campaignId: string) =>
  queryOptions({
    queryKey: ['payouts', campaignId, 'treasurers'],
    queryFn: ({ signal }) => api<TreasurerList>(TREASURER_ENDPOINTS.list(campaignId), { signal }),
    staleTime: 0,
  });

export const myTreasurerCampaignsKey = ['payouts', 'treasurer-of'] as const;
export const myTreasurerCampaignsQuery = () =>
  queryOptions({
    queryKey: myTreasurerCampaignsKey,
    queryFn: ({ signal }) => api<TreasurerCampaigns>(TREASURER_ENDPOINTS.mine, { signal }).then((r) => r.data),
    staleTime: 0,
  });

export const inviteTreasurer = (campaignId: string, body: { email: string } | { phoneNumber: string }) =>
  api<TreasurerAnswer>(TREASURER_ENDPOINTS.list(campaignId), { method: 'POST', body });
export const removeTreasurer = (campaignId: string, treasurerId: string) =>
  api<{ message: string }>(TREASURER_ENDPOINTS.one(campaignId, treasurerId), { method: 'DELETE' });
export const acceptTreasurer = (token: string) => api<TreasurerAccepted>(TREASURER_ENDPOINTS.accept, { method: 'POST', body: { token } });
export const decideAsTreasurer = (withdrawalId: string, approve: boolean, reason?: string) =>
  api<WithdrawalAnswer>(TREASURER_ENDPOINTS.decision(withdrawalId), { method: 'POST', body: { approve, ...(reason ? { reason } : {}) } });
