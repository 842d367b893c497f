import { LANDING_FEATURED } from '#contract/display';
import { campaignsQuery } from '#web/features/campaigns/queries';
import { LandingPage } from '#web/features/landing/LandingPage';
import { definePage } from '../page-route';

export default definePage({
  path: { index: true },
  // Ships with the entry: the first visit paints without waiting for a second chunk.
  page: LandingPage,
  ssr: true,
  // The landing page fetches its featured campaigns itself in the browser; the server fills them in.
  load: async ({ server }) => {
    if (!server) return;
    const params = { page: 1, limit: LANDING_FEATURED };
    await server.queryClient.prefetchQuery({ ...campaignsQuery(params), queryFn: () => server.source.campaigns(params) });
  },
  head: async () => (await import('../head')).landingHead(),
});
