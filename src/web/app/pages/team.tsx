import type { Campaign } from '#contract/campaign';
import type { Team } from '#contract/teams';
import { campaignQuery } from '#web/features/campaigns/queries';
import { teamQuery } from '#web/features/campaigns/team-queries';
import { PageError } from '#web/lib/page-error';
import { queryClient } from '#web/lib/query-persist';
import { lazyPage } from '#web/ui/lazy-page';
import { definePage } from '../page-route';

/** What a team page's head is made from: the team and the campaign it raises for. */
type TeamPageData = { team: Team; campaign: Campaign };

export default definePage<TeamPageData>({
  path: 'campaign/:id/team/:slug',
  // A team's page (issue 44): shared like a campaign's, drawn without Mantine, a chunk of its own.
  page: lazyPage(() => import('#web/features/campaigns/TeamPage').then((p) => p.TeamRoute)),
  ssr: true,
  ownErrorView: true,
  load: async ({ params, server }) => {
    const { id, slug } = params;
    if (!id || !slug) return;
    if (!server) {
      void queryClient.prefetchQuery({ ...campaignQuery(id), staleTime: 0 });
      void queryClient.prefetchQuery({ ...teamQuery(id, slug), staleTime: 0 });
      return;
    }
    const campaign = await server.source.campaign(id);
    // A campaign the public may not see shows none of its teams either.
    if (!campaign || campaign === 'under-review') throw new PageError(404, 'Team page not found', 'CAMPAIGN_NOT_FOUND');
    const team = await server.source.team(id, slug);
    if (!team) throw new PageError(404, 'Team page not found', 'TEAM_NOT_FOUND');
    server.queryClient.setQueryData(campaignQuery(id).queryKey, campaign);
    server.queryClient.setQueryData(teamQuery(id, slug).queryKey, team);
  },
  data: ({ params, queryClient: cache }) => {
    if (!params.id || !params.slug) return undefined;
    const campaign = cache.getQueryData(campaignQuery(params.id).queryKey);
    const team = cache.getQueryData(teamQuery(params.id, params.slug).queryKey);
    return campaign && team ? { campaign, team } : undefined;
  },
  head: async ({ team, campaign }, { url, previewImage }) =>
    (await import('../head')).teamHead(team, campaign, team.previewImage ? new URL(team.previewImage, url).href : previewImage?.(campaign)),
  errorHead: async () => (await import('../head')).notFoundHead('page'),
});
