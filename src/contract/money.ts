const birr = new Intl.NumberFormat('en-ET', { maximumFractionDigits: 2 });
const birr2 = new Intl.NumberFormat('en-ET', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 12500 → "12,500 Br" (Intl grouping; Birr as the spec labels it). */
export const formatBr = (n: number) => `${birr.format(n)} Br`;
/** Totals shown with 2 decimals: 12500 → "12,500.00". */
export const formatBirr2 = (n: number) => birr2.format(n);
