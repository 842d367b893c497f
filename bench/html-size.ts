// `npx tsx bench/html-size.ts`: how many bytes a campaign page's HTML is, raw and compressed as
// served, split into its inlined stylesheets, its inlined data (the dehydrated query cache and the
// boot script's settings) and the rest (markup and head). Issue 47's goal: ≤ 14 KB compressed, the
// first round trip's congestion window. Runs against the built app (`npm run build` first).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { freePort, startProduct } from '../support/product';

/** The first congestion window (10 segments of ~1,400 bytes): the page's budget, compressed. */
export const HTML_BUDGET_KB = 14;

const KB = (n: number) => Math.round((n / 1024) * 10) / 10;
// As @fastify/compress compresses a page: gzip at zlib's default level, Brotli at quality 4.
const gzipKB = (s: string) => KB(gzipSync(s).length);
const brotliKB = (s: string) =>
  KB(brotliCompressSync(s, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } }).length);

export type HtmlSize = {
  rawKB: number;
  gzipKB: number;
  brotliKB: number;
  /** Each part alone, raw and gzipped (alone it compresses a little worse than inside the page). */
  parts: Record<'css' | 'data' | 'markup', { rawKB: number; gzipKB: number }>;
};

/** A page's sizes, and its parts': inline <style>, inline <script> (data and boot), the rest. */
export function htmlSize(html: string): HtmlSize {
  const css = [...html.matchAll(/<style\b[^>]*>[\s\S]*?<\/style>/g)].map((m) => m[0]).join('');
  const data = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/g)].map((m) => m[0]).join('');
  const markup = html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '').replace(/<script\b(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/g, '');
  const part = (s: string) => ({ rawKB: KB(Buffer.byteLength(s)), gzipKB: gzipKB(s) });
  return {
    rawKB: KB(Buffer.byteLength(html)),
    gzipKB: gzipKB(html),
    brotliKB: brotliKB(html),
    parts: { css: part(css), data: part(data), markup: part(markup) },
  };
}

export const printHtmlSize = (label: string, s: HtmlSize) =>
  console.log(
    `${label}: ${s.rawKB} KB raw, ${s.gzipKB} KB gzip, ${s.brotliKB} KB brotli (${s.brotliKB <= HTML_BUDGET_KB ? 'within' : 'OVER'} the ${HTML_BUDGET_KB} KB budget)\n` +
      `  inline CSS ${s.parts.css.rawKB} KB (${s.parts.css.gzipKB} gz) · inline data ${s.parts.data.rawKB} KB (${s.parts.data.gzipKB} gz) · markup ${s.parts.markup.rawKB} KB (${s.parts.markup.gzipKB} gz)`,
  );

/**
 * A seeded campaign page's sizes (the demo's campaign with the longest story), in both languages,
 * on a first visit (stylesheets inline) and a later one (the stylesheet cookie set: linked).
 */
export async function measureCampaignHtml(baseURL: string) {
  const list = (await (await fetch(`${baseURL}/api/campaign?limit=50`)).json()) as { data: { id: string; description: string }[] };
  const longest = [...list.data].sort((a, b) => b.description.length - a.description.length)[0]!;
  const results: Record<string, HtmlSize> = {};
  for (const lang of ['en', 'am']) {
    const url = `${baseURL}/campaign/${longest.id}?lang=${lang}`;
    const first = await fetch(url, { headers: { accept: 'text/html' } });
    const firstHtml = await first.text();
    results[`${lang} first visit`] = htmlSize(firstHtml);
    const cookie = first.headers.get('set-cookie') ?? '';
    // The boot script sets the stylesheet cookie once the files are cached; its value is in the page.
    const css = firstHtml.match(/"cookie":"(birr_css=[^;"]+)/)?.[1];
    const again = await fetch(url, { headers: { accept: 'text/html', cookie: [css, cookie.split(';')[0]].filter(Boolean).join('; ') } });
    results[`${lang} later visit`] = htmlSize(await again.text());
  }
  return { id: longest.id, results };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const product = await startProduct({ port: await freePort(), compiled: process.argv.includes("--compiled") });
  try {
    const { id, results } = await measureCampaignHtml(product.baseURL);
    console.log(`Campaign page /campaign/${id}`);
    for (const [label, size] of Object.entries(results)) printHtmlSize(label, size);
  } finally {
    await product.stop();
  }
}
