import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  CURRENCY,
  feeCents,
  feeRateOf,
  fromCents,
  hasAtMostTwoDecimals,
  parseCents,
  percentOfRate,
  splitDonation,
  toCents,
} from '#contract/money';

/** Cents as large as a numeric(14,2) column holds. */
const columnCents = fc.integer({ min: -99_999_999_999_999, max: 99_999_999_999_999 });
/** Fee rates the configuration accepts: 0 to 50 %, two decimals at most. */
const percents = fc.integer({ min: 0, max: 5_000 }).map((bp) => bp / 100);

describe('amounts in whole cents', () => {
  it('reads numbers and decimal strings with up to two decimals exactly', () => {
    expect(toCents(10.1)).toBe(1010);
    expect(toCents(0.07)).toBe(7);
    expect(toCents(0.29)).toBe(29);
    expect(toCents('1500')).toBe(150000);
    expect(toCents('1500.5')).toBe(150050);
    expect(toCents('99999999999.99')).toBe(9_999_999_999_999);
    expect(toCents(123456789.01)).toBe(12_345_678_901);
    // A sum's float noise is not a third decimal.
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('refuses a third decimal and anything that is not an amount', () => {
    for (const bad of [10.123, 0.001, '1.234', '', 'abc', '1,500', ' 5', Number.NaN, Infinity, 1e300]) {
      expect(parseCents(bad)).toBeNull();
      expect(hasAtMostTwoDecimals(bad)).toBe(false);
      expect(() => toCents(bad)).toThrow(RangeError);
    }
  });

  it('writes cents the way a numeric(14,2) column reads them', () => {
    expect(centsToDecimal(150050)).toBe('1500.50');
    expect(centsToDecimal(7)).toBe('0.07');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(-250)).toBe('-2.50');
    expect(fromCents(150050)).toBe(1500.5);
  });

  it('comes back to the same cents from a number and from a column', () => {
    fc.assert(
      fc.property(columnCents, (c) => {
        expect(toCents(fromCents(c))).toBe(c);
        expect(toCents(centsToDecimal(c))).toBe(c);
        expect(Number(centsToDecimal(c))).toBe(fromCents(c));
      }),
    );
  });

  it('is in Birr', () => {
    expect(CURRENCY).toBe('ETB');
  });
});

describe('the service fee', () => {
  it('is the amount times the rate, to the nearest cent, a half cent up', () => {
    expect(feeCents(toCents(1500), 5)).toBe(7500);
    expect(feeCents(toCents(0.3), 5)).toBe(2); // 1.5 cents
    expect(feeCents(toCents(0.29), 5)).toBe(1); // 1.45 cents
    expect(feeCents(toCents(10.01), 5)).toBe(50); // 50.05 cents
    expect(feeCents(toCents(333.33), 5)).toBe(1667); // 1666.65 cents
    expect(feeCents(toCents(0.01), 5)).toBe(0);
    expect(feeCents(toCents(99999.99), 5)).toBe(500000); // 499 999.95 cents
    expect(feeCents(toCents(10.1), 2.75)).toBe(28); // 27.775 cents
    expect(feeCents(toCents(100), 0)).toBe(0);
  });

  it('refuses a rate it could not record', () => {
    expect(() => feeCents(100, 2.755)).toThrow(RangeError);
    expect(() => feeCents(100, -1)).toThrow(RangeError);
    expect(() => feeCents(-100, 5)).toThrow(RangeError);
    expect(() => feeCents(10.5, 5)).toThrow(RangeError);
  });

  it('is never negative, never more than the gift, and fee + net is the gift', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_999 }), percents, (amount, percent) => {
        const { fee, net } = splitDonation(amount, percent);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(net).toBeGreaterThanOrEqual(0);
        expect(fee + net).toBe(amount);
        expect(Number.isSafeInteger(fee)).toBe(true);
      }),
    );
  });

  it('agrees with the exact product rounded half up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), percents, (amount, percent) => {
        const exact = BigInt(amount) * BigInt(Math.round(percent * 100)); // 1/10 000 of a cent
        const whole = exact / 10_000n;
        const up = exact % 10_000n >= 5_000n ? 1n : 0n;
        expect(feeCents(amount, percent)).toBe(Number(whole + up));
      }),
    );
  });

  it('records its rate beside it and reads it back', () => {
    expect(feeRateOf(5)).toBe('0.0500');
    expect(feeRateOf(2.75)).toBe('0.0275');
    expect(feeRateOf(50)).toBe('0.5000');
    expect(percentOfRate('0.0500')).toBe(5);
    expect(percentOfRate('0.0275')).toBe(2.75);
    fc.assert(
      fc.property(percents, (p) => {
        expect(percentOfRate(feeRateOf(p))).toBe(p);
      }),
    );
  });
});
