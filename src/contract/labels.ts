/** "RESEARCH_AND_DEVELOPMENT" → "Research and development" (the spec's sentence case). */
export function sentenceCase(id: string): string {
  const words = id.toLowerCase().split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const categoryLabel = sentenceCase;
export const statusLabel = sentenceCase;

/** Campaign detail shows the category "in lower case with underscores turned into spaces". */
export const categoryLowerLabel = (id: string) => id.toLowerCase().replaceAll('_', ' ');

/** Banks by the names people know them by (proper names, not sentence case). */
const BANK_LABELS: Record<string, string> = {
  AWASH_BANK: 'Awash Bank',
  ABAY_BANK: 'Abay Bank',
  COMMERCIAL_BANK_OF_ETHIOPIA: 'Commercial Bank of Ethiopia',
  ABYSSINIA_BANK: 'Bank of Abyssinia',
  ZEMEN_BANK: 'Zemen Bank',
};
export const bankLabel = (id: string) => BANK_LABELS[id] ?? sentenceCase(id);
export const sectorLabel = sentenceCase;
