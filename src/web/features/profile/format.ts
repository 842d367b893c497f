import { formatDate, formatLongDate } from '#contract/dates';

/** A moment (ISO) as the day it was in Ethiopia, day before month: "23 Nov 2026". */
export const day = (iso: string) => formatDate(iso);
/** A calendar date (YYYY-MM-DD) as written, whatever the time zone: "12 April 1995". */
export const birthDate = (ymd: string) => formatLongDate(ymd);
