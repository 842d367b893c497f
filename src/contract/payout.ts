import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';
import { CURRENCY, hasAtMostTwoDecimals, toCents } from './money';
import { typedAmount } from './money-field';
import { Paginated } from './page-query';
import { trimmedText } from './zod-helpers';

/** A campaign's money, as its organiser and reviewers see it: decimal strings would do, numbers read easier. */
export const Balance = z.object({
  raised: z.number(),
  fees: z.number(),
  paidOut: z.number(),
  inFlight: z.number(),
  available: z.number(),
  currency: z.literal(CURRENCY),
});
export type Balance = z.infer<typeof Balance>;
export const BalanceResponse = z.object({ data: Balance });
export type BalanceResponse = z.infer<typeof BalanceResponse>;

/**
 * REQUESTED → APPROVED → PAID | FAILED, or REQUESTED → REJECTED. FAILED puts the amount back in
 * available. HELD: the provider says it sent another amount; counted in flight until a person decides.
 * AWAITING_TREASURERS (issue 42): a campaign with treasurers starts each request here; a majority
 * of them approving makes it REQUESTED (the reviewers' turn), one refusal makes it REJECTED.
 */
export const WITHDRAWAL_STATUSES = ['AWAITING_TREASURERS', 'REQUESTED', 'APPROVED', 'HELD', 'PAID', 'FAILED', 'REJECTED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** Statuses whose amount is still owed to the bank (counted as in flight). */
export const IN_FLIGHT_STATUSES = ['AWAITING_TREASURERS', 'REQUESTED', 'APPROVED', 'HELD'] as const satisfies readonly WithdrawalStatus[];

/**
 * Why a transfer failed, as the payout adapters say it (issue 27): a code, put into words in the
 * reader's language when shown (the organiser's email or SMS, the payouts list). The provider's own
 * words stay in the withdrawal's `reason` for operators. A code this version does not know (a row
 * from a newer one, an old row) is shown as `unknown`.
 */
export const PAYOUT_FAILURE_CODES = [
  'account_refused',
  'bank_not_supported',
  'account_number_length',
  'provider_refused',
  'transfer_failed',
  'amount_mismatch',
  'unknown',
] as const;
export type PayoutFailureCode = (typeof PAYOUT_FAILURE_CODES)[number];

export const payoutFailureCode = (code: string | null | undefined): PayoutFailureCode =>
  (PAYOUT_FAILURE_CODES as readonly string[]).includes(code ?? '') ? (code as PayoutFailureCode) : 'unknown';

/** The words for a failure code, in the current language (never evaluated at module load). */
export function payoutFailureText(code: string | null | undefined): string {
  switch (payoutFailureCode(code)) {
    case 'account_refused':
      return m.payout_failure_account_refused();
    case 'bank_not_supported':
      return m.payout_failure_bank_not_supported();
    case 'account_number_length':
      return m.payout_failure_account_number_length();
    case 'provider_refused':
      return m.payout_failure_provider_refused();
    case 'transfer_failed':
      return m.payout_failure_transfer_failed();
    case 'amount_mismatch':
      return m.payout_failure_amount_mismatch();
    case 'unknown':
      return m.payout_failure_unknown();
  }
}

/** One treasurer's say on a withdrawal (issue 42): who (first name and initial) and when. */
export const TreasurerDecision = z.object({
  treasurerId: z.string(),
  name: z.string(),
  approve: z.boolean(),
  /** A refusal's reason, as the treasurer wrote it. */
  reason: z.string().optional(),
  at: z.string(),
});
export type TreasurerDecision = z.infer<typeof TreasurerDecision>;
/** The treasurers' part in a withdrawal: how many approvals it needs, and each decision so far. */
export const TreasurerReview = z.object({
  needed: z.number().int(),
  approvals: z.number().int(),
  decisions: z.array(TreasurerDecision),
});
export type TreasurerReview = z.infer<typeof TreasurerReview>;

export const Withdrawal = z.object({
  id: z.string(),
  campaignId: z.string(),
  amount: z.number(),
  status: z.enum(WITHDRAWAL_STATUSES),
  createdAt: z.string(),
  bank: z.object({ bankName: z.string(), holderName: z.string(), accountNumberMasked: z.string() }),
  /** A rejection's reason (the reviewer's words), or the provider's words on a failed transfer. */
  reason: z.string().optional(),
  /** Why a FAILED transfer failed; show it with payoutFailureText. */
  failureCode: z.enum(PAYOUT_FAILURE_CODES).optional(),
  reference: z.string().optional(),
  /** On a campaign with treasurers: their decisions (issue 42). */
  treasurers: TreasurerReview.optional(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

/** A withdrawal in the reviewers' queue: with the campaign it is for. */
export const ReviewWithdrawal = Withdrawal.extend({
  /** `suspended`: nothing is approved or sent until a reviewer reinstates the campaign. */
  campaign: z.object({ id: z.string(), title: z.string(), suspended: z.boolean() }),
  balance: Balance,
  /** HELD: what the provider says it sent (ours is `amount`). */
  providerAmount: z.number().optional(),
});
export type ReviewWithdrawal = z.infer<typeof ReviewWithdrawal>;

/** GET /campaign/{id}/withdrawals: the campaign's withdrawals, newest first. */
export const WithdrawalList = z.object({ data: z.array(Withdrawal) });
export type WithdrawalList = z.infer<typeof WithdrawalList>;
/** A withdrawal requested or decided, with what happened in the reader's language. */
export const WithdrawalAnswer = z.object({ data: Withdrawal, message: z.string() });
export type WithdrawalAnswer = z.infer<typeof WithdrawalAnswer>;
/** POST /campaign/{id}/close: the campaign, now COMPLETED. */
export const CampaignClosed = z.object({
  data: z.object({ id: z.string(), status: z.literal('COMPLETED') }),
  message: z.string(),
});
/** GET /review/withdrawals: a page of the reviewers' queue. */
export const ReviewWithdrawalList = Paginated(ReviewWithdrawal);
export type ReviewWithdrawalList = z.infer<typeof ReviewWithdrawalList>;

export const PAYOUT_ENDPOINTS = {
  balance: (campaignId: string) => `/campaign/${campaignId}/balance`,
  /** POST {amount} with an Idempotency-Key; GET lists them, newest first. */
  withdrawals: (campaignId: string) => `/campaign/${campaignId}/withdrawals`,
  close: (campaignId: string) => `/campaign/${campaignId}/close`,
  queue: '/review/withdrawals',
  approve: (id: string) => `/review/withdrawals/${id}/approve`,
  reject: (id: string) => `/review/withdrawals/${id}/reject`,
  /** A HELD payout, settled by a reviewer: POST {reason}. */
  markPaid: (id: string) => `/review/withdrawals/${id}/paid`,
  markFailed: (id: string) => `/review/withdrawals/${id}/failed`,
} as const;

/**
 * The smallest payout asked for, in Birr (issue 40): a request costs a reviewer's look and a bank
 * transfer, so dust is refused; a balance below it can still be taken out whole.
 */
export const MIN_WITHDRAWAL = 100;

/** Whether `cents` may be asked for out of `availableCents`: at least the minimum, or all of a smaller balance. */
export const meetsMinimum = (cents: number, availableCents: number) => cents >= Math.min(toCents(MIN_WITHDRAWAL), availableCents);

/** A withdrawal still waiting for a decision or for its money to arrive: one per campaign at a time. */
export const isOpenWithdrawal = (status: WithdrawalStatus) => (IN_FLIGHT_STATUSES as readonly string[]).includes(status);

/** Largest amount we accept in one request (numeric(14,2) holds more; this catches typos). */
export const MAX_WITHDRAWAL = 100_000_000;

/** POST /campaign/{id}/withdrawals body: a positive amount in Birr with at most two decimals. */
export const WithdrawalRequest = z.object({
  amount: typedAmount(() => m.payout_amount_number())
    .refine((n) => Number.isFinite(n), { error: () => m.payout_amount_number() })
    .refine((n) => n > 0, { error: () => m.payout_amount_positive() })
    .refine((n) => n <= MAX_WITHDRAWAL, { error: () => m.payout_amount_too_large() })
    .refine(hasAtMostTwoDecimals, { error: () => m.payout_amount_decimals() }),
});
export type WithdrawalRequest = z.input<typeof WithdrawalRequest>;

export const WithdrawalRejectBody = z.object({
  reason: trimmedText({
    label: () => 'Reason',
    max: 1000,
    multiline: true,
    required: () => m.payout_reason_required(),
    tooLong: () => m.payout_reason_too_long(),
  }),
});

/** How a reviewer checked a HELD payout (with the provider, the bank): their words, kept on it. */
export const HeldDecisionBody = z.object({
  reason: trimmedText({
    label: () => 'Reason',
    max: 1000,
    multiline: true,
    required: () => m.payout_held_reason_required(),
    tooLong: () => m.payout_reason_too_long(),
  }),
});

/** "1000123456789" → "•••• 6789": enough for the organiser to recognise their account. */
export const maskAccount = (n: string) => `•••• ${n.slice(-4)}`;
