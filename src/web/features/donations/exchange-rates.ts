import { queryOptions } from '@tanstack/react-query';
import type { ExchangeRates } from '#contract/exchange';
import { EXCHANGE_ENDPOINTS } from '#contract/exchange-paths';
import { api } from '#web/lib/http';

/** Today's dollar rate for the donation form (issue 43); the server refreshes it hourly. */
export const exchangeRatesQuery = queryOptions({
  queryKey: ['exchange-rates'],
  queryFn: ({ signal }) => api<ExchangeRates>(EXCHANGE_ENDPOINTS.rates, { signal }).then((r) => r.data),
  staleTime: 10 * 60 * 1000,
});

/**
 * Whether this browser is likely abroad, to choose dollars first: a named time zone whose offset
 * now is not Ethiopia's (UTC+3). A bare UTC, as headless browsers and some private ones report,
 * says nothing. Only a first choice: paying in Birr is always offered.
 */
export function looksAbroad(): boolean {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  if (!zone || /^(UTC|GMT|Etc\/)/.test(zone)) return false;
  return new Date().getTimezoneOffset() !== -180;
}
