// Money typed by a person is read exactly as they meant it, or refused with words of its own:
// "1,000" is one thousand, never 1 Br (issue 43).
import { describe, expect, it } from 'vitest';
import { moneyInputMessage, readMoney, type MoneyInputError } from '#contract/money';

const cents = (typed: string) => {
  const r = readMoney(typed);
  return r.ok ? r.cents : r.error;
};

describe('reading an amount as it was typed', () => {
  it('reads thousands separators as thousands', () => {
    expect(cents('1,000')).toBe(100_000);
    expect(cents('500,000')).toBe(50_000_000);
    expect(cents('1,000,000')).toBe(100_000_000);
    expect(cents('1 000')).toBe(100_000);
    expect(cents('1\u00A0000')).toBe(100_000);
    expect(cents('1\u202F000')).toBe(100_000);
    expect(cents("1'000")).toBe(100_000);
    expect(cents('1000')).toBe(100_000);
  });

  it('reads two decimals with a point, and Birr named before or after', () => {
    expect(cents('1,000.50')).toBe(100_050);
    expect(cents('250.5')).toBe(25_050);
    expect(cents('Br 1 000')).toBe(100_000);
    expect(cents('1,000 Br')).toBe(100_000);
    expect(cents('1000ብር')).toBe(100_000);
    expect(cents('ETB 50')).toBe(5_000);
    expect(cents('  75  ')).toBe(7_500);
    expect(cents('0')).toBe(0);
  });

  it('reads the decimal digits of other scripts exactly', () => {
    expect(cents('١٢٣')).toBe(12_300); // Arabic-Indic
    expect(cents('۱۲۳')).toBe(12_300); // Extended Arabic-Indic
    expect(cents('१,२००')).toBe(120_000); // Devanagari
    expect(cents('１０００')).toBe(100_000); // full-width
    expect(cents('١٬٠٠٠٫٥')).toBe(100_050); // Arabic separators
  });

  const refusals: [string, MoneyInputError][] = [
    ['', 'empty'],
    ['   ', 'empty'],
    ['Br', 'empty'],
    ['1e5', 'exponent'],
    ['2E3', 'exponent'],
    ['250.555', 'tooManyDecimals'],
    ['1.000', 'tooManyDecimals'],
    ['1,00', 'misplacedSeparator'],
    ['1,5', 'misplacedSeparator'],
    ['10,00,000', 'misplacedSeparator'],
    ['1,000 000', 'misplacedSeparator'],
    ['1.000,50', 'decimalComma'],
    ['1.000.000', 'decimalComma'],
    ['-5', 'negative'],
    ['−5', 'negative'],
    ['Br -5', 'negative'],
    ['፻', 'ethiopicNumerals'],
    ['፩፪', 'ethiopicNumerals'],
    ['abc', 'notAnAmount'],
    ['+5', 'notAnAmount'],
    ['5$', 'notAnAmount'],
    ['Br 5 Br', 'notAnAmount'],
    ['Infinity', 'notAnAmount'],
    ['.', 'notAnAmount'],
    ['9'.repeat(16), 'notAnAmount'],
  ];
  it.each(refusals)('refuses %j as %s', (typed, error) => {
    expect(readMoney(typed)).toEqual({ ok: false, error });
  });

  it('gives each refusal its own words, in English and Amharic', () => {
    const errors = [...new Set(refusals.map(([, e]) => e))];
    const en = errors.map(moneyInputMessage);
    expect(new Set(en).size).toBe(errors.length);
    expect(moneyInputMessage('misplacedSeparator')).toMatch(/comma separates thousands/);
    expect(moneyInputMessage('decimalComma')).toBe('Use a point for cents and a comma for thousands, for example 1,000.50');
  });
});
