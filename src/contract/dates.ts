// Dates as people read them, in the current language (Ethiopian calendar in Amharic): src/i18n/format.ts.
export { formatDate, formatLongDate } from '../i18n/format';
