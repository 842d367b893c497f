import { queryOptions } from '@tanstack/react-query';
import type { CampaignChanged } from '#contract/campaign';
import type { EditHistory } from '#contract/manage';
import type { ReportGroups, ReportsDismissed, SuspendedList } from '#contract/reports';
import { LIVE_CAMPAIGN_ENDPOINTS } from '#contract/live-campaign';
import { REVIEW_ENDPOINTS, type DocumentLink, type EditDecided, type PendingEditList, type ReviewDocument, type ReviewList } from '#contract/review';
import { api } from '#web/lib/http';
import { queuePageQuery } from '#web/lib/queue-query';

export const reviewQuery = (page: number) => queuePageQuery<ReviewList>(['review'], REVIEW_ENDPOINTS.list, page);

export const approveCampaign = (id: string) => api<CampaignChanged>(REVIEW_ENDPOINTS.approve(id), { method: 'POST' });
export const rejectCampaign = (id: string, reason: string) =>
  api<CampaignChanged>(REVIEW_ENDPOINTS.reject(id), { method: 'POST', body: { reason } });

// Changes of title, story or pictures of campaigns with donations, waiting for a decision.
export const editsQuery = (page: number) => queuePageQuery<PendingEditList>(['review', 'edits'], REVIEW_ENDPOINTS.edits, page);
export const approveEdit = (id: string) => api<EditDecided>(REVIEW_ENDPOINTS.approveEdit(id), { method: 'POST' });
export const rejectEdit = (id: string, reason: string) => api<EditDecided>(REVIEW_ENDPOINTS.rejectEdit(id), { method: 'POST', body: { reason } });

/** A short-lived address that opens a private document without the bearer token (from the link path the server gave). */
export const documentLink = (doc: Pick<ReviewDocument, 'linkPath'>) => api<DocumentLink>(doc.linkPath);

// Reports grouped by campaign, suspension, reinstatement and a campaign's edit history.
export const reportsQuery = (page: number) => queuePageQuery<ReportGroups>(['review-reports'], LIVE_CAMPAIGN_ENDPOINTS.reviewReports, page);
export const historyQuery = (campaignId: string) =>
  queryOptions({
    queryKey: ['review', 'history', campaignId],
    queryFn: ({ signal }) => api<EditHistory>(LIVE_CAMPAIGN_ENDPOINTS.history(campaignId), { signal }).then((r) => r.data),
    staleTime: 0,
    gcTime: 0,
  });
export const dismissReports = (campaignId: string) => api<ReportsDismissed>(LIVE_CAMPAIGN_ENDPOINTS.dismissReports(campaignId), { method: 'POST' });
export const suspendCampaign = (campaignId: string, reason: string) =>
  api<CampaignChanged>(LIVE_CAMPAIGN_ENDPOINTS.suspend(campaignId), { method: 'POST', body: { reason } });
export const reinstateCampaign = (campaignId: string) => api<CampaignChanged>(LIVE_CAMPAIGN_ENDPOINTS.reinstate(campaignId), { method: 'POST' });
export const suspendedQuery = () =>
  queryOptions({
    queryKey: ['review-reports', 'suspended'],
    queryFn: ({ signal }) => api<SuspendedList>(LIVE_CAMPAIGN_ENDPOINTS.suspended, { query: { limit: 50 }, signal }),
    staleTime: 0,
    gcTime: 0,
  });
