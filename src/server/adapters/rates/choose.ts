import type { Settings } from '#server/config';
import { chapaRates } from './chapa';
import { fixedRates } from './fixed';
import type { RatesProvider } from './rates';

/** Chapa's rates where payments go through Chapa; the USD_ETB_RATE setting otherwise. */
export function chooseRates(config: Pick<Settings, 'payments' | 'chapaSecretKey' | 'chapaApiUrl' | 'usdEtbRate' | 'usdEtbRateDate'>): RatesProvider {
  const fixed = fixedRates(config);
  if (config.payments === 'chapa' && config.chapaSecretKey) return chapaRates({ secretKey: config.chapaSecretKey, apiUrl: config.chapaApiUrl }, fixed.standing);
  return fixed;
}
