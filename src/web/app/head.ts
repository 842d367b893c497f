import type { Campaign } from '#contract/campaign';
import { categoryLabel } from '#contract/labels';
import { formatBr } from '#contract/money';
import { SITE_NAME, type PageHead } from '#contract/pages';
import { teamPagePath } from '#contract/team-paths';
import type { Team } from '#contract/teams';
import { m } from '#i18n/paraglide/messages.js';

// The heads made from data (a list's filters, a campaign). Route modules load this file with
// import(): in the browser it is a chunk of its own, fetched with the first navigation, so the
// category names and the rest stay out of the first view's code.

const clip = (s: string, n: number) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length <= n ? flat : `${flat.slice(0, n - 1).replace(/\s+\S*$/, '')}…`;
};

export const landingHead = (): PageHead => ({ title: m.head_default_title(), description: m.head_default_description(), canonical: '/' });

export function listHead(p: { page: number; category?: string; search?: string }): PageHead {
  const what = p.category ? m.head_category_campaigns({ category: categoryLabel(p.category) }) : m.head_open_campaigns();
  let title = p.search ? m.head_search_in({ search: clip(p.search, 40), list: what }) : what;
  if (p.page > 1) title = m.head_page_n({ title, page: p.page });
  const sp = new URLSearchParams();
  if (p.page > 1) sp.set('page', String(p.page));
  if (p.category) sp.set('category', p.category);
  const query = sp.toString();
  return {
    title: `${title} — ${SITE_NAME}`,
    description: p.category
      ? m.head_category_description({ category: categoryLabel(p.category) })
      : m.head_list_description(),
    // Search results point search engines at the list they were searched from.
    canonical: `/campaigns${query ? `?${query}` : ''}`,
    noindex: Boolean(p.search),
  };
}

export function campaignHead(c: Campaign, image?: string): PageHead {
  const raised = m.head_raised_of({ raised: formatBr(c.raisedAmount), goal: formatBr(c.goalAmount) });
  const description = clip(`${raised}. ${c.description}`, 200);
  return {
    title: `${c.title} — ${SITE_NAME}`,
    description,
    canonical: `/campaign/${c.id}`,
    preview: { title: c.title, description, image, imageAlt: image ? c.title : undefined },
  };
}

/** A team page (issue 44): its preview shows the team's photo (else the campaign's picture), name and line of why. */
export function teamHead(t: Team, c: Campaign, image?: string): PageHead {
  const title = `${t.name} — ${c.title}`;
  const description = clip(m.team_head_description({ raised: formatBr(t.raised), target: formatBr(t.target), title: c.title, why: t.why }), 200);
  return {
    title: `${title} — ${SITE_NAME}`,
    description,
    canonical: teamPagePath(c.id, t.slug),
    preview: { title, description, image, imageAlt: image ? t.name : undefined },
  };
}

export const notFoundHead = (what: 'campaign' | 'page' = 'page'): PageHead => ({
  title: `${what === 'campaign' ? m.head_campaign_not_found() : m.head_page_not_found()} — ${SITE_NAME}`,
  description: m.head_default_description(),
  noindex: true,
});
