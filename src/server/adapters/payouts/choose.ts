import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { chapaPayouts } from './chapa';
import type { PayoutProvider } from './payouts';
import { sandboxPayouts } from './sandbox';

/** The same choice as payments (choose.ts beside it): Chapa when CHAPA_SECRET_KEY is set, else the sandbox. */
export function choosePayouts(
  config: Pick<Config, 'chapaSecretKey' | 'chapaApiUrl' | 'chapaWebhookSecret' | 'chapaApprovalSecret'>,
  db: Db,
): PayoutProvider {
  if (config.chapaSecretKey) {
    return chapaPayouts({
      secretKey: config.chapaSecretKey,
      apiUrl: config.chapaApiUrl,
      webhookSecret: config.chapaWebhookSecret,
      approvalSecret: config.chapaApprovalSecret,
    });
  }
  return sandboxPayouts(db);
}
