import type { DonorField } from '#contract/donation';
import { parseCents } from '#contract/money';

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
  /** The provider's words, for the record when a payment fails. */
  message?: string;
};

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly name: 'sandbox' | 'chapa';
  /** Donor details this provider needs to start a checkout; the form asks for them, the server insists. */
  readonly requiredFields: readonly DonorField[];
  initialize(req: CheckoutRequest): Promise<{ checkoutUrl: string }>;
  verify(txRef: string): Promise<Verification>;
  /**
   * Authenticates a webhook by its signature over the raw body; returns the transaction
   * reference it names, or null when the signature is missing or wrong. The caller still
   * verifies with the provider before believing anything the body says.
   */
  webhookTxRef?(rawBody: Buffer, headers: WebhookHeaders): string | null;
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
