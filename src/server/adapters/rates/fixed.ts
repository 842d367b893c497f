import { parseRate, rateToDecimal } from '#contract/money';
import type { ForeignCurrency } from '#contract/money';
import type { RateQuote, RatesProvider } from './rates';

/** The embedded default (USD_ETB_RATE and USD_ETB_RATE_DATE): a rate that changes only when an operator changes it. */
export const USD_ETB_RATE_DEFAULT = '137.40';
export const USD_ETB_RATE_DATE_DEFAULT = '2026-11-27';

export function fixedRates(opts: { usdEtbRate: string; usdEtbRateDate: string }): RatesProvider {
  const units = parseRate(opts.usdEtbRate);
  if (units === null) throw new RangeError(`Not an exchange rate: ${opts.usdEtbRate}`);
  const rate = rateToDecimal(units);
  const standing = (currency: ForeignCurrency): RateQuote => ({ currency, rate, date: opts.usdEtbRateDate, source: 'fixed' });
  return { name: 'fixed', live: false, quote: async (currency) => standing(currency), standing };
}
