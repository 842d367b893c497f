import { describe, expect, it } from 'vitest';
import { birrCentsFor, foreignCentsFor, formatRate, parseRate, plausibleRate, rateToDecimal } from '#contract/money';

describe('money from abroad: rates and conversions in integers (issue 43)', () => {
  it('reads a rate exactly to four decimals, and refuses anything else', () => {
    expect(parseRate('137.40')).toBe(1_374_000);
    expect(parseRate(137.4)).toBe(1_374_000);
    expect(parseRate('127')).toBe(1_270_000);
    expect(parseRate(161.5512)).toBe(1_615_512);
    expect(parseRate('137.40001')).toBeNull();
    expect(parseRate('0')).toBeNull();
    expect(parseRate(-3)).toBeNull();
    expect(parseRate('1e2')).toBeNull();
    expect(rateToDecimal(1_374_000)).toBe('137.4000');
    expect([1_374_000, 1_615_512, 1_270_000, 1_374_560].map(formatRate)).toEqual(['137.40', '161.5512', '127.00', '137.456']);
  });

  it('prices a Birr amount in dollars to the nearest cent, a half cent up', () => {
    // 2,500.00 / 137.40 = 18.1950… → 18.20
    expect(foreignCentsFor(250_000, 1_374_000)).toBe(1820);
    // 137.40 Br is exactly 1.00 USD; 68.70 Br exactly half a dollar
    expect(foreignCentsFor(13_740, 1_374_000)).toBe(100);
    expect(foreignCentsFor(6_870, 1_374_000)).toBe(50);
    // 0.01 Br at 2 Br a dollar is half a cent: up; at 200 Br, a two-hundredth of a cent: none
    expect(foreignCentsFor(1, 20_000)).toBe(1);
    expect(foreignCentsFor(1, 2_000_000)).toBe(0);
  });

  it('credits a dollar amount in Birr to the nearest cent, a half cent up', () => {
    expect(birrCentsFor(1820, 1_374_000)).toBe(250_068);
    expect(birrCentsFor(100, 1_374_000)).toBe(13_740);
    // 0.01 USD at 137.405 is 137.405 Br cents → 137
    expect(birrCentsFor(1, 1_374_050)).toBe(137);
    expect(birrCentsFor(2, 1_374_250)).toBe(275); // 274.85 → 275
    expect(birrCentsFor(1, 1_375_000)).toBe(138); // 137.5 cents → 138
  });

  it('tells a rate of the same kind from one read under another meaning', () => {
    expect(plausibleRate(1_380_000, 1_374_000)).toBe(true);
    expect(plausibleRate(350, 1_374_000)).toBe(false);
    expect(plausibleRate(73, 1_374_000)).toBe(false);
  });
});
