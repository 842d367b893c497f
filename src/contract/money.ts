/**
 * Money's arithmetic, once: amounts are numeric(14,2) in the database and whole cents in code, so
 * the fee a donor is shown is the fee the server records. Floats only carry an amount from a form
 * or JSON to `toCents`; sums, fees and comparisons are done in integer cents.
 */

// Money as people read it, in the current language: src/i18n/format.ts.
export { formatBirr2, formatBr, formatPercent } from '../i18n/format';

/** Every amount is in Birr: the payment provider is asked for, and must confirm, this currency. */
export const CURRENCY = 'ETB';

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Whole cents of an amount with at most two decimals ("1500.5" → 150050, 10.01 → 1001), or null
 * when it has more (10.123), is not a finite amount, or is too large to count in cents exactly.
 * A number's float noise is tolerated (0.1 + 0.2 → 30); a string is read exactly.
 */
export function parseCents(amount: number | string): number | null {
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return null;
    const cents = Math.round(amount * 100);
    if (!Number.isSafeInteger(cents)) return null;
    // The nearest double to a two-decimal value, or one a sum's rounding nudged off it (−0 read as 0).
    return cents / 100 === amount || Math.abs(cents - amount * 100) < 1e-6 ? cents + 0 : null;
  }
  const match = DECIMAL.exec(amount);
  if (!match) return null;
  const [, sign, whole, frac = ''] = match;
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign ? -cents : cents;
}

/** Whether an amount has at most two decimals (the rule of every amount field and column). */
export const hasAtMostTwoDecimals = (amount: number | string) => parseCents(amount) !== null;

/** Whole cents of an amount already checked to have at most two decimals; throws on anything else. */
export function toCents(amount: number | string): number {
  const cents = parseCents(amount);
  if (cents === null) throw new RangeError(`Not an amount with at most two decimals: ${amount}`);
  return cents;
}

/** 150050 → 1500.5, for the number an API answers or a formatter takes. */
export const fromCents = (cents: number) => cents / 100;

/** 150050 → "1500.50": what a numeric(14,2) column and a provider are given. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A fee rate in percent with at most two decimals, as hundredths of a percent (5 → 500, 2.75 → 275). */
function basisPoints(percent: number): number {
  const bp = parseCents(percent);
  if (bp === null || bp < 0 || bp > 10_000) throw new RangeError(`Not a fee rate in percent with at most two decimals: ${percent}`);
  return bp;
}

/**
 * The service fee on a donation of `amountCents`, in cents: amount × percent / 100, rounded to the
 * nearest cent, a half cent up (0.30 Br at 5% → 1.5 cents → 0.02 Br). Computed exactly in integers.
 */
export function feeCents(amountCents: number, percent: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError(`Not an amount in cents: ${amountCents}`);
  const exact = BigInt(amountCents) * BigInt(basisPoints(percent)); // in 1/10 000 of a cent
  return Number((exact + 5_000n) / 10_000n);
}

/** A donation split into the fee deducted and what the campaign receives, in cents (fee + net = amount). */
export function splitDonation(amountCents: number, percent: number) {
  const fee = feeCents(amountCents, percent);
  return { fee, net: amountCents - fee };
}

/** The rate recorded beside each fee, numeric(5,4): 5 (%) → "0.0500". */
export const feeRateOf = (percent: number) => {
  const bp = basisPoints(percent);
  return `${Math.trunc(bp / 10_000)}.${String(bp % 10_000).padStart(4, '0')}`;
};

/** A recorded rate back in percent: "0.0500" → 5, "0.0275" → 2.75. */
export const percentOfRate = (rate: string) => {
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(rate);
  if (!match) throw new RangeError(`Not a fee rate: ${rate}`);
  return (Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'))) / 100;
};
