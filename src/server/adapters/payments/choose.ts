import type { Settings } from '#server/config';
import type { Db } from '#server/db/open';
import { chapaPayments } from './chapa';
import type { PaymentProvider } from './payments';
import { sandboxPayments } from './sandbox';

/** PAYMENTS (config.ts settles the default): Chapa, or the embedded sandbox. */
export function choosePayments(
  config: Pick<Settings, 'payments' | 'chapaSecretKey' | 'chapaApiUrl' | 'chapaWebhookSecret'>,
  db: Db,
): PaymentProvider {
  if (config.payments === 'chapa' && config.chapaSecretKey) {
    return chapaPayments({
      secretKey: config.chapaSecretKey,
      apiUrl: config.chapaApiUrl,
      webhookSecret: config.chapaWebhookSecret,
    });
  }
  return sandboxPayments(db);
}
