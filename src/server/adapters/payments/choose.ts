import type { Settings } from '#server/config';
import type { Db } from '#server/db/open';
import { chapaPayments } from './chapa';
import { chapaDirectCharge } from './direct-charge';
import type { PaymentProvider } from './payments';
import { sandboxPayments } from './sandbox';
import { sandboxDirectCharge, withSandboxPhone } from './sandbox-direct-charge';

/**
 * PAYMENTS (config.ts settles the default): Chapa, or the embedded sandbox. Both charge wallets
 * on Birr's own page (issue 43) — Chapa only with CHAPA_ENCRYPTION_KEY, which its OTPs need.
 */
export function choosePayments(
  config: Pick<Settings, 'payments' | 'chapaSecretKey' | 'chapaApiUrl' | 'chapaWebhookSecret' | 'chapaEncryptionKey'>,
  db: Db,
): PaymentProvider {
  if (config.payments === 'chapa' && config.chapaSecretKey) {
    const chapa = chapaPayments({
      secretKey: config.chapaSecretKey,
      apiUrl: config.chapaApiUrl,
      webhookSecret: config.chapaWebhookSecret,
    });
    const key = config.chapaEncryptionKey;
    return key ? { ...chapa, directCharge: chapaDirectCharge({ secretKey: config.chapaSecretKey, apiUrl: config.chapaApiUrl, encryptionKey: key }) } : chapa;
  }
  return { ...withSandboxPhone(db, sandboxPayments(db)), directCharge: sandboxDirectCharge(db) };
}
