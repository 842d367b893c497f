// Money, dates and relative times in the current language (Intl, no library): Amharic dates in the
// Ethiopian calendar with "ዓ.ም." after the year, English ones Gregorian, day before month.
import { getLocale } from './paraglide/runtime.js';
import type { Locale } from './locale';
import { m } from './paraglide/messages.js';

const ADDIS = 'Africa/Addis_Ababa';

/**
 * One formatter per language, made on first use: each is made apart, since making one costs a
 * few milliseconds of a phone's main thread (an Ethiopian-calendar DateTimeFormat the most), and a
 * page showing only amounts should not pay for the dates (issue 29).
 */
function perLocale<T>(make: (tag: string, locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let f = made.get(locale);
    if (!f) made.set(locale, (f = make(locale === 'am' ? 'am-ET' : 'en-GB', locale)));
    return f;
  };
}
const day = (locale: Locale) => ({ year: 'numeric', month: 'short', day: 'numeric', calendar: locale === 'am' ? 'ethiopic' : 'gregory' }) as const;
const formats = {
  amount: perLocale((_, l) => new Intl.NumberFormat(l === 'am' ? 'am-ET' : 'en-ET', { minimumFractionDigits: 2, maximumFractionDigits: 2 })),
  date: perLocale((tag, l) => new Intl.DateTimeFormat(tag, { ...day(l), timeZone: ADDIS })),
  // A calendar date (YYYY-MM-DD) is that day wherever the reader is.
  calendarDate: perLocale((tag, l) => new Intl.DateTimeFormat(tag, { ...day(l), timeZone: 'UTC' })),
  longCalendarDate: perLocale((tag, l) => new Intl.DateTimeFormat(tag, { ...day(l), month: 'long', timeZone: 'UTC' })),
  relative: perLocale((tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' })),
  // English: 24-hour with the zone ("14:05 GMT+3"); Amharic reads the hour and minute in Addis Ababa, for the Ethiopian clock.
  time: perLocale((tag, l) =>
    new Intl.DateTimeFormat(l === 'am' ? 'en-GB' : tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ADDIS, ...(l === 'am' ? {} : { timeZoneName: 'short' }) }),
  ),
};

/**
 * The formatters a page's first view uses, each made by a step of its own, for start-up to run
 * ahead of the first render that needs them, a task apart (main.tsx). The browser's first Intl
 * object of a page sets up its locale data: 15–40 ms of a fast machine's main thread, 4× that on a
 * phone, in one piece. Inside hydration that piece lands in one of React's slices and makes it a
 * long task; run apart (a collator first, then the number format) each piece stays short, and
 * hydration finds them made. `dates`: the page also shows times and dates (a campaign page: "3
 * days ago", the deadline); a list of cards does not, and should not pay for them (an
 * Ethiopian-calendar date format is the costliest of all: ~17 ms of a real thread here).
 */
export function formatWarmers(locale: Locale = getLocale(), { dates = true } = {}): Array<() => unknown> {
  return [
    () => new Intl.Collator(locale).compare('a', 'b'),
    () => formats.amount(locale).format(1),
    ...(dates ? [() => formats.relative(locale).format(-1, 'day'), () => formats.date(locale).format(0)] : []),
  ];
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

/** A count with the language's grouping, no decimals: 12500 → "12,500". */
export const formatCount = (n: number, locale: Locale = getLocale()) => formats.amount(locale).format(n).replace(/\.00$/, '');
/** An amount's number, always with two decimals, for a text that writes the unit itself: 12500 → "12,500.00". */
export const formatBirr2 = (n: number, locale: Locale = getLocale()) => formats.amount(locale).format(n);
/**
 * Every amount a person reads (pages, receipts, emails, text messages, the console), one way:
 * two decimals, the language's grouping and its unit, 1250 → "1,250.00 Br" / "1,250.00 ብር".
 */
export const formatBr = (n: number, locale: Locale = getLocale()) => m.money_br({ amount: formatBirr2(n, locale) }, { locale });
/** Every percentage (a share of the goal, the service fee), up to two decimals without trailing zeros: 62 → "62%", 62.5 → "62.5%". */
export const formatPercent = (p: number) => `${Number(p.toFixed(2))}%`;

/**
 * The Ethiopian clock's part of the day for an hour (0–23) in Addis Ababa: its hours are counted
 * from 6 in the morning and from 6 in the evening (7:00 is "1:00 ጠዋት", 19:30 is "1:30 ማታ").
 */
const ETHIOPIAN_PERIODS: Array<[until: number, word: (locale: Locale) => string]> = [
  [6, (locale) => m.time_night({}, { locale })],
  [12, (locale) => m.time_morning({}, { locale })],
  [18, (locale) => m.time_afternoon({}, { locale })],
  [24, (locale) => m.time_evening({}, { locale })],
];

/**
 * A moment's time of day in the reader's clock: Amharic on the Ethiopian clock ("1:00 ጠዋት" for
 * 7:00 in Addis Ababa), English 24-hour with the zone ("07:00 GMT+3").
 */
export function formatTime(value: string | Date, locale: Locale = getLocale()): string {
  const moment = typeof value === 'string' ? new Date(value) : value;
  if (locale !== 'am') return formats.time(locale).format(moment);
  const parts = formats.time(locale).formatToParts(moment);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0) % 24;
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  const ethiopian = (hour + 6) % 12 || 12;
  const period = ETHIOPIAN_PERIODS.find(([until]) => hour < until)![1](locale);
  return `${ethiopian}:${minute} ${period}`;
}

/** A moment as its day and time of day, each in the reader's calendar and clock. */
export const formatDateTime = (value: string, locale: Locale = getLocale()) => `${formatDate(value, locale)} ${formatTime(value, locale)}`;

/** A moment (ISO) as its day in Ethiopia, or a calendar date (YYYY-MM-DD) as that day. */
export function formatDate(value: string, locale: Locale = getLocale()): string {
  const text = isCalendarDate(value)
    ? formats.calendarDate(locale).format(new Date(`${value}T00:00:00Z`))
    : formats.date(locale).format(new Date(value));
  return withYearSuffix(text, locale);
}

/** A calendar date (YYYY-MM-DD) with the month's full name: "12 April 1995" / "4 ሚያዝያ 1987 ዓ.ም.". */
export const formatLongDate = (ymd: string, locale: Locale = getLocale()) =>
  withYearSuffix(formats.longCalendarDate(locale).format(new Date(`${ymd.slice(0, 10)}T00:00:00Z`)), locale);

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
    if (Math.abs(seconds) >= size) return formats.relative(locale).format(Math.trunc(seconds / size), unit);
  }
  return m.just_now({}, { locale });
}
