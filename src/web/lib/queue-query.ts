import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from './http';

/**
 * One page of a reviewers' queue. Its rows hold private details (bank accounts, contact numbers):
 * the key starts with a root never written to the device (query-keys.ts), a page leaves memory
 * with the tab (gcTime 0), and the page on screen stays while the next one loads.
 */
export const queuePageQuery = <T>(key: readonly string[], path: string, page: number) =>
  queryOptions({
    queryKey: [...key, page],
    queryFn: ({ signal }) => api<T>(path, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
  });
