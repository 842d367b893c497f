import { queryOptions } from '@tanstack/react-query';
import type { DonorsToThank, ThankAllSent, ThankSent } from '#contract/relay';
import { RELAY_ENDPOINTS as E } from '#contract/relay-paths';
import { api } from '#web/lib/http';

/** The organiser's "Donors to thank": each gift, whether it was thanked, and the counts. Never persisted offline (staleTime 0). */
export const donorsToThankQuery = (campaignId: string) =>
  queryOptions({
    queryKey: ['thanks', campaignId],
    queryFn: ({ signal }) => api<DonorsToThank>(E.thanks(campaignId), { signal }).then((r) => r.data),
    staleTime: 0,
  });

export const thankDonor = (campaignId: string, donationId: string, message: string) =>
  api<ThankSent>(E.thankOne(campaignId, donationId), { method: 'POST', body: { message } });
export const thankEveryone = (campaignId: string, message: string) => api<ThankAllSent>(E.thanks(campaignId), { method: 'POST', body: { message } });
