import { todayInEthiopia } from '#contract/dates';
import { parseRate, rateToDecimal } from '#contract/money';
import { chapaApi } from '../chapa-api';
import { ProviderError } from '../payments/payments';
import type { RatesProvider } from './rates';

/**
 * Chapa's rates (developer.chapa.co/transfer/rates): GET {api}/rates?from=USD&to=ETB, bearer
 * secret key → {status:"success", data:{from, to, rate, charge}}, rate and charge to four
 * decimals. The answer carries no date: a quote is of the day it was asked, in Ethiopia.
 */
export function chapaRates(
  opts: { secretKey: string; apiUrl: string; timeoutMs?: number },
  standing: RatesProvider['standing'],
  now: () => Date = () => new Date(),
): RatesProvider {
  const call = chapaApi(opts);
  return {
    name: 'chapa',
    live: true,
    standing,
    async quote(currency) {
      const { httpStatus, json } = await call<{ rate?: unknown; from?: unknown; to?: unknown }>('GET', `/rates?from=${currency}&to=ETB`);
      const raw = json.data?.rate;
      const units = typeof raw === 'number' || typeof raw === 'string' ? parseRate(raw) : null;
      if (httpStatus >= 300 || json.status !== 'success' || units === null) {
        throw new ProviderError(`Chapa gave no ${currency}→ETB rate: ${httpStatus} ${typeof json.message === 'string' ? json.message : ''}`.trim());
      }
      return { currency, rate: rateToDecimal(units), date: todayInEthiopia(now()), source: 'chapa' };
    },
  };
}
