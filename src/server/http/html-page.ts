import { BIRR_GREENS, BRAND_GREEN } from '#contract/brand';
import { currentLocale, type Locale } from '#i18n/locale';
import { PAGE_FONT_STACK } from './ethiopic-font';

// The kit for the few pages the server writes by hand (the sandbox checkout, the receipt, the
// unsubscribe page): one escaper, one document shell, the brand's colours. The pages carry no
// script, so they work under the CSP without a nonce; their one <style> is allowed by style-src.

/**
 * Text and attribute values for HTML. Every attribute this server writes is in double quotes, so
 * `'` is left as typed (the server-rendered pages' titles keep it so). The renderer's head tags
 * (src/server/ssr/head.ts) use this one too.
 */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** What people typed (a name, a title, an address): escaped, and kept from page translators. */
export const asTyped = (s: string, tag = 'span') => `<${tag} translate="no">${escapeHtml(s)}</${tag}>`;

/**
 * A message with markup in one of its values (a typed address inside a sentence): the message is
 * escaped, the markup is not. `text` is the message getter, called with a placeholder.
 */
export function messageWith(text: (slot: string) => string, html: string): string {
  const slot = '\u0000';
  return escapeHtml(text(slot)).replace(slot, () => html);
}

/** A definition list of label → value; `typed` values are what people wrote. */
export function details(rows: Array<{ label: string; value: string; typed?: boolean } | false | null | undefined>): string {
  const items = rows
    .filter((r): r is { label: string; value: string; typed?: boolean } => Boolean(r))
    .map((r) => `<dt>${escapeHtml(r.label)}</dt>${r.typed ? asTyped(r.value, 'dd') : `<dd>${escapeHtml(r.value)}</dd>`}`);
  return `<dl>\n${items.join('\n')}\n</dl>`;
}

/** The small pages' colours: the brand's greens (shared with the web theme) and a few neutrals. */
export const PAGE_COLOURS = {
  brand: BRAND_GREEN,
  brandHover: BIRR_GREENS[9],
  focus: BIRR_GREENS[3],
  line: BIRR_GREENS[1],
  background: '#f1f8f3',
  surface: '#fff',
  text: '#1b2b21',
  muted: '#5b6b61',
  control: '#c5d3ca',
  controlHover: '#f4f6f5',
  note: '#fff8e1',
  noteLine: '#f2d98b',
} as const;

const C = PAGE_COLOURS;

const BASE_CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:${PAGE_FONT_STACK};background:${C.background};color:${C.text};line-height:1.5}
header{background:${C.brand};color:${C.surface};padding:14px 20px;font-weight:800;font-size:20px;letter-spacing:.2px}
header span{font-weight:500;font-size:14px;opacity:.9;margin-left:8px}
main{margin:24px auto;padding:0 16px}
.card{background:${C.surface};border:1px solid ${C.line};border-radius:16px;padding:24px;box-shadow:0 2px 10px ${C.brand}14}
h1{font-size:22px;margin:0 0 8px}
.muted{color:${C.muted};font-size:14px;margin:0}
.amount{font-size:32px;font-weight:800;color:${C.brand};margin:8px 0 16px}
dl{display:grid;grid-template-columns:fit-content(45%) 1fr;gap:8px 16px;margin:18px 0;font-size:15px}
dt{color:${C.muted}}dd{margin:0;word-break:break-word}
form{margin:0}
button,.button{display:block;width:100%;font:inherit;font-weight:700;font-size:16px;padding:13px 16px;border-radius:10px;cursor:pointer;text-align:center;text-decoration:none;background:${C.brand};color:${C.surface};border:1px solid ${C.brand}}
button:hover,.button:hover{background:${C.brandHover}}
.secondary{background:${C.surface};color:${C.text};border:1px solid ${C.control}}
.secondary:hover{background:${C.controlHover}}
button:focus-visible,.button:focus-visible{outline:3px solid ${C.focus};outline-offset:2px}
`;

/** Written left to right or right to left: each language says which (both of ours are left to right). */
const DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', am: 'ltr' };

export type PageParts = {
  /** The whole <title>. */
  title: string;
  /** The HTML inside <main>, built with the helpers above. */
  body: string;
  /** @font-face rules for the Ethiopic face (ethiopicFontCss), empty without a web build. */
  fonts?: string;
  /** Words beside the brand in the header. */
  banner?: string;
  /** The column's widest, in CSS pixels. */
  width?: number;
  /** This page's own rules, after the shared ones. */
  css?: string;
};

/** A whole document in the request's language: not indexed, no script. */
export function htmlPage(p: PageParts): string {
  const locale = currentLocale();
  const banner = p.banner ? ` <span>${escapeHtml(p.banner)}</span>` : '';
  return `<!doctype html>
<html lang="${locale}" dir="${DIRECTION[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(p.title)}</title>
<style>${p.fonts ?? ''}${BASE_CSS}main{max-width:${p.width ?? 460}px}${p.css ?? ''}</style>
</head>
<body>
<header>Birr${banner}</header>
<main>${p.body}</main>
</body>
</html>`;
}
