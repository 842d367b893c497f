// Money as people read it, in the current language: src/i18n/format.ts.
export { formatBirr2, formatBr, formatPercent } from '../i18n/format';
