import { queryOptions } from '@tanstack/react-query';
import type { MeResponse } from '#contract/user';
import { USER_ENDPOINTS } from '#contract/user-paths';
// The lazy door (./api): the navbar and campaign pages use this on the first view.
import { api } from './api';

/**
 * The signed-in user (GET /user/me): one factory and one cache entry for the navbar's greeting,
 * the donation form's prefill and the profile, keyed by account so a different sign-in never shows
 * the last one's name. Never persisted to disk (query-persist-dexie skips "me"). The profile asks
 * afresh when it opens (`refetchOnMount: 'always'`); a part that needs a slice adds `select`.
 */
export const meQuery = (identifier: string) =>
  queryOptions({
    queryKey: ['me', identifier],
    queryFn: async ({ signal }) => (await api<MeResponse>(USER_ENDPOINTS.me, { signal })).data,
    staleTime: 5 * 60_000,
    retry: 1,
  });
