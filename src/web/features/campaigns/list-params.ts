import type { CampaignListParams } from '#contract/campaign';
import { CATEGORIES, type Category } from '#contract/enums';

export const PAGE_SIZE = 9;

/** The Open Campaigns state kept in the URL: ?page=2&category=MEDICAL&search=water. */
export function readParams(sp: URLSearchParams) {
  const page = Math.max(1, Number.parseInt(sp.get('page') ?? '1', 10) || 1);
  const raw = sp.get('category')?.toUpperCase();
  const category = raw && (CATEGORIES as string[]).includes(raw) ? (raw as Category) : undefined;
  const search = sp.get('search') ?? '';
  return { page, category, search };
}

export const listQueryParams = (p: ReturnType<typeof readParams>): CampaignListParams => ({
  page: p.page,
  limit: PAGE_SIZE,
  category: p.category,
  search: p.search || undefined,
});
