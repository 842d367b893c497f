import type { Campaign } from '#contract/campaign';
import { campaignQuery, donationsQuery, FIRST_UPDATES, FIRST_WORDS, ledgerQuery, updatesQuery, wordsQuery } from '#web/features/campaigns/queries';
import { teamsQuery } from '#web/features/campaigns/team-queries';
import { PageError } from '#web/lib/page-error';
import { queryClient } from '#web/lib/query-persist';
import { DONATION_OPTIONS_KEY, WALLET_OPTIONS_KEY } from '#web/features/donations/query-keys';
import { lazyPage } from '#web/ui/lazy-page';
import { definePage } from '../page-route';

export default definePage<Campaign>({
  path: 'campaign/:id',
  // Drawn without Mantine (its overlays load it when opened): the page people share.
  page: lazyPage(() => import('#web/features/campaigns/CampaignDetailPage').then((p) => p.CampaignRoute)),
  ssr: true,
  ownErrorView: true,
  // Of the public pages, only a campaign's shows times and dates.
  warmUp: { dates: true },
  load: async ({ params, server }) => {
    const id = params.id;
    if (!id) return;
    if (!server) {
      // Opening a campaign always asks for its current numbers (a cheap 304 when nothing changed):
      // a copy restored from the device, or one from before a donation, must not stand in for them.
      void queryClient.prefetchQuery({ ...campaignQuery(id), staleTime: 0 });
      void queryClient.prefetchQuery({ ...donationsQuery(id), staleTime: 0 });
      void queryClient.prefetchQuery({ ...updatesQuery(id), staleTime: 0 });
      void queryClient.prefetchQuery({ ...wordsQuery(id), staleTime: 0 });
      void queryClient.prefetchQuery({ ...ledgerQuery(id), staleTime: 0 });
      void queryClient.prefetchQuery({ ...teamsQuery(id), staleTime: 0 });
      return;
    }
    const campaign = await server.source.campaign(id);
    // An unknown or non-public campaign: a real 404 (the page's own error view, noindex); a
    // suspended one says it is under review, and nothing else about it.
    if (campaign === 'under-review') throw new PageError(404, 'This campaign is under review', 'CAMPAIGN_UNDER_REVIEW');
    if (!campaign) throw new PageError(404, 'Campaign not found', 'CAMPAIGN_NOT_FOUND');
    server.queryClient.setQueryData(campaignQuery(id).queryKey, campaign);
    // What the form asks first, so it opens complete without a request (issue 43).
    server.queryClient.setQueryData(DONATION_OPTIONS_KEY, server.source.donationOptions());
    server.queryClient.setQueryData(WALLET_OPTIONS_KEY, server.source.walletOptions());
    await Promise.all([
      server.queryClient.prefetchQuery({ ...donationsQuery(id), queryFn: () => server.source.donations(id) }),
      server.queryClient.prefetchQuery({ ...updatesQuery(id), queryFn: () => server.source.updates(id, FIRST_UPDATES) }),
      server.queryClient.prefetchQuery({ ...wordsQuery(id), queryFn: () => server.source.words(id, FIRST_WORDS) }),
      server.queryClient.prefetchQuery({ ...ledgerQuery(id), queryFn: () => server.source.ledger(id) }),
      // The leaderboard ships with the page, so the app does not ask for it again (issue 44).
      server.queryClient.prefetchQuery({ ...teamsQuery(id), queryFn: () => server.source.teams(id) }),
    ]);
  },
  data: ({ params, queryClient: cache }) => (params.id ? cache.getQueryData(campaignQuery(params.id).queryKey) : undefined),
  head: async (c, { previewImage }) => (await import('../head')).campaignHead(c, previewImage?.(c)),
  errorHead: async () => (await import('../head')).notFoundHead('campaign'),
});
