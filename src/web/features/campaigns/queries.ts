import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CampaignDetail, CampaignList, CampaignListParams } from '#contract/campaign';
import { CAMPAIGN_ENDPOINTS } from '#contract/campaign-paths';
import { DONATION_ENDPOINTS } from '#contract/donation-paths';
import { LIVE_CAMPAIGN_ENDPOINTS } from '#contract/live-campaign';
import type { UpdateList } from '#contract/updates';
import type { WordsList } from '#contract/words';
import type { DonationList } from '#contract/donation';
import type { LedgerResponse } from '#contract/ledger';
import { ledgerPath } from '#contract/ledger-paths';
import { m } from '#i18n/paraglide/messages.js';
import { api } from '#web/lib/api';
import { isSettledRefusal } from '#web/lib/api-error';

/**
 * The public reads carry a short Cache-Control with stale-while-revalidate for other clients and
 * shared caches; this app keeps its own cache (TanStack Query), so when it asks it wants the
 * current answer: the browser revalidates with If-None-Match and gets a cheap 304 when unchanged.
 */
const FRESH: RequestCache = 'no-cache';

/** Drops empty params so the URL only carries what was given (spec: "each only if given"). */
function given(p: CampaignListParams) {
  return Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== '')) as CampaignListParams;
}

export const campaignsQuery = (params: CampaignListParams) => {
  const p = given(params);
  return queryOptions({
    queryKey: ['campaigns', p],
    queryFn: ({ signal }) => api<CampaignList>(CAMPAIGN_ENDPOINTS.list, { query: p, signal, cache: FRESH }),
    placeholderData: keepPreviousData,
  });
};

export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: ['campaign', id],
    queryFn: ({ signal }) =>
      api<CampaignDetail>(CAMPAIGN_ENDPOINTS.detail(encodeURIComponent(id)), {
        signal,
        cache: FRESH,
        fallback: m.err_campaign_detail(),
      }).then((r) => r.data),
    retry: (count, err) => count < 1 && !isSettledRefusal(err),
  });

export const donationsQuery = (campaignId: string) =>
  queryOptions({
    queryKey: ['donations', campaignId],
    queryFn: ({ signal }) =>
      api<DonationList>(DONATION_ENDPOINTS.campaign(encodeURIComponent(campaignId)), { signal, cache: FRESH }).then((r) => r.data),
    // Spec: donations are refetched whenever the window regains focus or becomes visible.
    refetchOnWindowFocus: 'always',
  });

/** A campaign's open books (issue 42): totals, payouts and refunds, as anyone may read them. */
export const ledgerQuery = (campaignId: string) =>
  queryOptions({
    queryKey: ['ledger', campaignId],
    queryFn: ({ signal }) => api<LedgerResponse>(ledgerPath(encodeURIComponent(campaignId)), { signal, cache: FRESH }).then((r) => r.data),
    retry: (count, err) => count < 1 && !isSettledRefusal(err),
  });

/** How many updates and words the campaign page shows first; "Show more" asks for more. */
export const FIRST_UPDATES = 5;
export const FIRST_WORDS = 5;

export const updatesQuery = (campaignId: string, limit = FIRST_UPDATES) =>
  queryOptions({
    queryKey: ['updates', campaignId, limit],
    queryFn: ({ signal }) =>
      api<UpdateList>(LIVE_CAMPAIGN_ENDPOINTS.updates(encodeURIComponent(campaignId)), { query: { limit }, signal, cache: FRESH }),
    placeholderData: keepPreviousData,
  });

export const wordsQuery = (campaignId: string, limit = FIRST_WORDS) =>
  queryOptions({
    queryKey: ['words', campaignId, limit],
    queryFn: ({ signal }) =>
      api<WordsList>(LIVE_CAMPAIGN_ENDPOINTS.words(encodeURIComponent(campaignId)), { query: { limit }, signal, cache: FRESH }),
    placeholderData: keepPreviousData,
  });
