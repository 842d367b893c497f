// The part of a built stylesheet a server-rendered page can use: its rules whose class names all
// appear in the page. A first visit carries its stylesheets inline (./document.ts); most of the
// design system's rules style what this page does not have (other pages' parts, dialogs, states
// drawn later), and inline they cost the first round trip's bytes. The whole files follow once the
// page has loaded (src/web/boot/boot.ts links them), before anything drawn later needs them.
//
// Built CSS only (Vite's minified output): a small reader of rules and blocks, not a CSS parser.

const STRING = String.raw`"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'`;
/** A block holding no other (a rule's declarations), its strings whole; or a string outside any block. */
const LEAF_BLOCK = new RegExp(String.raw`${STRING}|\{((?:[^{}"']|${STRING})*)\}`, 'g');
const READ = /var\(\s*(--[\w-]+)/g;

/** Every class name in the page's class attributes. */
export function classesIn(html: string): Set<string> {
  const used = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const c of m[1]!.split(/\s+/)) if (c) used.add(c);
  return used;
}

/** Where the block that opens at `open` (a `{`) ends: just past its `}`; strings and comments skipped. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const ch = css[i];
    if (ch === '"' || ch === "'") {
      i = stringEnd(css, i);
    } else if (ch === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2);
      i = close < 0 ? css.length : close + 1;
    } else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

function stringEnd(css: string, start: number): number {
  const quote = css[start];
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === quote) return i;
  }
  return css.length;
}

/** The next `{` or `;` outside strings and parentheses, from `from`. */
function nextStop(css: string, from: number): number {
  let parens = 0;
  for (let i = from; i < css.length; i++) {
    const ch = css[i];
    if (ch === '"' || ch === "'") i = stringEnd(css, i);
    else if (ch === '(') parens++;
    else if (ch === ')') parens--;
    else if (parens === 0 && (ch === '{' || ch === ';')) return i;
  }
  return css.length;
}

/** A selector list's members, split at the commas outside parentheses. */
function selectors(list: string): string[] {
  const out: string[] = [];
  let parens = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i];
    if (ch === '(') parens++;
    else if (ch === ')') parens--;
    else if (ch === ',' && parens === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

/**
 * Whether a selector can match in the page: every class it requires is in it. Classes inside
 * parentheses (`:not(.x)`, `:where(.a .b)`) require nothing, so those selectors stay.
 */
function canMatch(selector: string, used: Set<string>): boolean {
  let outside = '';
  let parens = 0;
  for (const ch of selector) {
    if (ch === '(') parens++;
    else if (ch === ')') parens--;
    else if (parens === 0) outside += ch;
  }
  for (const m of outside.matchAll(/\.((?:[\w-]|\\.)+)/g)) {
    if (!used.has(m[1]!.replace(/\\(.)/g, '$1'))) return false;
  }
  return true;
}

/** At-rules whose block holds rules (kept when any of those is); the others are kept whole. */
const GROUPING = /^@(media|supports|layer|container|scope|document)\b/i;

/** The custom properties a page's HTML reads itself (its style attributes). */
export const variablesReadIn = (html: string) => new Set([...html.matchAll(READ)].map((m) => m[1]!));

/**
 * The rules of a page's stylesheets it can use: those that can match an element with the page's
 * `classes`, keeping only the custom properties that they (any of them: one file reads what
 * another declares) or the page itself (`reads`) read; the theme declares hundreds.
 */
export function criticalCss(sheets: string[], classes: Set<string>, reads: Set<string>): string[] {
  const rules = sheets.map((css) => matchingRules(css, classes));
  const read = variablesRead(rules.join(''), reads);
  return rules.map((css) => withoutVariablesBut(css, read));
}

/** `css` with only the rules that can match an element whose classes are in `used`. */
function matchingRules(css: string, used: Set<string>): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const stop = nextStop(css, i);
    const prelude = css.slice(i, stop).trim();
    if (stop >= css.length) break;
    if (css[stop] === ';') {
      // A statement (@charset, @import, @layer a,b): kept.
      if (prelude) out += `${prelude};`;
      i = stop + 1;
      continue;
    }
    const end = blockEnd(css, stop);
    const body = css.slice(stop + 1, end - 1);
    if (prelude.startsWith('@')) {
      if (GROUPING.test(prelude)) {
        const inner = matchingRules(body, used);
        if (inner) out += `${prelude}{${inner}}`;
      } else {
        out += `${prelude}{${body}}`;
      }
    } else {
      const kept = selectors(prelude).filter((s) => canMatch(s, used));
      if (kept.length) out += `${kept.map((s) => s.trim()).join(',')}{${body}}`;
    }
    i = end;
  }
  return out;
}

/** A declaration block's declarations, split at the semicolons outside parentheses and strings. */
function declarations(block: string): string[] {
  const out: string[] = [];
  let parens = 0;
  let start = 0;
  for (let i = 0; i < block.length; i++) {
    const ch = block[i];
    if (ch === '"' || ch === "'") i = stringEnd(block, i);
    else if (ch === '(') parens++;
    else if (ch === ')') parens--;
    else if (ch === ';' && parens === 0) {
      out.push(block.slice(start, i));
      start = i + 1;
    }
  }
  if (block.slice(start).trim()) out.push(block.slice(start));
  return out;
}


/** The custom properties `css` or the page (`pageReads`) read, however indirectly (a variable's value reading another). */
function variablesRead(css: string, pageReads: Set<string>): Set<string> {
  const values = new Map<string, string[]>();
  let plain = '';
  for (const m of css.matchAll(LEAF_BLOCK)) {
    if (m[1] === undefined) continue;
    for (const d of declarations(m[1])) {
      const colon = d.indexOf(':');
      const name = d.slice(0, colon).trim();
      if (name.startsWith('--')) values.set(name, [...(values.get(name) ?? []), d.slice(colon + 1)]);
      else plain += d;
    }
  }
  const read = new Set<string>();
  const pending = [...pageReads, ...[...plain.matchAll(READ)].map((m) => m[1]!)];
  while (pending.length) {
    const name = pending.pop()!;
    if (read.has(name)) continue;
    read.add(name);
    for (const value of values.get(name) ?? []) for (const m of value.matchAll(READ)) pending.push(m[1]!);
  }
  return read;
}

/** `css` without the custom properties not in `read`, and without the rules left empty. */
function withoutVariablesBut(css: string, read: Set<string>): string {
  return css
    .replace(LEAF_BLOCK, (whole, block: string | undefined) => {
      if (block === undefined) return whole;
      const kept = declarations(block).filter((d) => {
        const name = d.slice(0, d.indexOf(':')).trim();
        return !name.startsWith('--') || read.has(name);
      });
      return `{${kept.join(';')}}`;
    })
    .replace(/(^|[{}])[^{}@]+\{\}/g, '$1');
}
