import { chapaPayments } from '#server/adapters/payments/chapa';
import { chapaRates } from '#server/adapters/rates/chapa';
import { fixedRates, USD_ETB_RATE_DATE_DEFAULT, USD_ETB_RATE_DEFAULT } from '#server/adapters/rates/fixed';
import { freePort } from '#support/product';
import { startChapaPeer } from '#tests/peers/chapa';
import { testApp, type TestOverrides } from './harness';

export const CHAPA_SECRET_KEY = 'CHASECK_TEST-loopback0123456789';
export const CHAPA_WEBHOOK_SECRET = 'birr-webhook-secret-hash';

/**
 * The app taking payments through Chapa, here the loopback Chapa peer, and listening on a real
 * port, since the peer calls our webhook and callback over HTTP as Chapa would.
 */
export async function chapaApp(over: TestOverrides = {}) {
  const peer = await startChapaPeer({ secretKey: CHAPA_SECRET_KEY, webhookSecret: CHAPA_WEBHOOK_SECRET });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await testApp({
    ...over,
    config: { webDist: '/nonexistent', publicUrl: origin, ...over.config },
    payments: chapaPayments({ secretKey: CHAPA_SECRET_KEY, apiUrl: peer.apiUrl, webhookSecret: CHAPA_WEBHOOK_SECRET }),
    // Dollar rates from the same Chapa, over the setting's (issue 43), as compose.ts chooses them.
    rates: chapaRates({ secretKey: CHAPA_SECRET_KEY, apiUrl: peer.apiUrl }, fixedRates({ usdEtbRate: USD_ETB_RATE_DEFAULT, usdEtbRateDate: USD_ETB_RATE_DATE_DEFAULT }).standing),
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  peer.setWebhookUrl(`${origin}/api/donation/webhook/chapa`);
  return { t, peer, origin };
}
