import type { PageHead } from '../../web/app/head';
import { SITE_NAME } from '../../web/app/head';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The <head> tags of a server-rendered page: title, description, canonical, robots, link previews. */
export function headTags(head: PageHead, origin: string): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  const canonical = head.canonical ? `${origin}${head.canonical}` : undefined;
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  const p = head.preview;
  if (p) {
    tags.push(
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', SITE_NAME),
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
