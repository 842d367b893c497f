import type { ForeignCurrency } from '#contract/money';

/**
 * Where the price of a foreign currency in Birr comes from (issue 43, paying from abroad). A quote
 * is Birr for one unit, four decimals ("137.4000", as Chapa's rates carry it), and the day it is of.
 */
export type RateQuote = { currency: ForeignCurrency; rate: string; date: string; source: RatesProvider['name'] };

export interface RatesProvider {
  /** fixed: the USD_ETB_RATE setting (the embedded default); chapa: Chapa's rates API. */
  readonly name: 'fixed' | 'chapa';
  /**
   * live: quotes change and are stored (exchange_rates, the refresh-rates job) so a donation never
   * waits for the provider; a fixed rate is read from the setting every time.
   */
  readonly live: boolean;
  /** Today's rate; a ProviderError when the provider cannot be asked or answers no rate. */
  quote(currency: ForeignCurrency): Promise<RateQuote>;
  /** The setting's rate (USD_ETB_RATE, of USD_ETB_RATE_DATE): what stands when nothing better is known. */
  standing(currency: ForeignCurrency): RateQuote;
}
