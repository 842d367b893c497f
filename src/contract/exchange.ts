import { z } from 'zod';
import { PAY_CURRENCIES } from './money';

/** A currency other than Birr a donor may pay in. */
export const ForeignCurrencyField = z.enum(PAY_CURRENCIES.filter((c) => c !== 'ETB') as ['USD']);

/**
 * Today's rates (GET /exchange-rates): Birr for one unit, as four-decimal text ("137.4000") so
 * nobody reads it through a float, and the day it is of (YYYY-MM-DD, Ethiopia's day).
 */
export const ExchangeRate = z.object({
  currency: ForeignCurrencyField,
  rate: z.string(),
  date: z.string(),
});
export type ExchangeRate = z.infer<typeof ExchangeRate>;

export const ExchangeRates = z.object({ data: z.array(ExchangeRate) });
export type ExchangeRates = z.infer<typeof ExchangeRates>;
