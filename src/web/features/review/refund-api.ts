import { queryOptions } from '@tanstack/react-query';
import { REFUND_ENDPOINTS, type RefundAnswer, type RefundPreviewAnswer } from '#contract/refunds';
import { api } from '#web/lib/http';

/** How much of a campaign can still be refunded (never persisted: a reviewer's read). */
export const refundPreviewQuery = (campaignId: string) =>
  queryOptions({
    queryKey: ['review', 'refund-preview', campaignId],
    queryFn: ({ signal }) => api<RefundPreviewAnswer>(REFUND_ENDPOINTS.preview(campaignId), { signal }).then((r) => r.data),
    staleTime: 0,
  });

export const refundCampaign = (campaignId: string, reason: string) =>
  api<RefundAnswer>(REFUND_ENDPOINTS.campaign(campaignId), { method: 'POST', body: { reason } });
