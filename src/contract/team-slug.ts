// A team page's address from its name (issue 44): /campaign/:id/team/<slug>. Latin letters lose
// their accents, Ethiopic syllables are written in Latin letters (አበበ → abebe, so an Amharic
// name gives an address a person can read out and type), everything else becomes a dash.
// Free of zod: the start-a-team form shows the address as the name is typed.

/** The longest slug; a name longer than this is cut at a dash where it can be. */
export const TEAM_SLUG_MAX = 40;
/** What a slug may be: lower-case Latin letters, digits and single dashes inside. */
export const TEAM_SLUG_RE = /^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/;
/** A name with nothing to make an address of (emoji, another script) is "team". */
export const TEAM_SLUG_FALLBACK = 'team';

/**
 * Ethiopic syllables come in rows of eight code points from U+1200: one consonant, its seven
 * vowel orders (ä, u, i, a, e, the bare consonant, o) and a labialised -wa. The consonant of each
 * row, from U+1200 (the rows of labialised consonants, ቈ ኈ ኰ ጐ…, keep their w).
 */
const CONSONANTS = [
  'h', 'l', 'h', 'm', 's', 'r', 's', 'sh', 'q', 'qw', 'qh', 'qhw', 'b', 'v', 't', 'ch',
  'h', 'hw', 'n', 'ny', '', 'k', 'kw', 'kh', 'khw', 'w', '', 'z', 'zh', 'y', 'd', 'dd',
  'j', 'g', 'gw', 'gg', 't', 'ch', 'p', 'ts', 'ts', 'f', 'p', 'ry', 'mya', 'fya',
];
const ORDERS = ['e', 'u', 'i', 'a', 'e', '', 'o', 'wa'];
const ETHIOPIC_FIRST = 0x1200;
const ETHIOPIC_LAST = ETHIOPIC_FIRST + CONSONANTS.length * 8 - 1;

function latinOf(ch: string): string {
  const code = ch.codePointAt(0)!;
  if (code < ETHIOPIC_FIRST || code > ETHIOPIC_LAST) return ch;
  const row = Math.floor((code - ETHIOPIC_FIRST) / 8);
  const consonant = CONSONANTS[row];
  const column = (code - ETHIOPIC_FIRST) % 8;
  // The glottal and pharyngeal rows (አ, ዐ) are their vowel alone, and their first order reads a (አበበ → abebe).
  if (!consonant) return ['a', 'u', 'i', 'a', 'e', 'e', 'o', 'e'][column];
  return `${consonant}${ORDERS[column]}`;
}

/** The slug a team of this name would get (before a number is added to make it unique). */
export function teamSlug(name: string): string {
  const latin = [...name.normalize('NFC')].map(latinOf).join('');
  const plain = latin
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!plain) return TEAM_SLUG_FALLBACK;
  if (plain.length <= TEAM_SLUG_MAX) return plain;
  const cut = plain.slice(0, TEAM_SLUG_MAX);
  const atDash = cut.lastIndexOf('-');
  return (atDash >= TEAM_SLUG_MAX / 2 ? cut.slice(0, atDash) : cut).replace(/-+$/, '');
}

/** The n-th slug for a name already taken on the campaign: abebe, abebe-2, abebe-3… */
export const numberedSlug = (base: string, n: number) => (n <= 1 ? base : `${base.slice(0, TEAM_SLUG_MAX - String(n).length - 1).replace(/-+$/, '')}-${n}`);
