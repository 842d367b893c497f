const birr2 = new Intl.NumberFormat('en-ET', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole amounts without decimals, others always with two: 12500 → "12,500", 1234.5 → "1,234.50". */
const amount = (n: number) => birr2.format(n).replace(/\.00$/, '');

/** 12500 → "12,500 Br", 1234.5 → "1,234.50 Br" (Intl grouping; Birr as the spec labels it). */
export const formatBr = (n: number) => `${amount(n)} Br`;
/** Totals shown with 2 decimals: 12500 → "12,500.00". */
export const formatBirr2 = (n: number) => birr2.format(n);
/** A share of the goal without trailing zeros: 62 → "62%", 62.5 → "62.5%", 33.333 → "33.33%". */
export const formatPercent = (p: number) => `${Number(p.toFixed(2))}%`;
