// What search engines and link previews read: a rendered page's <head> tags (title, description,
// canonical and hreflang, robots, Open Graph), robots.txt and sitemap.xml.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SITE_NAME, type PageHead } from '#contract/pages';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#i18n/locale';
import { escapeHtml } from '#server/http/html-page';
import { campaigns } from '../db/schema';
import type { Deps } from '../deps';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './preview-image';

/**
 * A page's address in one language: English (the default, what a crawler without
 * Accept-Language gets) is the plain address, Amharic adds `lang` ("/campaigns?page=2&lang=am").
 */
export function localizedPath(pathAndQuery: string, locale: Locale): string {
  const url = new URL(pathAndQuery, 'http://x');
  if (locale === DEFAULT_LOCALE) url.searchParams.delete('lang');
  else url.searchParams.set('lang', locale);
  return `${url.pathname}${url.search}`;
}

/** The <head> tags of a server-rendered page: title, description, canonical, robots, link previews. */
export function headTags(head: PageHead, origin: string, locale: Locale): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  // One canonical per language, each naming the other language's page and the plain address
  // (which answers in the visitor's own language) as the default.
  const canonical = head.canonical ? `${origin}${localizedPath(head.canonical, locale)}` : undefined;
  if (canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
    for (const other of LOCALES) {
      tags.push(`<link rel="alternate" hreflang="${other}" href="${escapeHtml(`${origin}${localizedPath(head.canonical!, other)}`)}">`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${head.canonical}`)}">`);
  }
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  const p = head.preview;
  if (p) {
    tags.push(
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:locale', locale === 'am' ? 'am_ET' : 'en_GB'),
      meta('property', 'og:title', p.title),
      meta('property', 'og:description', p.description),
    );
    if (canonical) tags.push(meta('property', 'og:url', canonical));
    if (p.image) {
      tags.push(
        meta('property', 'og:image', p.image),
        meta('property', 'og:image:type', 'image/jpeg'),
        meta('property', 'og:image:width', String(PREVIEW_WIDTH)),
        meta('property', 'og:image:height', String(PREVIEW_HEIGHT)),
      );
      if (p.imageAlt) tags.push(meta('property', 'og:image:alt', p.imageAlt));
    }
    tags.push(
      meta('name', 'twitter:card', p.image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', p.title),
      meta('name', 'twitter:description', p.description),
    );
    if (p.image) tags.push(meta('name', 'twitter:image', p.image));
  }
  return tags.join('');
}

/**
 * robots.txt and sitemap.xml. `disallowed`: the app's addresses flagged `robots: 'disallow'`,
 * from the renderer's route table (none when the renderer is not built).
 */
export function registerSeo(app: FastifyInstance, deps: Deps, disallowed: () => Promise<string[]>) {
  const { db } = deps;
  app.get('/robots.txt', async (req, reply) => {
    const origin = deps.config.publicUrl;
    const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', ...(await disallowed()).map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body.join('\n'));
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
}
