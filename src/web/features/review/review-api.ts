import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { REVIEW_ENDPOINTS, type ReviewDocument, type ReviewList } from '../../../contract/review';
import { api } from '../../lib/http';

// The review queue holds private details (bank accounts, contact numbers): 'review' is one of the
// query roots never written to the device (lib/query-keys.ts), and it leaves memory with the page.
export const reviewQuery = (page: number) =>
  queryOptions({
    queryKey: ['review', page],
    queryFn: ({ signal }) => api<ReviewList>(REVIEW_ENDPOINTS.list, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
  });

export const approveCampaign = (id: string) => api<{ message: string }>(REVIEW_ENDPOINTS.approve(id), { method: 'POST' });
export const rejectCampaign = (id: string, reason: string) =>
  api<{ message: string }>(REVIEW_ENDPOINTS.reject(id), { method: 'POST', body: { reason } });

/** A short-lived address that opens a private document without the bearer token (from the link path the server gave). */
export const documentLink = (doc: Pick<ReviewDocument, 'linkPath'>) => api<{ url: string; expiresAt: string }>(doc.linkPath);
