import type { PayoutDestination } from '#contract/banks';
import type { PayoutFailureCode } from '#contract/payout';
import type { ListRange, ListedMovement, ProviderStatus, WebhookHeaders } from '../payments/payments';

export { ProviderError } from '../payments/payments';

/**
 * A payout provider, as the payouts service sees it: send money to a bank account under our
 * unique reference, and say what became of it. Amounts are strings with two decimals ("1500.00").
 */
export type TransferRequest = {
  /** Ours, unique per withdrawal; the provider refuses a second transfer with it. */
  reference: string;
  amount: string;
  currency: string;
  /** A payout destination's id (contract/banks.ts): one of the spec's five banks, another bank or a wallet. */
  bankName: string;
  holderName: string;
  accountNumber: string;
};

export type TransferOutcome = {
  /** success: paid; failed: refused or reversed; pending: accepted, not settled yet. */
  status: ProviderStatus;
  amount?: string;
  currency?: string;
  providerReference?: string;
  /** Why a `failed` transfer failed, translated when the organiser is told (never shown as is). */
  code?: PayoutFailureCode;
  /** The provider's own words, in English, for operators and logs. */
  message?: string;
};

/**
 * What a transfer-approval callback asks about, once its signature is good: the payouts service
 * approves only when every field is there and matches the withdrawal. `bankName` is our bank the
 * provider's bank denotes (null when it names none of ours, a wallet say).
 */
export type ApprovalQuery = { reference: string; amount?: string; accountNumber?: string; accountName?: string; bankName?: string | null };

/** A destination as the provider lists it: ours (contract/banks.ts) and the provider's own code for it. */
export type ProviderDestination = PayoutDestination & { providerCode: string };

export interface PayoutProvider {
  readonly name: 'sandbox' | 'chapa';
  /**
   * Starts the transfer. Throws ProviderError when the provider cannot be reached (try again
   * later, with the same reference); a refusal is a `failed` outcome.
   */
  transfer(req: TransferRequest): Promise<TransferOutcome>;
  /** Where the transfer stands now (pending when the provider does not know it yet). */
  verify(reference: string): Promise<TransferOutcome>;
  /** The provider asks whether we really started this transfer: null when its signature is wrong. */
  approvalQuery?(rawBody: Buffer, headers: WebhookHeaders): Promise<ApprovalQuery | null>;
  /** A signed payout webhook's reference, or null when the signature is missing or wrong. */
  webhookReference?(rawBody: Buffer, headers: WebhookHeaders): string | null;
  /**
   * Every transfer the provider recorded in the period, whatever became of it (reconciliation).
   * Throws ProviderError when the provider cannot be asked or answers something unreadable.
   */
  listTransfers(range: ListRange): Promise<ListedMovement[]>;
  /**
   * Every bank and wallet the provider pays to now (issue 44); absent when it has no list (the
   * sandbox: contract/banks.ts FALLBACK_DESTINATIONS). Throws ProviderError when it cannot be asked.
   */
  destinations?(): Promise<ProviderDestination[]>;
}
