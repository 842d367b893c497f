// Dates as people in Ethiopia write them in English: day before month ("23 Nov 2026").
const options = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const inAddis = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'Africa/Addis_Ababa' });
const asWritten = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
const longAsWritten = new Intl.DateTimeFormat('en-GB', { ...options, month: 'long', timeZone: 'UTC' });

const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A moment (ISO) as its day in Ethiopia, or a calendar date (YYYY-MM-DD) as written: "23 Nov 2026". */
export const formatDate = (value: string) =>
  isCalendarDate(value) ? asWritten.format(new Date(`${value}T00:00:00Z`)) : inAddis.format(new Date(value));

/** A calendar date (YYYY-MM-DD) as written, whatever the time zone: "12 April 1995". */
export const formatLongDate = (ymd: string) => longAsWritten.format(new Date(`${ymd.slice(0, 10)}T00:00:00Z`));
