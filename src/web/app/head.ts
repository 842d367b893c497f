import type { Campaign } from '../../contract/campaign';
import { categoryLabel } from '../../contract/labels';
import { formatBr } from '../../contract/money';

export const SITE_NAME = 'Birr';
export const DEFAULT_TITLE = 'Birr — crowdfunding for Ethiopia';
export const DEFAULT_DESCRIPTION =
  'Birr: raise money in Birr for the causes you care about, and donate to campaigns across Ethiopia.';

/** A page's <head> facts; the server writes them as tags (src/server/ssr/head.ts). */
export type PageHead = {
  title: string;
  description: string;
  /** Path (and query) of the canonical URL. */
  canonical?: string;
  noindex?: boolean;
  /** Link previews (Open Graph / Twitter) on campaign pages. */
  preview?: { title: string; description: string; image?: string; imageAlt?: string };
};

const clip = (s: string, n: number) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length <= n ? flat : `${flat.slice(0, n - 1).replace(/\s+\S*$/, '')}…`;
};

export const landingHead = (): PageHead => ({ title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, canonical: '/' });

export function listHead(p: { page: number; category?: string; search?: string }): PageHead {
  const what = p.category ? `${categoryLabel(p.category)} campaigns` : 'Open Campaigns';
  const parts = [p.search ? `“${clip(p.search, 40)}” — ${what}` : what];
  if (p.page > 1) parts.push(`page ${p.page}`);
  const sp = new URLSearchParams();
  if (p.page > 1) sp.set('page', String(p.page));
  if (p.category) sp.set('category', p.category);
  const query = sp.toString();
  return {
    title: `${parts.join(', ')} — ${SITE_NAME}`,
    description: p.category
      ? `${categoryLabel(p.category)} campaigns raising money in Birr across Ethiopia: read their stories and donate.`
      : 'Campaigns raising money in Birr across Ethiopia: read their stories and donate.',
    // Search results point search engines at the list they were searched from.
    canonical: `/campaigns${query ? `?${query}` : ''}`,
    noindex: Boolean(p.search),
  };
}

export function campaignHead(c: Campaign, image?: string): PageHead {
  const raised = `${formatBr(c.raisedAmount)} raised of ${formatBr(c.goalAmount)}`;
  const description = clip(`${raised}. ${c.description}`, 200);
  return {
    title: `${c.title} — ${SITE_NAME}`,
    description,
    canonical: `/campaign/${c.id}`,
    preview: { title: c.title, description, image, imageAlt: image ? c.title : undefined },
  };
}

export const notFoundHead = (what = 'Page not found'): PageHead => ({
  title: `${what} — ${SITE_NAME}`,
  description: DEFAULT_DESCRIPTION,
  noindex: true,
});
