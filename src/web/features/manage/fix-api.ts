import { queryOptions } from '@tanstack/react-query';
import type { CampaignChanged } from '#contract/campaign';
import { LIVE_CAMPAIGN_ENDPOINTS as E } from '#contract/live-campaign';
import type { FixableAnswer } from '#contract/resubmit';
import { api } from '#web/lib/http';

/** A rejected campaign's every field and file, as its organiser fixes it (issue 44). */
export const fixableQuery = (id: string) =>
  queryOptions({
    queryKey: ['fixable', id],
    queryFn: ({ signal }) => api<FixableAnswer>(E.resubmit(id), { signal }).then((r) => r.data),
    staleTime: 0,
  });

/** The fields changed and the files chosen, by the creation form's names: back to the reviewers. */
export const sendFix = (id: string, body: FormData) => api<CampaignChanged>(E.resubmit(id), { method: 'POST', body });
