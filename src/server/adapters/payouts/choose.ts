import type { Settings } from '#server/config';
import type { Db } from '#server/db/open';
import { chapaPayouts } from './chapa';
import type { PayoutProvider } from './payouts';
import { sandboxPayouts } from './sandbox';

/** The same choice as payments (PAYMENTS, see payments/choose.ts): Chapa Transfers, or the embedded sandbox. */
export function choosePayouts(
  config: Pick<Settings, 'payments' | 'chapaSecretKey' | 'chapaApiUrl' | 'chapaWebhookSecret' | 'chapaApprovalSecret'>,
  db: Db,
): PayoutProvider {
  if (config.payments === 'chapa' && config.chapaSecretKey) {
    return chapaPayouts({
      secretKey: config.chapaSecretKey,
      apiUrl: config.chapaApiUrl,
      webhookSecret: config.chapaWebhookSecret,
      approvalSecret: config.chapaApprovalSecret,
    });
  }
  return sandboxPayouts(db);
}
