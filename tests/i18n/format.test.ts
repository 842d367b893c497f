// Money, dates and "days left" as a reader sees them, in each language.
import { describe, expect, it } from 'vitest';
import { daysLeftText } from '#contract/days-left';
import { formatBr, formatDate, formatDateTime, formatLongDate, formatPercent, formatTime, relativeTime } from '#i18n/format';
import { fromAcceptLanguage, pickLocale } from '#i18n/locale';
import { inLocale } from '#i18n/server';

describe('formats in English', () => {
  it('writes Birr with grouping, and two decimals only when not whole', () => {
    expect(formatBr(12500, 'en')).toBe('12,500.00 Br');
    expect(formatBr(1234.5, 'en')).toBe('1,234.50 Br');
  });
  it('writes Gregorian dates day before month', () => {
    expect(formatDate('2026-11-23', 'en')).toBe('23 Nov 2026');
    expect(formatLongDate('1995-04-12', 'en')).toBe('12 April 1995');
  });
});

describe('formats in Amharic', () => {
  it('writes Birr as ብር', () => {
    expect(formatBr(12500, 'am')).toBe('12,500.00 ብር');
    expect(formatBr(1234.5, 'am')).toBe('1,234.50 ብር');
  });
  it('writes dates in the Ethiopian calendar with ዓ.ም. after the year', () => {
    // 23 November 2026 is 14 Hidar 2019 in the Ethiopian calendar.
    expect(formatDate('2026-11-23', 'am')).toBe('14 ኅዳር 2019 ዓ.ም.');
    // A moment is its day in Addis Ababa: 22:30 UTC is already the next day there.
    expect(formatDate('2026-11-22T22:30:00Z', 'am')).toBe('14 ኅዳር 2019 ዓ.ም.');
  });
  it('says relative times and days left in Amharic, with plurals', () => {
    const now = new Date('2026-11-23T09:00:00Z');
    expect(relativeTime('2026-11-20T09:00:00Z', now, 'am')).toMatch(/ቀናት/);
    expect(inLocale('am', () => daysLeftText('2026-11-24T09:00:00Z', now))).toBe('1 ቀን ቀርቷል');
    expect(inLocale('am', () => daysLeftText('2026-11-26T09:00:00Z', now))).toBe('3 ቀናት ቀርተዋል');
    expect(inLocale('en', () => daysLeftText('2026-11-26T09:00:00Z', now))).toBe('3 days left');
    expect(inLocale('en', () => daysLeftText('2026-11-24T09:00:00Z', now))).toBe('1 day left');
  });
});

describe('times of day in the reader’s clock', () => {
  it('says an Amharic time on the Ethiopian clock, hours counted from six, with the part of the day', () => {
    // Addis Ababa is UTC+3: 04:00Z is 7:00 in the morning there, the first hour of the Ethiopian day.
    expect(formatTime('2026-11-27T04:00:00Z', 'am')).toBe('1:00 ጠዋት');
    expect(formatTime('2026-11-27T10:05:00Z', 'am')).toBe('7:05 ከሰዓት');
    expect(formatTime('2026-11-27T16:30:00Z', 'am')).toBe('1:30 ማታ');
    expect(formatTime('2026-11-26T21:00:00Z', 'am')).toBe('6:00 ሌሊት');
    expect(formatTime('2026-11-27T09:00:00Z', 'am')).toBe('6:00 ከሰዓት');
    expect(formatDateTime('2026-11-23T04:00:00Z', 'am')).toBe('14 ኅዳር 2019 ዓ.ም. 1:00 ጠዋት');
  });
  it('says an English time in 24 hours with its zone', () => {
    expect(formatTime('2026-11-27T04:00:00Z', 'en')).toBe('07:00 GMT+3');
    expect(formatTime('2026-11-27T16:30:00Z', 'en')).toBe('19:30 GMT+3');
    expect(formatDateTime('2026-11-23T11:05:00Z', 'en')).toBe('23 Nov 2026 14:05 GMT+3');
  });
});

describe('percentages', () => {
  it('have one precision everywhere: up to two decimals, no trailing zeros', () => {
    expect(formatPercent(5)).toBe('5%');
    expect(formatPercent(62.5)).toBe('62.5%');
    expect(formatPercent(100 / 3)).toBe('33.33%');
  });
});

describe('choosing the language', () => {
  it('follows Accept-Language by weight, among the languages Birr speaks', () => {
    expect(fromAcceptLanguage('am-ET,am;q=0.9,en;q=0.8')).toBe('am');
    expect(fromAcceptLanguage('fr-FR,en;q=0.5,am;q=0.9')).toBe('am');
    expect(fromAcceptLanguage('fr, de')).toBeUndefined();
  });
  it('prefers a ?lang= link, then the visitor’s choice, then the browser', () => {
    expect(pickLocale({ query: 'en', cookie: 'lang=am', acceptLanguage: 'am' })).toBe('en');
    expect(pickLocale({ cookie: 'a=1; lang=am', acceptLanguage: 'en' })).toBe('am');
    expect(pickLocale({ acceptLanguage: 'am-ET' })).toBe('am');
    expect(pickLocale({ query: 'xx', cookie: 'lang=zz' })).toBe('en');
  });
});
