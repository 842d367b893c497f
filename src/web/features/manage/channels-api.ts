import { queryOptions } from '@tanstack/react-query';
import { CHANNEL_ENDPOINTS as E } from '#contract/channels';
import type { ChannelReport } from '#contract/channel-report';
import { textOrJson } from '#web/lib/download';
import { api } from '#web/lib/http';

/** Where the campaign's visitors and donations come from (organiser and treasurers): memory only, under 'manage'. */
export const channelsQuery = (campaignId: string) =>
  queryOptions({
    queryKey: ['manage', campaignId, 'channels'],
    queryFn: ({ signal }) => api<ChannelReport>(E.report(campaignId), { signal }).then((r) => r.data),
    staleTime: 60_000,
    retry: false,
  });

/** The campaign's verified donations as CSV, with the signed-in user's token: the text, or the server's refusal. */
export const donationsCsv = (campaignId: string) => api<string>(E.donationsCsv(campaignId), { parseResponse: textOrJson });
