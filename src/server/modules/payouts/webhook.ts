import type { WebhookHeaders } from '#server/adapters/payments/payments';
import { ProviderError } from '#server/adapters/payouts/payouts';
import { settleWithdrawal, type PayoutContext } from './transfers';

export type WebhookAnswer = { status: number; body: Record<string, unknown> };

/**
 * A payout webhook: the signature over the raw bytes first, then the transfer is verified with the
 * provider (never believed from the body) and settled once. Null when it is not a signed payout
 * event, so the caller can answer for other events (Chapa sends all events to one URL).
 */
export async function payoutWebhook(ctx: PayoutContext, raw: Buffer, headers: WebhookHeaders): Promise<WebhookAnswer | null> {
  const reference = ctx.payouts.webhookReference?.(raw, headers) ?? null;
  if (!reference) return null;
  try {
    await settleWithdrawal(ctx, reference);
  } catch (err) {
    // Not one of ours (another integration on the same account): acknowledged, nothing to do.
    if ((err as { statusCode?: number }).statusCode === 404) return { status: 200, body: { received: true } };
    if (err instanceof ProviderError) {
      ctx.log.warn({ err }, `Payout webhook for ${reference}: verify failed; Chapa will retry`);
      return { status: 502, body: { message: 'Could not verify the transfer; please retry' } };
    }
    throw err;
  }
  return { status: 200, body: { received: true } };
}
