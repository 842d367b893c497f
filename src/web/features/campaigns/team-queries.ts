import { queryOptions } from '@tanstack/react-query';
import { TEAM_ENDPOINTS } from '#contract/team-paths';
import type { TeamAnswer, TeamList } from '#contract/teams';
import { api } from '#web/lib/api';
import { isSettledRefusal } from '#web/lib/api-error';

// Teams (issue 44): a campaign's leaderboard and one team page. Like the campaign's own reads,
// each visit asks for the current numbers (a cheap 304 when nothing changed).

export const teamsQuery = (campaignId: string) =>
  queryOptions({
    queryKey: ['teams', campaignId],
    queryFn: ({ signal }) => api<TeamList>(TEAM_ENDPOINTS.list(encodeURIComponent(campaignId)), { signal, cache: 'no-cache' }).then((r) => r.data),
    retry: (count, err) => count < 1 && !isSettledRefusal(err),
  });

export const teamQuery = (campaignId: string, slug: string) =>
  queryOptions({
    queryKey: ['team', campaignId, slug],
    queryFn: ({ signal }) =>
      api<TeamAnswer>(TEAM_ENDPOINTS.team(encodeURIComponent(campaignId), encodeURIComponent(slug)), { signal, cache: 'no-cache' }).then((r) => r.data),
    retry: (count, err) => count < 1 && !isSettledRefusal(err),
  });
