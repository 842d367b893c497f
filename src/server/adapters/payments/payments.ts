import type { DonorField } from '#contract/donation';
import { centsToDecimal, parseCents } from '#contract/money';
import type { DirectCharger } from './direct-charge';

/**
 * A payment provider, as the donation service sees it: start a hosted checkout, and say what
 * became of a transaction. Amounts travel as strings with two decimals ("1500.00"), the way
 * both our database and Chapa's API carry them, so no float ever decides what was paid.
 */
export type CheckoutRequest = {
  /** Our own origin (PUBLIC_URL or the request's), for pages we serve ourselves. */
  origin: string;
  txRef: string;
  amount: string;
  currency: string;
  /** Empty when the donor gave none (only for a provider that does not require it). */
  email: string;
  firstName: string;
  lastName: string;
  /** Shown on the checkout page. */
  campaignTitle: string;
  /** Where the donor's browser goes after paying or cancelling. */
  returnUrl: string;
  /** Where the provider calls us back (server to server) when the payment settles. */
  callbackUrl: string;
};

/** success: paid; failed: declined, cancelled or reversed; pending: not settled (or not known yet). */
export type ProviderStatus = 'success' | 'failed' | 'pending';

export type Verification = {
  status: ProviderStatus;
  /** What the provider says was charged, "1500.00"; absent when it does not know the transaction. */
  amount?: string;
  currency?: string;
  /** The provider's own reference for the charge. */
  reference?: string;
  /**
   * For a charge in a foreign currency (issue 43): the Birr for one unit the provider says it
   * applied, when it says one; the donation's quoted rate stands otherwise.
   */
  rate?: string;
  /** The provider's words, for the record when a payment fails. */
  message?: string;
};

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** Give a donor back a paid transaction, whole (issue 42). */
export type RefundRequest = {
  txRef: string;
  /** Ours, unique per refund: asked again with it, the provider refunds nothing twice. */
  reference: string;
  reason: string;
  /** Everything the donor paid, "1500.00". */
  amount: string;
  currency: string;
};

/** done: the provider refunded it (now or earlier under the same reference); refused: it will not. */
export type RefundOutcome = { status: 'done'; providerReference?: string } | { status: 'refused'; message: string };

/** A period of the provider's records: from `from` (included) up to `to` (excluded). */
export type ListRange = { from: Date; to: Date };

/**
 * One movement as the provider's own records list it, for reconciliation: a charge (payments) or
 * a transfer (payouts).
 */
export type ListedMovement = {
  /** Ours (a donation's tx_ref, a transfer's reference), when the provider's list carries it. */
  reference: string | null;
  /** The provider's own reference. */
  providerReference: string | null;
  /** Two decimals ("1500.00"); null when the provider's amount is not one. */
  amount: string | null;
  currency: string | null;
  status: ProviderStatus;
  /** When the provider recorded it. */
  at: Date;
};

export interface PaymentProvider {
  readonly name: 'sandbox' | 'chapa';
  /** Donor details this provider needs to start a checkout; the form asks for them, the server insists. */
  readonly requiredFields: readonly DonorField[];
  /** The origin of its hosted checkout, when not ours: a plain form is redirected there (CSP form-action). */
  readonly checkoutOrigin?: string;
  initialize(req: CheckoutRequest): Promise<{ checkoutUrl: string }>;
  verify(txRef: string): Promise<Verification>;
  /** Refunds a paid transaction; a ProviderError when the provider could not be reached (try again). */
  refund(req: RefundRequest): Promise<RefundOutcome>;
  /**
   * Authenticates a webhook by its signature over the raw body; returns the transaction
   * reference it names, or null when the signature is missing or wrong. The caller still
   * verifies with the provider before believing anything the body says.
   */
  webhookTxRef?(rawBody: Buffer, headers: WebhookHeaders): string | null;
  /**
   * Every charge the provider recorded in the period, whatever became of it (reconciliation).
   * Throws ProviderError when the provider cannot be asked or answers something unreadable.
   */
  listTransactions(range: ListRange): Promise<ListedMovement[]>;
  /** Charging a wallet on Birr's own page (issue 43, direct-charge.ts); absent when this provider cannot here. */
  readonly directCharge?: DirectCharger;
}

/** The provider could not be reached or refused the request; the donor sees a retry message. */
export class ProviderError extends Error {}

/** What a provider says it took, "1500" | 1500 | "1,500.00", in cents; null when it is not an amount. */
export function amountToCents(value: unknown): number | null {
  const amount = typeof value === 'string' ? value.replace(/,/g, '').trim() : value;
  if (typeof amount !== 'number' && typeof amount !== 'string') return null;
  const cents = parseCents(amount);
  return cents !== null && cents >= 0 ? cents : null;
}

/** A listed amount ("1500", 1500, "1,500.000") as two decimals, "1500.00"; null when it is not an amount in cents. */
export function listedAmount(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim().replace(/(\.\d{2})0+$/, '$1') : value;
  const cents = amountToCents(text);
  return cents === null ? null : centsToDecimal(cents);
}

/** A listed time, or null when the provider gave none that reads as one. */
export function listedAt(value: unknown): Date | null {
  const at = typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

export const withinRange = (range: ListRange) => (m: ListedMovement) => m.at >= range.from && m.at < range.to;
