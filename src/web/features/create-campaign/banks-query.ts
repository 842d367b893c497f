import { queryOptions } from '@tanstack/react-query';
import { FALLBACK_DESTINATIONS, type BankList, type PayoutDestination } from '#contract/banks';
import { BANK_ENDPOINTS } from '#contract/banks-paths';
import { api } from '#web/lib/http';

/**
 * Where payouts can go (issue 44): the server's list (Chapa's banks and wallets). The wizard works
 * offline, so until the list arrives, or when it cannot, the fixed list shipped with the app stands
 * in (the spec's five, the other Ethiopian banks, telebirr, CBE Birr, M-Pesa; no account lengths).
 */
export const banksQuery = () =>
  queryOptions({
    queryKey: ['banks'],
    queryFn: ({ signal }) => api<BankList>(BANK_ENDPOINTS.list, { signal }).then((r) => r.data),
    // Kept when the request fails (offline), and asked for at once (dated long ago).
    initialData: FALLBACK_DESTINATIONS as PayoutDestination[],
    initialDataUpdatedAt: 0,
    staleTime: 60 * 60_000,
    retry: 1,
  });
