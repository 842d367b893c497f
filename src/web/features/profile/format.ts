const amountFormat = new Intl.NumberFormat('en-ET', { maximumFractionDigits: 2 });
const dayFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const birthFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 12500 → "12,500" (the profile writes "Birr" after it, as the spec does). */
export const amount = (n: number) => amountFormat.format(n);
/** A moment (ISO) as the day it was, in the viewer's time zone: "Nov 23, 2026". */
export const day = (iso: string) => dayFormat.format(new Date(iso));
/** A calendar date (YYYY-MM-DD) as written, whatever the time zone: "April 12, 1995". */
export const birthDate = (ymd: string) => birthFormat.format(new Date(`${ymd}T00:00:00Z`));
