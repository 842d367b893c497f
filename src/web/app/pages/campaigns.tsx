import { listQueryParams, readParams } from '#web/features/campaigns/list-params';
import { campaignsQuery } from '#web/features/campaigns/queries';
import { queryClient } from '#web/lib/query-persist';
import { lazyPage } from '#web/ui/lazy-page';
import { definePage } from '../page-route';

export default definePage({
  path: 'campaigns',
  page: lazyPage(() => import('#web/features/campaigns/OpenCampaignsPage').then((p) => p.OpenCampaignsPage)),
  ssr: true,
  load: async ({ url, server }) => {
    const params = listQueryParams(readParams(url.searchParams));
    if (!server) return void queryClient.prefetchQuery(campaignsQuery(params));
    await server.queryClient.prefetchQuery({ ...campaignsQuery(params), queryFn: () => server.source.campaigns(params) });
  },
  head: async (_, { url }) => (await import('../head')).listHead(readParams(url.searchParams)),
});
