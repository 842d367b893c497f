import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/http';

export type MeBrief = {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  profilePicture: string | null;
  isVerified: boolean;
};

/** The signed-in user's brief, keyed by account so a different sign-in never shows the last one's name. */
export const meQuery = (identifier: string) =>
  queryOptions({
    queryKey: ['me', identifier],
    queryFn: async ({ signal }) => (await api<{ data: MeBrief }>('/user/me', { signal })).data,
    staleTime: 5 * 60_000,
    retry: false,
  });
