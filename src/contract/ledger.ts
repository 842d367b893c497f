import { z } from 'zod';
import { CURRENCY } from './money';
import { WITHDRAWAL_STATUSES } from './payout';

/**
 * A campaign's open books (issue 42): GET /campaign/{id}/ledger, public, as visible as the
 * campaign. Amounts in Birr with two decimals, and always
 * raised − fees − refunded − paidOut − inFlight = available.
 *
 * - raised: everything donors gave (verified gifts, including those later refunded);
 * - fees: Birr's service fee on the gifts it kept — a refunded gift's fee is given back with it,
 *   so fees drop when a gift is refunded;
 * - refunded: what donors got back, everything each refunded donor paid; so raised − fees −
 *   refunded is what the kept gifts brought the campaign, and Birr bears the refunded fees;
 * - paidOut: sent to the organiser's bank; inFlight: asked for (awaiting treasurers or reviewers),
 *   approved or held, not yet sent;
 * - donations: how many gifts `raised` counts.
 */
export const LEDGER_PAYOUT_STATUSES = ['AWAITING_TREASURERS', 'REQUESTED', 'APPROVED', 'HELD', 'PAID'] as const satisfies readonly (typeof WITHDRAWAL_STATUSES)[number][];

export const LedgerPayout = z.object({
  amount: z.number(),
  status: z.enum(LEDGER_PAYOUT_STATUSES),
  /** When it was sent (PAID), else when it was asked for. */
  at: z.string(),
  bank: z.string(),
  /** Only the last four digits: "•••• 1234". */
  account: z.string(),
  /** The provider's transfer reference, once the provider gave one. */
  reference: z.string().nullable(),
});

export const LedgerRefund = z.object({
  /** What the donor got back: everything they paid. */
  amount: z.number(),
  at: z.string(),
  /** The reviewer's reason, as given. */
  reason: z.string(),
});

export const Ledger = z.object({
  currency: z.literal(CURRENCY),
  raised: z.number(),
  fees: z.number(),
  refunded: z.number(),
  paidOut: z.number(),
  inFlight: z.number(),
  available: z.number(),
  donations: z.number().int(),
  /** Paid and in-flight payouts, newest first. */
  payouts: z.array(LedgerPayout),
  /** Refunds, newest first. */
  refunds: z.array(LedgerRefund),
});
export type Ledger = z.infer<typeof Ledger>;
export const LedgerResponse = z.object({ data: Ledger });
export type LedgerResponse = z.infer<typeof LedgerResponse>;
