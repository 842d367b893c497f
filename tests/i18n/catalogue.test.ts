// Every word a person sees exists in Amharic and English (issue 27): the two catalogues have the
// same files and keys, each message the same placeholders, and the Amharic is Amharic.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Catalogue = Record<string, unknown>;
const read = (locale: string, file: string): Catalogue => JSON.parse(readFileSync(`messages/${locale}/${file}`, 'utf8'));
const files = readdirSync('messages/en').filter((f) => f.endsWith('.json'));
const keysOf = (c: Catalogue) => Object.keys(c).filter((k) => !k.startsWith('$'));
/** Every text of a message: a plain string, or the variants of a plural/select message. */
const texts = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap((x) => Object.values((x as { match: Record<string, string> }).match)) : [];
const placeholders = (v: unknown) => [...new Set(texts(v).flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();

// Messages that are the same in both languages on purpose (names of things, symbols).
const SAME_IN_BOTH = new Set(['head_search_in']);

describe('message catalogues', () => {
  it('has the same files in both languages', () => {
    expect(readdirSync('messages/am').filter((f) => f.endsWith('.json')).sort()).toEqual([...files].sort());
  });

  for (const file of files) {
    describe(file, () => {
      const en = read('en', file);
      const am = read('am', file);

      it('has every key in both languages', () => {
        expect(keysOf(am).filter((k) => !(k in en)), 'in Amharic only').toEqual([]);
        expect(keysOf(en).filter((k) => !(k in am)), 'missing in Amharic').toEqual([]);
      });

      it('has no empty message', () => {
        for (const [locale, c] of [['en', en], ['am', am]] as const) {
          const empty = keysOf(c).filter((k) => texts(c[k]).some((t) => t.trim() === '') && k !== 'date_year_suffix');
          expect(empty, `empty in ${locale}`).toEqual([]);
        }
      });

      it('uses the same placeholders in both languages', () => {
        const differ = keysOf(en).filter((k) => k in am && placeholders(en[k]).join() !== placeholders(am[k]).join());
        expect(differ).toEqual([]);
      });

      it('is written in Amharic (Ethiopic script) in the Amharic catalogue', () => {
        const ethiopic = /[\u1200-\u139F\u2D80-\u2DDF]/;
        const notAmharic = keysOf(am).filter(
          (k) => !SAME_IN_BOTH.has(k) && texts(am[k]).some((t) => t.replace(/\{\w+\}/g, '').trim() !== '' && !ethiopic.test(t)),
        );
        expect(notAmharic).toEqual([]);
      });
    });
  }

  it('defines each key in one area only (a second definition would silently replace the first)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const file of files) {
      for (const key of keysOf(read('en', file))) {
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)}, ${file})`);
        else seen.set(key, file);
      }
    }
    expect(twice).toEqual([]);
  });

  it('holds messages only: a note such as "$comment" would be compiled as a message, once per file', () => {
    const notes = (['en', 'am'] as const).flatMap((lang) =>
      files.flatMap((file) => Object.keys(read(lang, file)).filter((k) => k !== '$schema' && !/^[a-z][a-z0-9_]*$/.test(k)).map((k) => `${lang}/${file}: ${k}`)),
    );
    expect(notes).toEqual([]);
  });

  it('says beside the catalogues that the Amharic awaits a native speaker', () => {
    expect(readFileSync('messages/README.md', 'utf8')).toMatch(/awaits a native speaker's review/);
  });
});
