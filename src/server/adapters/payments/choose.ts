import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { chapaPayments } from './chapa';
import type { PaymentProvider } from './payments';
import { sandboxPayments } from './sandbox';

/** Chapa when CHAPA_SECRET_KEY is set; otherwise the embedded sandbox. */
export function choosePayments(
  config: Pick<Config, 'chapaSecretKey' | 'chapaApiUrl' | 'chapaWebhookSecret'>,
  db: Db,
): PaymentProvider {
  if (config.chapaSecretKey) {
    return chapaPayments({
      secretKey: config.chapaSecretKey,
      apiUrl: config.chapaApiUrl,
      webhookSecret: config.chapaWebhookSecret,
    });
  }
  return sandboxPayments(db);
}
