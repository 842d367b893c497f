/**
 * Money's arithmetic, once: amounts are numeric(14,2) in the database and whole cents in code, so
 * the fee a donor is shown is the fee the server records. Floats only carry an amount from a form
 * or JSON to `toCents`; sums, fees and comparisons are done in integer cents.
 */

import { m } from '../i18n/paraglide/messages.js';

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

/**
 * What a donor is charged for a gift of `amountCents`, in cents, and how it is recorded: `total`
 * is what the provider is asked for and must confirm (the donation's `amount` column), `fee` what
 * Birr keeps (its `fee` column) and `net` what reaches the campaign (total − fee). Without
 * `coverFee` the fee comes out of the gift; with it the donor adds the fee on top, so the campaign
 * receives the whole gift. The fee is the gift's either way: the same N the form offers to add.
 */
export function donationCharge(amountCents: number, percent: number, coverFee: boolean) {
  const fee = feeCents(amountCents, percent);
  return coverFee ? { total: amountCents + fee, fee, net: amountCents } : { total: amountCents, fee, net: amountCents - fee };
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

// ───────────────────────── money as people type it ─────────────────────────

/** Why a typed amount was refused; each has its own words (moneyInputMessage). */
export type MoneyInputError =
  | 'empty'
  | 'notAnAmount'
  | 'exponent'
  | 'tooManyDecimals'
  | 'misplacedSeparator'
  | 'decimalComma'
  | 'negative'
  | 'ethiopicNumerals';

export type MoneyReading = { ok: true; cents: number } | { ok: false; error: MoneyInputError };

/** Birr's names a person may type before or after the number ("Br 1 000", "250 ብር", "ETB 50"). */
const CURRENCY_BEFORE = /^(?:br\.?|birr|etb|ብር)\s*/iu;
const CURRENCY_AFTER = /\s*(?:br\.?|birr|etb|ብር)$/iu;
/** Minus signs: the hyphen-minus, the minus sign, and the dashes a phone keyboard offers instead. */
const MINUS = /^[-\u2212\u2010-\u2013\uFE63\uFF0D]/u;
/** Ethiopic numerals (፩ ፪ … ፻ ፼) count without a zero, so no digit-for-digit reading is exact. */
const ETHIOPIC_NUMERAL = /[\u1369-\u137C]/u;
const UNICODE_DIGIT = /\p{Nd}/gu;
/** Thousands separators, by kind: an amount uses one kind throughout. */
const SEPARATOR_KINDS = [/^,$/, /^[ \u00A0\u2009\u202F]$/, /^['\u2019]$/];
const SEPARATOR = /[, \u00A0\u2009\u202F'\u2019]/u;

/** A decimal digit of any script as 0–9: its distance from the start of its run of ten (Unicode keeps them in runs). */
function asciiDigit(ch: string): string {
  const code = ch.codePointAt(0)!;
  let zero = code;
  for (let i = 0; i < 64 && /\p{Nd}/u.test(String.fromCodePoint(zero - 1)); i++) zero--;
  return String((code - zero) % 10);
}

/**
 * What a person typed in a money field, read exactly as they meant it or refused: never changed
 * silently. Rules (docs/product.md, "Money as people type it"):
 * - thousands are grouped by threes with one kind of separator: a comma (1,000), a space or
 *   no-break space (1 000), or an apostrophe (1'000); ungrouped digits (1000) are fine too;
 * - the decimal point is `.` (or Arabic ٫) with at most two decimals; a decimal comma (1.000,50)
 *   and a misplaced separator (1,00) are refused, since either could mean two amounts;
 * - Br, ብር, birr or ETB may stand before or after the number;
 * - decimal digits of any script (١٢٣, ۱۲۳, १२३, full-width) are read as 0–9; Ethiopic numerals
 *   (፩፻) are refused, as are signs, exponents (1e5) and anything else.
 * Zero reads as 0 cents: whether an amount must be above zero is the field's rule.
 */
export function readMoney(typed: string): MoneyReading {
  let s = typed.trim();
  if (s.length > 64) return { ok: false, error: 'notAnAmount' };
  if (MINUS.test(s)) return { ok: false, error: 'negative' };
  const named = CURRENCY_BEFORE.test(s);
  s = s.replace(CURRENCY_BEFORE, '');
  if (CURRENCY_AFTER.test(s)) {
    if (named) return { ok: false, error: 'notAnAmount' }; // Birr named twice: "Br 5 Br"
    s = s.replace(CURRENCY_AFTER, '');
  }
  if (s === '') return { ok: false, error: 'empty' };
  if (MINUS.test(s)) return { ok: false, error: 'negative' };
  if (ETHIOPIC_NUMERAL.test(s)) return { ok: false, error: 'ethiopicNumerals' };
  s = s.replace(UNICODE_DIGIT, asciiDigit).replace(/\u066B/gu, '.').replace(/\u066C/gu, ',');
  if (/^[\d.,]*\d[eE][+-]?\d+$/.test(s)) return { ok: false, error: 'exponent' };
  if (!/^[\d., \u00A0\u2009\u202F'\u2019]+$/u.test(s)) return { ok: false, error: 'notAnAmount' };

  const point = s.indexOf('.');
  if (point !== -1 && (s.indexOf('.', point + 1) !== -1 || s.slice(point).includes(','))) return { ok: false, error: 'decimalComma' };
  const whole = point === -1 ? s : s.slice(0, point);
  const frac = point === -1 ? '' : s.slice(point + 1);
  if (!/^\d*$/.test(frac)) return { ok: false, error: 'misplacedSeparator' };
  if (frac.length > 2) return { ok: false, error: 'tooManyDecimals' };
  if (whole === '' && frac === '') return { ok: false, error: 'notAnAmount' };

  const groups = whole.split(SEPARATOR);
  if (groups.length > 1) {
    const separators = whole.replace(/\d+/g, '');
    const kind = SEPARATOR_KINDS.find((k) => k.test(separators[0]));
    const grouped = groups[0].length >= 1 && groups[0].length <= 3 && groups.slice(1).every((g) => g.length === 3);
    if (!grouped || !kind || ![...separators].every((c) => kind.test(c))) return { ok: false, error: 'misplacedSeparator' };
  }
  const digits = groups.join('');
  if (digits.length > 15) return { ok: false, error: 'notAnAmount' };
  const cents = Number(digits || '0') * 100 + Number(frac.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return { ok: false, error: 'notAnAmount' };
  return { ok: true, cents };
}

/** The words for a refused amount, in the reader's language. */
export function moneyInputMessage(error: MoneyInputError): string {
  switch (error) {
    case 'empty':
      return m.money_empty();
    case 'notAnAmount':
      return m.money_not_an_amount();
    case 'exponent':
      return m.money_exponent();
    case 'tooManyDecimals':
      return m.money_too_many_decimals();
    case 'misplacedSeparator':
      return m.money_misplaced_separator();
    case 'decimalComma':
      return m.money_decimal_comma();
    case 'negative':
      return m.money_negative();
    case 'ethiopicNumerals':
      return m.money_ethiopic_numerals();
  }
}

/** A campaign's money in cents, as the public ledger counts it (issue 42). */
export type LedgerCents = { raised: number; fees: number; refunded: number; paidOut: number; inFlight: number };

/**
 * What is left to pay out: raised − fees − refunded − paid out − in flight, exactly (never
 * floored, so the identity always holds; it is below zero only while a held payout counts more
 * in flight than the campaign had, until a reviewer settles it).
 */
export const ledgerAvailableCents = (l: LedgerCents) => l.raised - l.fees - l.refunded - l.paidOut - l.inFlight;

/**
 * Which of a campaign's kept gifts (oldest first) can still be refunded: each gift's share
 * (amount − fee) is taken as paid out, oldest first, until `spentCents` (paid out and in flight) is
 * covered; a gift none of whose share has gone can be refunded, one partly or wholly gone cannot
 * (a refund returns everything the donor paid). Answers, per gift, whether it can.
 */
export function refundableGifts(gifts: readonly { amountCents: number; feeCents: number }[], spentCents: number): boolean[] {
  let before = 0;
  return gifts.map((g) => {
    const can = before >= spentCents;
    before += g.amountCents - g.feeCents;
    return can;
  });
}

/** The sum of some amounts in cents. */
export const sumCents = (amounts: readonly number[]) => amounts.reduce((a, b) => a + b, 0);

// ───────────────────────── money from abroad (issue 43) ─────────────────────────

/** The currencies a donor may pay in: Birr, or US dollars by card (Chapa's USD checkout). */
export const PAY_CURRENCIES = ['ETB', 'USD'] as const;
export type PayCurrency = (typeof PAY_CURRENCIES)[number];
/** The currencies other than Birr, each with a rate in Birr. */
export type ForeignCurrency = Exclude<PayCurrency, 'ETB'>;

/** The smallest charge in a foreign currency, in its cents: card checkouts take no less than 1.00. */
export const MIN_FOREIGN_CHARGE_CENTS = 100;

const RATE = /^(\d{1,8})(?:\.(\d{1,4}))?$/;

/**
 * An exchange rate (Birr for one unit of a foreign currency) in ten-thousandths of a Birr, the
 * precision Chapa's rates carry ("137.40" → 1 374 000, 137.4 → 1 374 000); null when it is not a
 * rate above zero with at most four decimals. A number's float noise is tolerated as parseCents does.
 */
export function parseRate(rate: number | string): number | null {
  let text: string;
  if (typeof rate === 'number') {
    if (!Number.isFinite(rate) || rate <= 0) return null;
    const units = Math.round(rate * 10_000);
    if (!Number.isSafeInteger(units) || Math.abs(units - rate * 10_000) > 1e-6 * Math.max(1, rate)) return null;
    text = `${Math.trunc(units / 10_000)}.${String(units % 10_000).padStart(4, '0')}`;
  } else {
    text = rate.trim();
  }
  const match = RATE.exec(text);
  if (!match) return null;
  const units = Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
  return units > 0 ? units : null;
}

/** A rate in ten-thousandths as numeric(12,4) text: 1 374 000 → "137.4000". */
export function rateToDecimal(units: number): string {
  if (!Number.isSafeInteger(units) || units <= 0) throw new RangeError(`Not a rate: ${units}`);
  return `${Math.trunc(units / 10_000)}.${String(units % 10_000).padStart(4, '0')}`;
}

/** A rate as people read it, two to four decimals: 1 374 000 → "137.40", 1 615 512 → "161.5512". */
export const formatRate = (units: number) => rateToDecimal(units).replace(/(\.\d{2}\d*?)0+$/, '$1');

/** a / b to the nearest whole number, a half up, for a, b ≥ 0 (b > 0), exactly in integers. */
const divideHalfUp = (a: bigint, b: bigint) => Number((2n * a + b) / (2n * b));

/**
 * What a Birr amount costs in a foreign currency at `rateUnits` (ten-thousandths of a Birr per
 * unit), in that currency's cents: birr ÷ rate, to the nearest cent, a half cent up
 * (2,500.00 Br at 137.40 → 18.195… → 18.20 USD). Exact in integers.
 */
export function foreignCentsFor(birrCents: number, rateUnits: number): number {
  if (!Number.isSafeInteger(birrCents) || birrCents < 0) throw new RangeError(`Not an amount in cents: ${birrCents}`);
  if (!Number.isSafeInteger(rateUnits) || rateUnits <= 0) throw new RangeError(`Not a rate: ${rateUnits}`);
  return divideHalfUp(BigInt(birrCents) * 10_000n, BigInt(rateUnits));
}

/**
 * What a foreign amount is in Birr at `rateUnits`, in cents: amount × rate, to the nearest cent,
 * a half cent up (18.20 USD at 137.40 → 2,500.68 Br). What a campaign is credited for a gift paid
 * abroad. Exact in integers.
 */
export function birrCentsFor(foreignCents: number, rateUnits: number): number {
  if (!Number.isSafeInteger(foreignCents) || foreignCents < 0) throw new RangeError(`Not an amount in cents: ${foreignCents}`);
  if (!Number.isSafeInteger(rateUnits) || rateUnits <= 0) throw new RangeError(`Not a rate: ${rateUnits}`);
  return divideHalfUp(BigInt(foreignCents) * BigInt(rateUnits), 10_000n);
}

/**
 * Whether a rate someone reports (`reportedUnits`) is plausibly the same kind of number as ours
 * (`quotedUnits`): within half and twice of it. A field read under the wrong meaning (a fee rate,
 * a rate the other way round) fails this and is not used to credit a campaign.
 */
export const plausibleRate = (reportedUnits: number, quotedUnits: number) =>
  reportedUnits * 2 >= quotedUnits && reportedUnits <= quotedUnits * 2;
