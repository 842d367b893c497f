/** "RESEARCH_AND_DEVELOPMENT" → "Research and development" (the spec's sentence case). */
export function sentenceCase(id: string): string {
  const words = id.toLowerCase().split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const categoryLabel = sentenceCase;
export const statusLabel = sentenceCase;

/** Campaign detail shows the category "in lower case with underscores turned into spaces". */
export const categoryLowerLabel = (id: string) => id.toLowerCase().replaceAll('_', ' ');
