import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  ADMIN_ENDPOINTS,
  type AdminUserChange,
  type AdminUserDetail,
  type AdminUserList,
  type AuditList,
  type AuditQuery,
  type MoneyList,
  type MoneyQuery,
  type Overview,
} from '#contract/admin';
import type { Role } from '#contract/enums';
import type { OpsHealth } from '#contract/ops-alerts';
import type { z } from 'zod';
import { api } from '#web/lib/http';
import { textOrJson } from '#web/lib/download';

// The console's data: people, every movement of money and the audit log are private, so every key
// starts with 'admin', a root never written to the device (lib/query-keys.ts); a page leaves memory
// with the tab, and the page on screen stays while the next one loads.
const ROOT = 'admin';
const fresh = { staleTime: 0, gcTime: 0, placeholderData: keepPreviousData } as const;

/** What the console's lists filter by: the contract's query without its paging, as the form holds it. */
export type MoneyFilters = Partial<Record<Exclude<keyof MoneyQuery, 'page' | 'limit'>, string>>;
export type AuditFilters = Partial<Record<Exclude<keyof AuditQuery, 'page' | 'limit'>, string>>;

/** The filters that say something (an empty field filters nothing). */
export const given = <F extends Record<string, string | undefined>>(f: F): F =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v.trim() !== '').map(([k, v]) => [k, v!.trim()])) as F;

type OverviewData = Overview['data'];
export const overviewQuery = (days: 30 | 365) =>
  queryOptions<OverviewData, Error, OverviewData, unknown[]>({
    queryKey: [ROOT, 'overview', days],
    queryFn: ({ signal }) => api<Overview>(ADMIN_ENDPOINTS.overview, { query: { days }, signal }).then((r) => r.data),
    // The other period's figures stay on screen while these load.
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
  });

/** What is broken now: the health page's list, and the count on the console's navigation. */
export const healthQuery = () =>
  queryOptions({
    queryKey: [ROOT, 'health'],
    queryFn: ({ signal }) => api<OpsHealth>(ADMIN_ENDPOINTS.health, { signal }).then((r) => r.data),
    staleTime: 0,
    gcTime: 0,
  });

export const peopleQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: [ROOT, 'people', q, page],
    queryFn: ({ signal }) => api<z.infer<typeof AdminUserList>>(ADMIN_ENDPOINTS.users, { query: given({ q, page: String(page) }), signal }),
    ...fresh,
  });

export const personKey = (id: string) => [ROOT, 'person', id] as const;
export const personQuery = (id: string) =>
  queryOptions({
    queryKey: personKey(id),
    queryFn: ({ signal }) => api<AdminUserDetail>(ADMIN_ENDPOINTS.user(id), { signal }).then((r) => r.data),
    staleTime: 0,
    gcTime: 0,
  });

export const moneyQuery = (filters: MoneyFilters, page: number) =>
  queryOptions({
    queryKey: [ROOT, 'money', filters, page],
    queryFn: ({ signal }) => api<z.infer<typeof MoneyList>>(ADMIN_ENDPOINTS.money, { query: { ...given(filters), page }, signal }),
    ...fresh,
  });

export const auditQuery = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: [ROOT, 'audit', filters, page],
    queryFn: ({ signal }) => api<z.infer<typeof AuditList>>(ADMIN_ENDPOINTS.audit, { query: { ...given(filters), page }, signal }),
    ...fresh,
  });

/** The answer of deactivate, reactivate and role: the person as they are now, what changed, and the server's words. */
export type PersonChange = z.infer<typeof AdminUserChange>;

export const deactivatePerson = (id: string, reason: string) =>
  api<PersonChange>(ADMIN_ENDPOINTS.deactivate(id), { method: 'POST', body: { reason } });
export const reactivatePerson = (id: string) => api<PersonChange>(ADMIN_ENDPOINTS.reactivate(id), { method: 'POST' });
export const setPersonRole = (id: string, role: Role) => api<PersonChange>(ADMIN_ENDPOINTS.role(id), { method: 'PUT', body: { role } });

/**
 * The list's CSV with the same filters, through the API client (it needs the bearer token, so not
 * a bare link): the whole list as text, or the server's refusal as an ApiError.
 */
export const moneyCsv = (filters: MoneyFilters) =>
  api<string>(ADMIN_ENDPOINTS.moneyCsv, { query: given(filters), parseResponse: textOrJson });
