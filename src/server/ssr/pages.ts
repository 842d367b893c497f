// The web app's HTML: public pages rendered on the server (dist/ssr/entry.js, built from
// src/web/entry-server.tsx), the client-rendered shell (dist/web/index.html) for every other route, robots.txt,
// sitemap.xml and campaigns' link-preview images.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CampaignListQuery, UUID_RE, type Campaign } from '#contract/campaign';
import { campaignMedia, campaigns } from '../db/schema';
import { decodeImage, renditionKey } from '../media/images';
import type { Deps } from '../deps';
import { HttpError } from '../http/errors';
import { campaignReads } from '../modules/campaigns/cache';
import { listVerifiedDonations } from '../modules/donations/service';
import { listUpdates } from '../modules/updates/service';
import { listWords } from '../modules/words/service';
import { PUBLIC_ORIGIN_META, type PageDataSource, type PageRenderer } from '#web/app/page-data';
import { m } from '#i18n/paraglide/messages.js';
import { escapeHtml, headTags, localizedPath } from './head';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, LOCALES, isLocale, type Locale } from '#i18n/locale';

type Entry = PageRenderer;
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** Link previews: Open Graph's recommended 1200×630, made from the cover on first request. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const previewKey = (mediaId: string) => `previews/${mediaId}-${PREVIEW_WIDTH}x${PREVIEW_HEIGHT}.jpg`;


/** A file re-read when a rebuild changes it, so `npm run build` is served without a restart. */
function rebuilt<T>(file: string, load: (file: string, mtime: number) => T) {
  let cached: { mtime: number; value: T } | null = null;
  return (): T | null => {
    if (!existsSync(file)) return null;
    const mtime = statSync(file).mtimeMs;
    if (cached?.mtime !== mtime) cached = { mtime, value: load(file, mtime) };
    return cached.value;
  };
}

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
 * Set by a page once its stylesheets are in the browser's cache (see `firstViewStyles`), to the
 * build's entry stylesheet: a later page links them instead of carrying them again.
 */
export const CSS_COOKIE = 'birr_css';
/** How many of a page's chunks its boot script asks for in one task (bootScripts). */
const PRELOADS_PER_TASK = 2;

/**
 * `html` with its first `marker` (every one, for a global pattern) replaced by `text` exactly as
 * it is. A string replacement would expand `$&`, `` $` `` and `$'` in it into copies of the page:
 * a donor's name holding `` $` `` made a campaign's page megabytes long (issue 40).
 */
export const insertLiteral = (html: string, marker: string | RegExp, text: string | ((match: string) => string)) =>
  html.replace(marker, typeof text === 'function' ? text : () => text);

const escapeJsonForHtml = (json: string) =>
  json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export async function registerPages(app: FastifyInstance, deps: Deps) {
  const { db, storage } = deps;
  const dist = deps.config.webDist;
  const template = rebuilt(path.join(dist, 'index.html'), (f) => readFileSync(f, 'utf8'));
  // Beside the renderer, outside the web root: neither is for browsers.
  const ssrDist = deps.config.ssrDist;
  const manifest = ssrDist ? rebuilt(path.join(ssrDist, 'manifest.json'), (f) => JSON.parse(readFileSync(f, 'utf8')) as Manifest) : () => null;
  const entry = ssrDist
    ? rebuilt(path.join(ssrDist, 'entry.js'), (f, mtime) => import(`${pathToFileURL(f).href}?v=${mtime}`) as Promise<Entry>)
    : () => null;

  // The same short-lived public reads as the API (PUBLIC_CACHE_SECONDS, cleared on any change).
  const reads = campaignReads(db, storage, deps.config.publicCacheSeconds);
  const source: PageDataSource = {
    // Parsed as the API parses its query string, so a page and the API answer alike.
    campaigns: (params) =>
      reads.list(
        CampaignListQuery.parse(
          Object.fromEntries(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))),
        ),
      ),
    async campaign(id) {
      if (!UUID_RE.test(id)) return null;
      try {
        return await reads.get(id);
      } catch (err) {
        if (err instanceof HttpError && err.code === 'CAMPAIGN_UNDER_REVIEW') return 'under-review';
        if (err instanceof HttpError && err.statusCode === 404) return null;
        throw err;
      }
    },
    donations: (id) => listVerifiedDonations(db, id),
    updates: (id, limit) => listUpdates(db, storage, id, { page: 1, limit }),
    words: (id, limit) => listWords(db, id, { page: 1, limit }),
  };

  // Every page names the configured public origin, so share links and posters never carry the
  // address the browser happened to reach us by (web/features/campaigns/media.ts reads it).
  const originMeta = () => `<meta name="${PUBLIC_ORIGIN_META}" content="${new URL(deps.config.publicUrl).origin}">`;
  /** The page's language on <html>, so the browser app (and screen readers) start in it. */
  const inLanguage = (html: string, locale: Locale) => insertLiteral(html, /<html lang="[^"]*"/, `<html lang="${locale}"`);
  /** A `?lang=` link keeps its language for the rest of the visit (the switch does the same). */
  const rememberLanguage = (req: FastifyRequest, reply: FastifyReply) => {
    const asked = (req.query as Record<string, unknown> | undefined)?.lang;
    if (isLocale(asked)) reply.header('set-cookie', `${LANG_COOKIE}=${asked}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax`);
    // Pages differ by the visitor's language: shared caches keep one copy per language.
    reply.header('vary', 'accept-encoding, accept-language, cookie');
  };
  const shellPage = (html: string) => {
    let page = insertLiteral(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(m.head_default_title())}</title>`);
    page = insertLiteral(page, /<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(m.head_default_description())}"`);
    page = insertLiteral(page, /<noscript>[^<]*<\/noscript>/, `<noscript>${escapeHtml(m.shell_noscript())}</noscript>`);
    return insertLiteral(page, '</head>', `${originMeta()}</head>`);
  };
  const sendShell = (req: FastifyRequest, reply: FastifyReply) => {
    const html = template();
    if (html === null) return reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
    rememberLanguage(req, reply);
    return reply
      .header('cache-control', 'no-cache')
      .header('content-type', 'text/html; charset=utf-8')
      .send(shellPage(inLanguage(html, req.locale)));
  };

  /** The stylesheets and the chunks a page's lazy route modules need, from Vite's manifest. */
  function routeAssets(modules: string[]) {
    const m = manifest();
    const js = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = m?.[key];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      chunk.css?.forEach((c) => css.add(c));
      chunk.imports?.forEach(visit);
    };
    modules.forEach(visit);
    return { css: [...css].map((f) => `/${f}`), js: [...js].map((f) => `/${f}`) };
  }

  /** A built stylesheet's text (file names carry their content's hash, so it never goes stale). */
  const cssTexts = new Map<string, string>();
  const cssText = (href: string) => {
    let text = cssTexts.get(href);
    if (text === undefined) {
      text = readFileSync(path.join(dist, href), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '');
      cssTexts.set(href, text);
    }
    return text;
  };

  /**
   * The first view's stylesheets. A first visit gets them inline, in <style>: on slow 4G a
   * stylesheet is a round trip (often a new connection too) after the HTML before anything paints,
   * while its ~10 KB inside the compressed page cost a fraction of that (issue 29). Once the page
   * has loaded, the boot script (in a task of its own, after the one that asks for the app's code:
   * two short tasks rather than one long) fetches the same files at low priority into the HTTP cache (not
   * parsed nor applied: no style work while the app hydrates), names them in disabled <link>s (never
   * fetched nor applied; they tell Vite's preloader the route's stylesheet is on the page), and
   * then sets CSS_COOKIE: the next page carries plain links to the cached files.
   * A new build (a new entry stylesheet) inlines again.
   */
  function firstViewStyles(html: string, routeCss: string[], req: FastifyRequest) {
    const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const own = routeCss.filter((f) => !links.includes(f));
    const build = links[0]?.replace(/^.*\/|\.css$/g, '') ?? '';
    const remembered = req.headers.cookie?.match(new RegExp(`(?:^|;\\s*)${CSS_COOKIE}=([^;]*)`))?.[1];
    if (build && remembered === build) {
      return { html, tags: own.map((f) => `<link rel="stylesheet" href="${f}">`).join(''), afterLoad: '' };
    }
    const files = [...links, ...own];
    const inline = (f: string) => `<style data-href="${f}">${cssText(f).replace(/<\//g, '<\\/')}</style>`;
    let inlined = html;
    for (const f of links) inlined = insertLiteral(inlined, `<link rel="stylesheet" crossorigin href="${f}">`, inline(f));
    const afterLoad =
      `Promise.all(${JSON.stringify(files)}.map(function(u){var l=document.createElement('link');l.rel='stylesheet';l.disabled=true;l.href=u;h.append(l);` +
      `return fetch(u,{priority:'low'}).then(function(r){if(!r.ok)throw r})})).then(function(){document.cookie=${JSON.stringify(`${CSS_COOKIE}=${build}; Path=/; Max-Age=31536000; SameSite=Lax`)}},function(){});`;
    return { html: inlined, tags: own.map(inline).join(''), afterLoad };
  }

  /**
   * A rendered page paints from its HTML and CSS alone; its JavaScript (the entry, and the route's
   * chunks beside it) is asked for once the page has loaded, so on a slow network those ~150 KB
   * do not compete with the stylesheet and the largest picture for the first paint (issue 29).
   * Links work meanwhile; the app hydrates when its code arrives. A nonce'd inline script, so
   * the CSP needs no exception.
   *
   * The entry is asked for first, once the page has loaded and been drawn; the chunks it imports follow as
   * modulepreloads, a few per task, and then the stylesheets' warming (`afterLoad`). Each request
   * costs the main thread a little, and the dozen of them in one task made it one of the longest
   * after the first paint on a phone (15–20 ms of a real thread, ×4 on a slow phone). The chunks
   * are still asked for well before the entry arrives and names them, so nothing waits on it.
   */
  function bootScripts(html: string, routeJs: string[], nonce: string, afterLoad: string): { html: string; tags: string } {
    const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/)?.[1];
    if (!entry) return { html, tags: '' };
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const chunks = [...new Set([...preloaded, ...routeJs])].filter((u) => u !== entry);
    const stripped = html
      .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
      .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
    const warm = afterLoad ? `setTimeout(function(){${afterLoad}})` : '';
    // After the next frame: when everything has arrived before the first paint (a fast network, a
    // cached page), the app's code still waits for the page to be drawn. A hidden tab draws no
    // frames: the timer starts it there.
    const boot =
      `addEventListener('load',function(){var d=0;function b(){if(d)return;d=1;var h=document.head,c=${JSON.stringify(chunks)};` +
      `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};h.append(s);` +
      `(function n(){setTimeout(function(){c.splice(0,${PRELOADS_PER_TASK}).forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.append(l)});` +
      `if(c.length)n();else{${warm}}})})()}` +
      `requestAnimationFrame(function(){setTimeout(b)});setTimeout(b,1000)},{once:true})`;
    // A button pressed before the app's code is here would do nothing: the last one pressed is kept
    // (window.birrTap) and pressed again once its page is hydrated (src/web/ui/early-tap.ts). Once hydration has
    // begun, React replays presses itself (window.birrHydrating).
    const keepTap =
      `document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('button');` +
      `if(b&&!window.birrHydrating)window.birrTap=b},true);`;
    return { html: stripped, tags: `<script nonce="${nonce}">${keepTap}${boot}</script>` };
  }

  /** Any page navigation: a public page rendered here, or the shell that renders in the browser. */
  async function sendPage(req: FastifyRequest, reply: FastifyReply) {
    const html = template();
    if (html === null) return reply.status(404).send({ message: 'The web app is not built: run `npm run build`' });
    const ssr = await entry()?.catch((err: unknown) => {
      req.log.error({ err }, 'cannot load the server renderer');
      return null;
    });
    if (!ssr) return sendShell(req, reply);
    const origin = deps.config.publicUrl;
    const result = await ssr.render({
      url: `${origin}${req.url}`,
      locale: req.locale,
      source,
      previewImage: (c: Campaign) => {
        const cover = c.campaignMedia.find((m) => m.imageType === 'COVER_IMAGE') ?? c.campaignMedia[0];
        return cover ? `${origin}/og/${cover.id}.jpg` : undefined;
      },
    });
    if (result.kind === 'shell') return sendShell(req, reply);

    const assets = routeAssets(result.modules);
    const styles = firstViewStyles(html, assets.css, req);
    const boot = bootScripts(styles.html, assets.js, reply.cspNonce.script, styles.afterLoad);
    // Every piece that holds text from outside (titles, stories, names, words of support) goes in
    // with insertLiteral, never as a string replacement.
    const trimmed = inLanguage(boot.html, req.locale)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
    // Early in <head>: the largest picture's request starts before anything else is parsed.
    // Early in <head>, but after the viewport: the browser picks the picture's rendition by the
    // viewport's width, and before <meta name="viewport"> that is the 980 px of a desktop page,
    // so a phone fetched the 1200 px rendition here and then the one the <img> shows.
    const withPreload = insertLiteral(trimmed, /<meta name="viewport"[^>]*>/i, (viewport) => `${viewport}${lcpImagePreload(result.markup)}`);
    const withHead = insertLiteral(withPreload, '</head>', `${headTags(result.head, origin, req.locale)}${originMeta()}${styles.tags}${boot.tags}</head>`);
    const page = insertLiteral(
      withHead,
      '<div id="root"></div>',
      `<div id="root">${result.markup}</div>` +
        `<script type="application/json" id="birr-ssr">${escapeJsonForHtml(result.state)}</script>`,
    );
    rememberLanguage(req, reply);
    return reply
      .status(result.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page);
  }

  app.get('/', sendPage);
  app.get('/campaigns', sendPage);
  app.get('/campaign/:id', sendPage);

  app.get('/robots.txt', (req, reply) => {
    const origin = deps.config.publicUrl;
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /auth/',
          'Disallow: /profile',
          'Disallow: /campaign/create',
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });

  app.get('/sitemap.xml', async (req, reply) => {
    const origin = deps.config.publicUrl;
    const rows = await db
      .select({ id: campaigns.id, createdAt: campaigns.createdAt })
      .from(campaigns)
      .where(eq(campaigns.status, 'ACTIVE'))
      .orderBy(desc(campaigns.createdAt))
      .limit(50_000);
    // Each page in both languages, each naming the other (hreflang alternates).
    const url = (loc: string, lastmod?: Date) =>
      LOCALES.map((locale) => {
        const alternates = LOCALES.map(
          (other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${origin}${localizedPath(loc, other)}"/>`,
        ).join('');
        return `<url><loc>${origin}${localizedPath(loc, locale)}</loc>${alternates}${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
      }).join('');
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
      url('/') +
      url('/campaigns') +
      rows.map((r) => url(`/campaign/${r.id}`, r.createdAt)).join('') +
      '</urlset>\n';
    // Returned: an async handler that only calls send() loses a large compressed body (@fastify/compress 9).
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(body);
  });

  // The link-preview image of a public campaign's image: made once with sharp, kept in storage.
  // Its URL names the (immutable) image, so it is cached for good.
  app.get<{ Params: { file: string } }>('/og/:file', async (req, reply) => {
    const id = req.params.file.replace(/\.jpg$/, '');
    if (!req.params.file.endsWith('.jpg') || !UUID_RE.test(id)) return reply.status(404).send({ message: 'Not found' });
    const key = previewKey(id);
    // Asked every time, even when the preview is already made: a campaign suspended (or an image
    // replaced) since then must stop showing in link previews.
    const [media] = await db
      .select({ storageKey: campaignMedia.storageKey, widths: campaignMedia.widths })
      .from(campaignMedia)
      .innerJoin(campaigns, eq(campaigns.id, campaignMedia.campaignId))
      .where(and(eq(campaignMedia.id, id), inArray(campaigns.status, ['ACTIVE', 'COMPLETED'])));
    if (!media || media.widths.length === 0) return reply.status(404).send({ message: 'Not found' });
    let bytes: Buffer;
    if (await storage.has('public', key)) {
      bytes = await storage.read('public', key);
    } else {
      const source = await storage.read('public', renditionKey(media.storageKey, Math.max(...media.widths)));
      bytes = await decodeImage(source)
        .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover', position: 'attention' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer();
      await storage.put('public', key, bytes);
    }
    // Not immutable any more: a suspension must be able to take the preview down.
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=3600').send(bytes);
  });

  return { sendPage };
}
