import type { PageHead } from '#web/app/head';
import { SITE_NAME } from '#web/app/head';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#i18n/locale';

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

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
        meta('property', 'og:image:width', '1200'),
        meta('property', 'og:image:height', '630'),
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
