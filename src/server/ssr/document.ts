// The HTML document around a page: the built index.html, with the first view's stylesheets
// inlined, the page's largest picture preloaded, its chunks from Vite's manifest, and the boot
// script (src/web/boot/boot.ts, compiled at build) that asks for the app's code.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { BootSettings } from '#contract/pages';
import { classesIn, criticalCss, variablesReadIn } from './critical-css';

/** Vite's build manifest (dist/ssr/manifest.json): each source module's chunk, stylesheets and static imports. */
export type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** A file re-read when a rebuild changes it, so `npm run build` is served without a restart. */
export function rebuilt<T>(file: string, load: (file: string, mtime: number) => T) {
  let cached: { mtime: number; value: T } | null = null;
  return (): T | null => {
    if (!existsSync(file)) return null;
    const mtime = statSync(file).mtimeMs;
    if (cached?.mtime !== mtime) cached = { mtime, value: load(file, mtime) };
    return cached.value;
  };
}

/**
 * `html` with its first `marker` (every one, for a global pattern) replaced by `text` exactly as
 * it is. A string replacement would expand `$&`, `` $` `` and `$'` in it into copies of the page:
 * a donor's name holding `` $` `` made a campaign's page megabytes long.
 */
export const insertLiteral = (html: string, marker: string | RegExp, text: string | ((match: string) => string)) =>
  html.replace(marker, typeof text === 'function' ? text : () => text);

/** JSON inside a <script>: nothing in it can close the element or end a line early. */
export const escapeJsonForHtml = (json: string) =>
  json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The page's likely largest paint: the first image it marks fetchpriority="high" (a list's first
 * cover, a campaign's cover). Preloaded at the top of <head> with its srcset and sizes, so the
 * browser asks for the right rendition before it reaches the stylesheet or the scripts.
 */
export function lcpImagePreload(markup: string): string {
  // React writes the attribute as fetchPriority (HTML attribute names are case-insensitive).
  const img = markup.match(/<img\b[^>]*\bfetchpriority="high"[^>]*>/i)?.[0];
  if (!img) return '';
  const attr = (name: string) => img.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];
  const src = attr('src');
  if (!src) return '';
  const srcset = attr('srcset');
  const sizes = attr('sizes');
  return (
    `<link rel="preload" as="image" href="${src}"` +
    (srcset ? ` imagesrcset="${srcset}"` : '') +
    (sizes ? ` imagesizes="${sizes}"` : '') +
    ' fetchpriority="high">'
  );
}

/**
 * The stylesheets and chunks of a page's lazy route modules (their source paths, as the renderer
 * names them), following each chunk's static imports. `missing`: modules the manifest does not
 * know, a route table and a build that disagree.
 */
export function routeAssets(manifest: Manifest | null, modules: string[]) {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest?.[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  const missing = manifest ? modules.filter((m) => !manifest[m]) : [];
  return { css: [...css].map((f) => `/${f}`), js: [...js].map((f) => `/${f}`), missing };
}

/**
 * Set by a page once its stylesheets are in the browser's cache (see `firstViewStyles`), to the
 * build's entry stylesheet: a later page links them instead of carrying them again.
 */
export const CSS_COOKIE = 'birr_css';
/** How many of a page's chunks its boot script asks for in one task. */
const PRELOADS_PER_TASK = 2;

/** A built stylesheet's text (file names carry their content's hash, so it never goes stale). */
export function builtCss(dist: string) {
  const texts = new Map<string, string>();
  return (href: string) => {
    let text = texts.get(href);
    if (text === undefined) {
      text = readFileSync(path.join(dist, href), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '');
      texts.set(href, text);
    }
    return text;
  };
}

const buildStylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
/** The build's name in CSS_COOKIE: its entry stylesheet's file name. */
const cssBuildOf = (links: string[]) => links[0]?.replace(/^.*\/|\.css$/g, '') ?? '';

/** Whether the visitor's browser holds this build's stylesheets (CSS_COOKIE names the build): `firstViewStyles`' `cssCached`. */
export function holdsBuildCss(html: string, req: FastifyRequest): boolean {
  const build = cssBuildOf(buildStylesheets(html));
  const remembered = req.headers.cookie?.match(new RegExp(`(?:^|;\\s*)${CSS_COOKIE}=([^;]*)`))?.[1];
  return build !== '' && remembered === build;
}

/** How many pruned stylesheets are kept (one per stylesheet and set of classes: a few per page kind). */
const PRUNED_KEPT = 256;

/**
 * The first view's stylesheets. A first visit gets them inline, in <style>: on slow 4G a
 * stylesheet is a round trip (often a new connection too) after the HTML before anything paints.
 * Inline, only the rules the page's own markup can use (./critical-css.ts): the whole files would
 * take half of the first round trip's ~14 KB. Once the page has loaded, the boot script links the
 * whole files (`warmCss`, before the app draws anything of its own) and sets CSS_COOKIE: the next
 * page carries plain links to the cached files. A new build (a new entry stylesheet) inlines again.
 */
/** A stylesheet's text in a <style> element named by `attr` (`</` escaped: the text cannot close it). */
const styleTag = (attr: 'data-href' | 'data-route-href', href: string, text: string) => `<style ${attr}="${href}">${text.replace(/<\//g, '<\\/')}</style>`;

export function firstViewStyles(html: string, routeCss: string[], cssCached: boolean, cssText: (href: string) => string, markup = '') {
  const links = buildStylesheets(html);
  const own = routeCss.filter((f) => !links.includes(f));
  if (cssCached) {
    // The build's stylesheets are cached, but this route's own may not be (the thank-you page,
    // reached from a checkout): the rules its markup uses come inline, never a round trip before
    // the first paint. The whole file arrives with the route's code.
    if (!own.length) return { html, tags: '', warmCss: null };
    const texts = pruned(own, html + markup, cssText);
    return { html, tags: own.map((f) => styleTag('data-route-href', f, texts.get(f)!)).join(''), warmCss: null };
  }
  const files = [...links, ...own];
  const texts = pruned(files, html + markup, cssText);
  const inline = (f: string) => styleTag('data-href', f, texts.get(f)!);
  let inlined = html;
  for (const f of links) inlined = insertLiteral(inlined, `<link rel="stylesheet" crossorigin href="${f}">`, inline(f));
  const warmCss = { files, cookie: `${CSS_COOKIE}=${cssBuildOf(links)}; Path=/; Max-Age=31536000; SameSite=Lax` };
  return { html: inlined, tags: own.map(inline).join(''), warmCss };
}

const prunedCache = new Map<string, Map<string, string>>();
/** A page's stylesheets as it uses them, remembered: pages of one kind share their classes. */
function pruned(files: string[], page: string, cssText: (href: string) => string) {
  const classes = classesIn(page);
  const reads = variablesReadIn(page);
  const key = `${files.join(' ')}|${[...classes].sort().join(' ')}|${[...reads].sort().join(' ')}`;
  let texts = prunedCache.get(key);
  if (texts === undefined) {
    const critical = criticalCss(files.map(cssText), classes, reads);
    texts = new Map(files.map((f, i) => [f, critical[i]!]));
    if (prunedCache.size >= PRUNED_KEPT) prunedCache.delete(prunedCache.keys().next().value!);
    prunedCache.set(key, texts);
  }
  return texts;
}

/**
 * The page without the build's script and modulepreload tags, and the nonce'd boot script that
 * asks for them (and the route's chunks) once the page has been drawn: `bootScript` is the
 * compiled src/web/boot/boot.ts, called here with this page's settings. A page without the
 * build's entry script (not built by Vite) is left as it is.
 */
export function bootScripts(
  html: string,
  routeJs: string[],
  nonce: string,
  warmCss: BootSettings['warmCss'],
  bootScript: string,
  speculation?: string,
) {
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/)?.[1];
  if (!entry) return { html, tags: '' };
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  const chunks = [...new Set([...preloaded, ...routeJs])].filter((u) => u !== entry);
  const stripped = html
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  const settings: BootSettings = { entry, chunks, perTask: PRELOADS_PER_TASK, warmCss, ...(speculation ? { speculation } : {}) };
  return { html: stripped, tags: `<script nonce="${nonce}">(${bootScript})(${escapeJsonForHtml(JSON.stringify(settings))})</script>` };
}
