import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Campaign, CampaignList, CampaignListParams } from '../../../contract/campaign';
import type { DonationList } from '../../../contract/donation';
import { api } from '../../lib/http';

/** Drops empty params so the URL only carries what was given (spec: "each only if given"). */
function given(p: CampaignListParams) {
  return Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== '')) as CampaignListParams;
}

export const campaignsQuery = (params: CampaignListParams) => {
  const p = given(params);
  return queryOptions({
    queryKey: ['campaigns', p],
    queryFn: ({ signal }) => api<CampaignList>('/campaign', { query: p, signal }),
    placeholderData: keepPreviousData,
  });
};

export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: ['campaign', id],
    queryFn: ({ signal }) =>
      api<{ data: Campaign }>(`/campaign/${encodeURIComponent(id)}`, {
        signal,
        fallback: 'failed to get detaild of campaign',
      }).then((r) => r.data),
    retry: (count, err) => count < 1 && !/not found|invalid/i.test(err.message),
  });

export const donationsQuery = (campaignId: string) =>
  queryOptions({
    queryKey: ['donations', campaignId],
    queryFn: ({ signal }) =>
      api<DonationList>(`/donation/${encodeURIComponent(campaignId)}`, { signal }).then((r) => r.data),
    refetchOnWindowFocus: true,
  });
