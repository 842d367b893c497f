// One Amharic word per thing (issue 43): messages/GLOSSARY.md lists, per concept, the term to use
// and the forms to avoid; no Amharic message may use one of those forms, nor glue a title or a name
// to an Ethiopic prefix or ending. The glossary is read here, so it stays the one source.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Row = { concept: string; use: string[]; avoid: string[] };

const codeSpans = (cell = '') => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** The rows of the glossary's tables that have an "Avoid" column. */
function glossaryRows(markdown: string): Row[] {
  const rows: Row[] = [];
  let header: string[] | undefined;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      header = undefined;
      continue;
    }
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    if (!header) header = cells;
    else if (!cells.every((c) => /^:?-+:?$/.test(c))) {
      const avoid = header.findIndex((h) => /^avoid/i.test(h));
      const use = header.findIndex((h) => /^amharic/i.test(h));
      if (avoid >= 0) rows.push({ concept: cells[0]!, use: codeSpans(cells[use]), avoid: codeSpans(cells[avoid]) });
    }
  }
  return rows;
}

const rows = glossaryRows(readFileSync('messages/GLOSSARY.md', 'utf8'));
const approved = rows.flatMap((r) => r.use);

const NOT_A_WORD_CHAR = String.raw`[^\p{L}\p{M}\p{N}]`;
/** A form to avoid as a pattern: a whole word, unless "…" at an end lets it take a prefix or ending. */
function avoidPattern(form: string) {
  const core = form.replace(/^…|…$/g, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const before = form.startsWith('…') ? '' : `(?<=^|${NOT_A_WORD_CHAR})`;
  const after = form.endsWith('…') ? '' : `(?=$|${NOT_A_WORD_CHAR})`;
  return new RegExp(before + core + after, 'u');
}

/** Each form to avoid, with the longer approved terms that contain it (those occurrences are fine). */
const checks = rows.flatMap((row) =>
  row.avoid.map((form) => {
    const core = form.replace(/^…|…$/g, '');
    return { row, form, core, pattern: avoidPattern(form), within: approved.filter((term) => term !== core && term.includes(core)) };
  }),
);

/** The forms to avoid that a text uses. */
function avoidedFormsIn(text: string) {
  return checks
    .filter(({ core, pattern, within }) => text.includes(core) && pattern.test(within.reduce((t, term) => t.split(term).join('\u0000'), text)))
    .map(({ row, form }) => `${form} (say ${row.use.join(' / ')}: ${row.concept})`);
}

/** Every text of a message: a plain string, or the variants of a plural/select message. */
const texts = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap((x) => Object.values((x as { match: Record<string, string> }).match)) : [];
const amharic = readdirSync('messages/am')
  .filter((f) => f.endsWith('.json'))
  .flatMap((file) =>
    Object.entries(JSON.parse(readFileSync(`messages/am/${file}`, 'utf8')) as Record<string, unknown>)
      .filter(([key]) => key !== '$schema')
      .flatMap(([key, value]) => texts(value).map((text) => ({ key: `${file}: ${key}`, text }))),
  );

const ETHIOPIC_LETTER = '[\\u1200-\\u135A\\u1380-\\u138F\\u2D80-\\u2DDE\\uAB01-\\uAB2E]';
const TITLE_LIKE = '\\{(?:title|campaign|name|category|label)\\}';
const GLUED = new RegExp(`${ETHIOPIC_LETTER}${TITLE_LIKE}|${TITLE_LIKE}${ETHIOPIC_LETTER}`, 'u');
/** ለ, የ, በ or ከ standing alone: the page was to put a title or a name right after it. */
const LONE_PREFIX = new RegExp(`(?<=^|${NOT_A_WORD_CHAR})[የለበከ](?=$|\\s)`, 'u');

describe('the Amharic glossary', () => {
  it('is read from messages/GLOSSARY.md: its tables give terms and the forms to avoid', () => {
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.find((r) => r.concept.startsWith('service fee'))).toMatchObject({ use: ['የአገልግሎት ዋጋ'], avoid: expect.arrayContaining(['የአገልግሎት ክፍያ…']) });
    expect(rows.find((r) => r.concept.startsWith('available'))?.avoid).toContain('ያለ ቀሪ');
  });

  it('never recommends a form it tells us to avoid', () => {
    expect(approved.flatMap((term) => avoidedFormsIn(term).map((f) => `${term}: ${f}`))).toEqual([]);
  });

  it('reads a form to avoid as a whole word, a prefix or ending only where it says so', () => {
    expect(avoidPattern('ዝጋ').test('ማውጫውን ዝጋ')).toBe(true);
    expect(avoidPattern('ቅዳ').test('ከሰኞ እስከ ቅዳሜ')).toBe(false);
    expect(avoidPattern('ማስፈንጠሪያ…').test('ማስፈንጠሪያውን ይላኩ')).toBe(true);
    expect(avoidedFormsIn('የግብር ከፋይ መለያ ቁጥር ያስፈልጋል')).toEqual([]);
    expect(avoidedFormsIn('መለያ ቁጥር፡ {ref}')).toHaveLength(1);
  });
});

describe('Amharic messages follow the glossary', () => {
  it('use none of the forms it tells us to avoid', () => {
    const wrong = amharic.flatMap(({ key, text }) => avoidedFormsIn(text).map((f) => `${key}: ${f}`));
    expect(wrong).toEqual([]);
  });

  it('never glue a title, a name, a category or a label to an Ethiopic prefix or ending', () => {
    expect(amharic.filter(({ text }) => GLUED.test(text)).map(({ key, text }) => `${key}: ${text}`)).toEqual([]);
  });

  it('never end on a lone ለ, የ, በ or ከ for the page to put a name after', () => {
    expect(amharic.filter(({ text }) => LONE_PREFIX.test(text)).map(({ key, text }) => `${key}: ${text}`)).toEqual([]);
  });
});
