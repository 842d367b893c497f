import {
  birrCentsFor,
  centsToDecimal,
  foreignCentsFor,
  fromCents,
  formatBirr2,
  formatBr,
  MIN_FOREIGN_CHARGE_CENTS,
  parseRate,
  plausibleRate,
  rateToDecimal,
  toCents,
  type ForeignCurrency,
} from '#contract/money';
import type { PaidAbroad } from '#contract/donation';
import type { Verification } from '#server/adapters/payments/payments';
import type { Deps } from '#server/deps';
import { type donations } from '#server/db/schema';
import { fieldError } from '#server/http/errors';
import { currentRate, type RatesContext } from '../rates';
import { m } from '#i18n/paraglide/messages.js';

/**
 * A gift paid abroad (issue 43): the donor chooses the gift in Birr, the campaign's currency; the
 * provider is asked for its price in the foreign currency at today's rate, and the campaign is
 * credited, once paid, what that payment is in Birr at the rate the provider applied (the quoted
 * one when it names none). Amounts and rates go through contract/money.ts alone.
 */

/** The donation row's columns for a gift charged in a foreign currency. */
export type ForeignCharge = {
  chargeCurrency: ForeignCurrency;
  chargeAmount: string;
  exchangeRate: string;
  rateDate: string;
  rateSource: 'quoted';
};

/**
 * What a gift of `birrCents` (the fee included when the donor covers it) costs in `currency` at
 * today's rate; a 400 on `amount` when that is below the smallest card charge.
 */
export async function priceAbroad(ctx: RatesContext, currency: ForeignCurrency, birrCents: number): Promise<ForeignCharge> {
  const quote = await currentRate(ctx, currency);
  const rate = parseRate(quote.rate)!;
  const cents = foreignCentsFor(birrCents, rate);
  if (cents < MIN_FOREIGN_CHARGE_CENTS) {
    const min = birrCentsFor(MIN_FOREIGN_CHARGE_CENTS, rate);
    throw fieldError('amount', m.donate_usd_too_small({ usd: formatBirr2(fromCents(MIN_FOREIGN_CHARGE_CENTS)), birr: formatBr(fromCents(min)) }));
  }
  return { chargeCurrency: currency, chargeAmount: centsToDecimal(cents), exchangeRate: rateToDecimal(rate), rateDate: quote.date, rateSource: 'quoted' };
}

type Row = Pick<typeof donations.$inferSelect, 'txRef' | 'chargeAmount' | 'exchangeRate'>;

/**
 * What a verified foreign payment credits the campaign: the amount charged times the rate the
 * provider reports having applied — a rate unlike ours (outside half to twice it, a field read
 * under another meaning) is logged and not used — else the rate quoted at the start.
 */
export function creditInBirr(row: Row, verdict: Verification, log: Deps['log']) {
  const quoted = parseRate(row.exchangeRate!)!;
  const reported = verdict.rate === undefined ? null : parseRate(verdict.rate);
  const usable = reported !== null && plausibleRate(reported, quoted);
  if (verdict.rate !== undefined && !usable) log.warn(`Donation ${row.txRef}: the provider's rate ${verdict.rate} is unlike the quoted ${row.exchangeRate}; the quoted rate is used`);
  const rate = usable ? reported : quoted;
  return {
    amount: centsToDecimal(birrCentsFor(toCents(row.chargeAmount!), rate)),
    exchangeRate: rateToDecimal(rate),
    rateSource: usable ? ('provider' as const) : ('quoted' as const),
  };
}

type PaidRow = Pick<typeof donations.$inferSelect, 'chargeCurrency' | 'chargeAmount' | 'exchangeRate' | 'rateDate' | 'rateSource'>;

/** What its receipts say of a gift paid abroad beside its Birr amounts; null for a gift paid in Birr. */
export function paidAbroadOf(row: PaidRow): PaidAbroad | null {
  if (row.chargeCurrency === 'ETB' || !row.chargeAmount || !row.exchangeRate || !row.rateDate) return null;
  return {
    currency: row.chargeCurrency,
    amount: Number(row.chargeAmount),
    rate: row.exchangeRate,
    rateDate: row.rateDate,
    rateSource: row.rateSource ?? 'quoted',
  };
}

/** The columns paidAbroadOf reads, for a select. */
export const paidAbroadColumns = (d: typeof donations) => ({
  chargeCurrency: d.chargeCurrency,
  chargeAmount: d.chargeAmount,
  exchangeRate: d.exchangeRate,
  rateDate: d.rateDate,
  rateSource: d.rateSource,
});
