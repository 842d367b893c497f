// Money, dates and relative times in the current language (Intl, no library): Amharic dates in the
// Ethiopian calendar with "ዓ.ም." after the year, English ones Gregorian, day before month.
import { getLocale } from './paraglide/runtime.js';
import type { Locale } from './locale';
import { m } from './paraglide/messages.js';

const ADDIS = 'Africa/Addis_Ababa';
type Formats = {
  amount: Intl.NumberFormat;
  date: Intl.DateTimeFormat;
  calendarDate: Intl.DateTimeFormat;
  longCalendarDate: Intl.DateTimeFormat;
  relative: Intl.RelativeTimeFormat;
};
const cache = new Map<Locale, Formats>();
function formats(locale: Locale): Formats {
  let f = cache.get(locale);
  if (!f) {
    const tag = locale === 'am' ? 'am-ET' : 'en-GB';
    const calendar = locale === 'am' ? 'ethiopic' : 'gregory';
    const day = { year: 'numeric', month: 'short', day: 'numeric', calendar } as const;
    f = {
      amount: new Intl.NumberFormat(locale === 'am' ? 'am-ET' : 'en-ET', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      date: new Intl.DateTimeFormat(tag, { ...day, timeZone: ADDIS }),
      // A calendar date (YYYY-MM-DD) is that day wherever the reader is.
      calendarDate: new Intl.DateTimeFormat(tag, { ...day, timeZone: 'UTC' }),
      longCalendarDate: new Intl.DateTimeFormat(tag, { ...day, month: 'long', timeZone: 'UTC' }),
      relative: new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }),
    };
    cache.set(locale, f);
  }
  return f;
}

/**
 * Ethiopian-calendar dates come out of Intl with the era ("… 2019 ዓ/ም" or "ERA0/ERA1"), or none,
 * depending on the ICU version: drop whatever era it wrote and put "ዓ.ም." after the year.
 */
function withYearSuffix(text: string, locale: Locale): string {
  if (locale !== 'am') return text;
  const bare = text
    .replace(/\s*(ዓ\/ም|ዓ\.ም\.?|ዓ\.ዓ\.?|ERA\d)\s*/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${bare}${m.date_year_suffix({}, { locale })}`;
}

const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Whole amounts without decimals, others always with two: 12500 → "12,500", 1234.5 → "1,234.50". */
export const formatAmount = (n: number, locale: Locale = getLocale()) => formats(locale).amount.format(n).replace(/\.00$/, '');
/** 12500 → "12,500 Br" / "12,500 ብር". */
export const formatBr = (n: number, locale: Locale = getLocale()) => m.money_br({ amount: formatAmount(n, locale) }, { locale });
/** Totals with 2 decimals: 12500 → "12,500.00". */
export const formatBirr2 = (n: number, locale: Locale = getLocale()) => formats(locale).amount.format(n);
/** A share of the goal without trailing zeros: 62 → "62%", 62.5 → "62.5%". */
export const formatPercent = (p: number) => `${Number(p.toFixed(2))}%`;

/** A moment (ISO) as its day in Ethiopia, or a calendar date (YYYY-MM-DD) as that day. */
export function formatDate(value: string, locale: Locale = getLocale()): string {
  const f = formats(locale);
  const text = isCalendarDate(value) ? f.calendarDate.format(new Date(`${value}T00:00:00Z`)) : f.date.format(new Date(value));
  return withYearSuffix(text, locale);
}

/** A calendar date (YYYY-MM-DD) with the month's full name: "12 April 1995" / "4 ሚያዝያ 1987 ዓ.ም.". */
export const formatLongDate = (ymd: string, locale: Locale = getLocale()) =>
  withYearSuffix(formats(locale).longCalendarDate.format(new Date(`${ymd.slice(0, 10)}T00:00:00Z`)), locale);

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago", "yesterday", "just now" (and their Amharic). */
export function relativeTime(date: string | Date, now: Date = new Date(), locale: Locale = getLocale()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formats(locale).relative.format(Math.trunc(seconds / size), unit);
  }
  return m.just_now({}, { locale });
}
