import { formatDate, formatLongDate } from '#contract/dates';

const amountFormat = new Intl.NumberFormat('en-ET', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeFormat = new Intl.NumberFormat('en-ET', { maximumFractionDigits: 0 });

/** 12500 → "12,500", 1234.5 → "1,234.50" (the profile writes "Birr" after it, as the spec does). */
export const amount = (n: number) => (Number.isInteger(Math.round(n * 100) / 100) ? wholeFormat : amountFormat).format(n);
/** A moment (ISO) as the day it was in Ethiopia, day before month: "23 Nov 2026". */
export const day = (iso: string) => formatDate(iso);
/** A calendar date (YYYY-MM-DD) as written, whatever the time zone: "12 April 1995". */
export const birthDate = (ymd: string) => formatLongDate(ymd);
