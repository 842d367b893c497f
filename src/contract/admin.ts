import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';
import { UUID_RE } from './campaign';
import { REFUND_STATUSES } from './refunds';
import { CAMPAIGN_STATUSES, CAMPAIGN_TYPES, CATEGORIES, PAYMENT_STATUSES, ROLES } from './enums';
import { PageMeta, PageQuery } from './page-query';
import { WITHDRAWAL_STATUSES } from './payout';
import { trimmedText } from './zod-helpers';

// The operators' console (issue 46): the reviewers' API over people, money, the overview and
// the audit log. Every route is reviewer-only (requireReviewer) and answers no-store.

export const ADMIN_ENDPOINTS = {
  /** GET ?days=30|365: figures per day, by category and kind; what waits; payouts; the job queue. */
  overview: '/admin/overview',
  /** GET ?q=&page=&limit=: people by name, email or phone. */
  users: '/admin/users',
  /** GET: a person with their campaigns, donations, withdrawals, reports and verification. */
  user: (id: string) => `/admin/users/${id}`,
  /** POST {reason}: every session ends; live campaigns suspended; open payout requests held. */
  deactivate: (id: string) => `/admin/users/${id}/deactivate`,
  /** POST: undoes exactly what the deactivation changed. */
  reactivate: (id: string) => `/admin/users/${id}/reactivate`,
  /** PUT {role}: grants or takes the reviewer's role; the person's sessions end. */
  role: (id: string) => `/admin/users/${id}/role`,
  /** GET ?q=&campaignId=&status=&from=&to=&page=&limit=: donations and payouts in one list. */
  money: '/admin/money',
  /** GET, the same filters: the whole list as CSV. */
  moneyCsv: '/admin/money.csv',
  /** GET ?actor=&action=&targetId=&from=&to=&page=&limit=: who did what, newest first. */
  audit: '/admin/audit',
  /** GET ?from=&to=: per day, what the payment and payout providers report against what we counted. */
  reconciliation: '/admin/reconciliation',
  /** GET: what is broken now and needs an operator (ops-alerts.ts). */
  health: '/admin/health',
} as const;

/** What the audit log records (`action`); the target kind is named beside it. */
export const AUDIT_ACTIONS = [
  'campaign.approve',
  'campaign.reject',
  'campaign.suspend',
  'campaign.reinstate',
  'reports.dismiss',
  'edit.approve',
  'edit.reject',
  'word.remove',
  'payout.approve',
  'payout.reject',
  'payout.held_paid',
  'payout.held_failed',
  'user.deactivate',
  'user.reactivate',
  'user.role',
  /** An organiser's change to a campaign that already holds verified donations. */
  'campaign.edit_after_donations',
  /** An organiser's change of the bank account payouts go to. */
  'campaign.bank_details',
  /** A person proved who they are with Fayda (eSignet); the details say whether the names match. */
  'user.identity_verified',
  /** A person deleted their own account (issue 46; the actor is that person). */
  'account.deleted',
  /** A reviewer refunded a donation (issue 42): the details say how much and through which provider. */
  'donation.refund',
  /** A team page removed by the campaign's organiser, its creator or a reviewer (issue 44). */
  'team.remove',
  /** Treasurers (issue 42): an organiser invites or removes one, a person accepts, a treasurer decides a withdrawal. */
  'treasurer.invite',
  'treasurer.remove',
  'treasurer.accept',
  'payout.treasurer_approve',
  'payout.treasurer_refuse',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGETS = ['campaign', 'edit', 'donation', 'withdrawal', 'user', 'team'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export const ADMIN_REASON_MAX = 500;
export const ADMIN_SEARCH_MAX = 100;

export const AdminUserParams = z.object({ id: z.string().regex(UUID_RE, { error: () => m.adm_user_id_invalid() }) });

const optionalUuid = (name: string) =>
  z
    .string()
    .regex(UUID_RE, { error: () => m.adm_id_invalid({ name }) })
    .transform((s) => s.toLowerCase())
    .optional();
const search = z
  .string()
  .trim()
  .max(ADMIN_SEARCH_MAX, { error: () => m.adm_search_too_long({ max: ADMIN_SEARCH_MAX }) })
  .optional()
  .transform((s) => s || undefined);
/** A day (YYYY-MM-DD, Addis Ababa's): `from` counts from its start, `to` to its end. */
const day = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => m.adm_date_invalid({ name }) })
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), { error: () => m.adm_date_invalid({ name }) })
    .optional();
const periodShape = { from: day('from'), to: day('to') };
const fromNotAfterTo: [(q: { from?: string; to?: string }) => boolean, { error: () => string; path: string[] }] = [
  (q) => !q.from || !q.to || q.from <= q.to,
  { error: () => m.adm_from_after_to(), path: ['from'] },
];

export const AuditQuery = PageQuery.extend({
  actor: optionalUuid('actor'),
  action: z.enum(AUDIT_ACTIONS, { error: () => m.adm_action_invalid() }).optional(),
  targetId: z.string().trim().max(64).optional().transform((s) => s || undefined),
  ...periodShape,
}).refine(...fromNotAfterTo);
export type AuditQuery = z.output<typeof AuditQuery>;

export const UsersQuery = PageQuery.extend({ q: search });
export type UsersQuery = z.output<typeof UsersQuery>;

/** A movement's status: a donation's (PENDING, VERIFIED, FAILED) or a payout's (REQUESTED … REJECTED). */
export const MONEY_STATUSES = [...new Set([...PAYMENT_STATUSES, ...WITHDRAWAL_STATUSES, ...REFUND_STATUSES])] as [string, ...string[]];
const moneyFilters = {
  q: search,
  campaignId: optionalUuid('campaignId'),
  status: z.enum(MONEY_STATUSES, { error: () => m.adm_status_invalid() }).optional(),
  ...periodShape,
};
export const MoneyQuery = PageQuery.extend(moneyFilters).refine(...fromNotAfterTo);
export type MoneyQuery = z.output<typeof MoneyQuery>;
/** The CSV's filters: the list's without paging. */
export const MoneyCsvQuery = z.object(moneyFilters).refine(...fromNotAfterTo);

export const OverviewQuery = z.object({
  days: z
    .preprocess((v) => (v === undefined || v === '' ? '30' : v), z.enum(['30', '365'], { error: () => m.adm_days_invalid() }))
    .transform(Number),
});

export const DeactivateBody = z.object({
  reason: trimmedText({
    label: () => m.adm_reason_label(),
    max: ADMIN_REASON_MAX,
    required: () => m.adm_reason_required(),
    tooLong: () => m.adm_reason_too_long({ max: ADMIN_REASON_MAX }),
    multiline: true,
  }),
});
export const RoleBody = z.object({ role: z.enum(ROLES, { error: () => m.adm_role_invalid() }) });

export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditList = z.object({ data: z.array(AuditEntry), meta: PageMeta });

export const AdminUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  createdAt: z.string(),
  deactivatedAt: z.string().nullable(),
  deactivatedReason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUserList = z.object({ data: z.array(AdminUser), meta: PageMeta });

export const AdminUserDetail = z.object({
  data: z.object({
    user: AdminUser,
    /** Their account is confirmed (email or phone); Birr has no other identity check yet. */
    verification: z.object({ accountVerified: z.boolean(), google: z.boolean() }),
    campaigns: z.array(
      z.object({ id: z.string(), title: z.string(), status: z.enum(CAMPAIGN_STATUSES), raisedAmount: z.number(), goalAmount: z.number(), createdAt: z.string() }),
    ),
    donations: z.array(
      z.object({ id: z.string(), campaignId: z.string(), amount: z.number(), status: z.enum(PAYMENT_STATUSES), txRef: z.string(), createdAt: z.string() }),
    ),
    withdrawals: z.array(
      z.object({ id: z.string(), campaignId: z.string(), amount: z.number(), status: z.enum(WITHDRAWAL_STATUSES), reference: z.string().nullable(), createdAt: z.string() }),
    ),
    /** Reports they filed. */
    reports: z.array(z.object({ id: z.string(), campaignId: z.string(), reason: z.string(), status: z.string(), createdAt: z.string() })),
  }),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

/** The answer of deactivate, reactivate and role: the person as they are now, and what changed. */
export const AdminUserChange = z.object({
  data: z.object({ user: AdminUser, campaignsChanged: z.number().int(), withdrawalsChanged: z.number().int() }),
  message: z.string(),
});

export const MoneyRow = z.object({
  kind: z.enum(['donation', 'payout', 'refund']),
  id: z.string(),
  campaignId: z.string(),
  campaignTitle: z.string(),
  /** The donor's or the organiser's account, when there is one. */
  userId: z.string().nullable(),
  name: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  /** Our reference (a donation's tx_ref, a transfer's reference) and the provider's. */
  reference: z.string().nullable(),
  providerReference: z.string().nullable(),
  provider: z.string().nullable(),
  at: z.string(),
});
export type MoneyRow = z.infer<typeof MoneyRow>;
export const MoneyList = z.object({ data: z.array(MoneyRow), meta: PageMeta });

const DayFigure = z.object({ day: z.string(), raised: z.number(), donations: z.number().int(), campaigns: z.number().int(), people: z.number().int() });
export const Overview = z.object({
  data: z.object({
    days: z.number().int(),
    from: z.string(),
    to: z.string(),
    totals: z.object({ raised: z.number(), fees: z.number(), donations: z.number().int(), campaigns: z.number().int(), people: z.number().int() }),
    perDay: z.array(DayFigure),
    byCategory: z.array(z.object({ category: z.enum(CATEGORIES), raised: z.number(), donations: z.number().int(), campaigns: z.number().int() })),
    byKind: z.array(z.object({ kind: z.enum(CAMPAIGN_TYPES), raised: z.number(), donations: z.number().int(), campaigns: z.number().int() })),
    waiting: z.array(z.object({ kind: z.enum(['campaigns', 'withdrawals', 'reports', 'edits']), count: z.number().int(), oldestAt: z.string().nullable() })),
    payouts: z.object({ paid: z.number().int(), paidAmount: z.number(), failed: z.number().int(), failedAmount: z.number() }),
    /** Jobs waiting or retrying in the queue (null when the queue has not been started on this database). */
    jobQueue: z.object({ waiting: z.number().int(), failed: z.number().int() }).nullable(),
    generatedAt: z.string(),
  }),
});
export type Overview = z.infer<typeof Overview>;

/** A reconciliation covers at most this many days (both ends included). */
export const RECONCILIATION_MAX_DAYS = 92;
/** Days from `from` to `to`, both included (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
export const ReconciliationQuery = z
  .object(periodShape)
  .refine(...fromNotAfterTo)
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) <= RECONCILIATION_MAX_DAYS, {
    error: () => m.adm_range_too_long({ max: RECONCILIATION_MAX_DAYS }),
    path: ['to'],
  });
export type ReconciliationQuery = z.output<typeof ReconciliationQuery>;

/**
 * How a movement differs: the provider has one we have not counted (`missing_here`), we counted
 * one the provider does not have (`missing_at_provider`), or both have it with another amount or
 * another outcome.
 */
export const RECONCILIATION_DIFFERENCES = ['missing_here', 'missing_at_provider', 'amount', 'status'] as const;
export type ReconciliationDifferenceKind = (typeof RECONCILIATION_DIFFERENCES)[number];
/** Money in (donations) and money out (payouts). */
export const RECONCILIATION_SIDES = ['in', 'out'] as const;
export type ReconciliationSide = (typeof RECONCILIATION_SIDES)[number];

const Tally = z.object({ count: z.number().int(), amount: z.number() });
/**
 * What one side (our records, the provider's) says of a movement: its amount (null: not an amount)
 * in `currency` (null: the provider named none) and outcome. A gift paid abroad is compared in the
 * currency it was paid in, as the provider lists it; ours then also says the Birr it credited (`birr`).
 */
const Stand = z.object({ amount: z.number().nullable(), currency: z.string().nullable(), status: z.string(), birr: z.number().nullable().optional() });
export const ReconciliationDifference = z.object({
  side: z.enum(RECONCILIATION_SIDES),
  kind: z.enum(RECONCILIATION_DIFFERENCES),
  day: z.string(),
  /** Our reference (a donation's tx_ref, a transfer's reference) and the provider's, where known. */
  reference: z.string().nullable(),
  providerReference: z.string().nullable(),
  /** Our record (a donation or a payout) and its campaign, when we have one. */
  recordId: z.string().nullable(),
  campaignId: z.string().nullable(),
  ours: Stand.nullable(),
  provider: Stand.nullable(),
});
export type ReconciliationDifference = z.infer<typeof ReconciliationDifference>;
/** One day and side: what we counted (verified donations, paid payouts) and what the provider reports as done (null: it could not be asked). */
const DaySide = z.object({ counted: Tally, provider: Tally.nullable(), differences: z.number().int() });
export const ReconciliationDay = z.object({ day: z.string(), in: DaySide, out: DaySide });
export type ReconciliationDay = z.infer<typeof ReconciliationDay>;
/** Which provider answered for a side; when it could not be asked, why (`message` for people, `detail` the provider's own words). */
const ProviderState = z.object({ name: z.enum(['sandbox', 'chapa']), available: z.boolean(), message: z.string().nullable(), detail: z.string().nullable() });
export const Reconciliation = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    providers: z.object({ in: ProviderState, out: ProviderState }),
    days: z.array(ReconciliationDay),
    differences: z.array(ReconciliationDifference),
    generatedAt: z.string(),
  }),
});
export type Reconciliation = z.infer<typeof Reconciliation>;
