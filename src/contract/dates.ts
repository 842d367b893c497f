// Calendar dates ("YYYY-MM-DD") as our rules count them: days in Ethiopia (UTC+3, no daylight
// saving), the same on the phone and the server. No zod and no messages, so any page may use them.

const DAY_MS = 86_400_000;

/**
 * Today's date in Ethiopia, "YYYY-MM-DD": deadlines are dates there, for the wizard, the server's
 * rules, donations and the closing job alike.
 */
export function todayInEthiopia(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** A "YYYY-MM-DD" that names a day of the calendar (not 2025-02-30). */
export const isCalendarDate = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** The calendar date `days` after (or, negative, before) `isoDate`. */
export const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A new campaign's deadline: at least 3 days from today (the spec), at most a year (ours). */
export const MIN_DEADLINE_DAYS = 3;
export const MAX_DEADLINE_DAYS = 365;
/** The earliest deadline the form offers and the server takes (the date input's min). */
export const earliestDeadline = (today: string) => addDays(today, MIN_DEADLINE_DAYS);
export const latestDeadline = (today: string) => addDays(today, MAX_DEADLINE_DAYS);

// Dates as people read them, in the current language (Ethiopian calendar in Amharic): src/i18n/format.ts.
export { formatDate, formatDateTime, formatLongDate } from '../i18n/format';
