/// <reference lib="webworker" />
// Pages this device has seen, answered from it at once (stale-while-revalidate): a campaign page
// opened before, and the start page an installed app opens with (manifest.webmanifest's
// start_url), which shows the campaigns last seen. The copy is the server's own rendering as
// last received; the network's answer replaces it for next time. Its query data is marked old
// (`asKept`), so the app asks for the current numbers as soon as it starts and shows them when
// they come, and, with no network, says it is showing saved campaigns.
//
// One cache per build: a kept page names the build's scripts and stylesheets, which this
// worker's precache holds; a new version starts with no kept pages and drops the old ones.

import { matchPrecache } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;
declare const __BUILD_ID__: string;

const PREFIX = 'birr-pages-';
const CACHE = `${PREFIX}${__BUILD_ID__}`;
/** Campaign pages kept at most (the start page besides); the oldest kept goes first. */
const MAX_PAGES = 40;

const CAMPAIGN_PAGE = /^\/campaign\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `?ref=` (where the visit came from) is the server's to count, not another copy of the page. */
const IGNORED_PARAMS = ['ref'];

/** The kept copy's address for a navigation, or null for a page not kept. */
function keyOf(request: Request): string | null {
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || request.method !== 'GET') return null;
  if (!CAMPAIGN_PAGE.test(url.pathname) && url.pathname !== '/') return null;
  for (const p of IGNORED_PARAMS) url.searchParams.delete(p);
  url.hash = '';
  return url.href;
}

/**
 * The kept copy, its query data dated long ago: TanStack Query hydrates it as stale and refetches
 * what the page shows on mount (the markup still matches it, so hydration is unchanged).
 */
async function asKept(response: Response): Promise<Response> {
  const html = (await response.text()).replace(/"dataUpdatedAt":\d+/g, '"dataUpdatedAt":1');
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
}

export async function keptPage(request: Request): Promise<Response | null> {
  const key = keyOf(request);
  if (!key) return null;
  const cached = await (await caches.open(CACHE)).match(key);
  return cached ? asKept(cached) : null;
}

/**
 * The page's linked stylesheets written into it, from this worker's precache: a kept page paints
 * without first asking the worker for its stylesheets (a round trip through it before anything
 * shows, issue 47's repeat view). Whole files, so what the app draws later is styled as on a page
 * that linked them; a file not in the precache stays linked.
 */
async function withStylesheetsInline(html: string): Promise<string> {
  let out = html;
  for (const [tag, href] of html.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g)) {
    const file = await matchPrecache(href!);
    if (!file?.ok) continue;
    const text = (await file.text()).replace(/<\//g, '<\\/');
    out = out.replace(tag, () => `<style data-href="${href}">${text}</style>`);
  }
  return out;
}

/** Keeps a page's fresh answer (a copy the page does not read): only a whole, successful page. */
export async function keepPage(request: Request, response: Response) {
  const key = keyOf(request);
  if (!key || response.status !== 200 || response.redirected || !response.headers.get('content-type')?.includes('text/html')) return;
  const cache = await caches.open(CACHE);
  const html = await withStylesheetsInline(await response.text());
  // The body is the page as read (decoded, then added to): its length and coding are no longer the network's.
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  await cache.put(key, new Response(html, { status: response.status, statusText: response.statusText, headers }));
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_PAGES - 1))) await cache.delete(old);
}

/** Asks the network for a kept page again and keeps its answer; no network leaves the copy as it is. */
export async function refreshKeptPage(request: Request) {
  try {
    await keepPage(request, await fetch(request));
  } catch {
    // Offline: the kept copy stays.
  }
}

/** On activation: the kept pages of other builds name files this version no longer has. */
export async function dropOldPageCaches() {
  for (const name of await caches.keys()) if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
}
