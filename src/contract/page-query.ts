import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';

// Every list's paging (campaigns, updates, words of support, the reviewers' queues): the query,
// the meta and the answer's shape. Zod lives here rather than in pagination.ts, which pages
// import without it.

const wholeNumber = (name: string, fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? String(fallback) : v),
    z
      .string({ error: () => m.al_whole_number({ name }) })
      .trim()
      .regex(/^\d+$/, { error: () => m.al_whole_number({ name }) })
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, { error: () => m.al_one_or_more({ name }) })
          .max(1_000_000, { error: () => m.al_too_large({ name }) }),
      )
      .transform((n) => Math.min(n, max)),
  );

/** The most rows a list answers at once: a larger `limit` is capped, not refused (old links keep working). */
export const PAGE_MAX_LIMIT = 50;

/** `page` (from 1) and `limit` (`defaultLimit` unless asked, at most PAGE_MAX_LIMIT) of a list. */
export const pageQuery = (defaultLimit: number) =>
  z.object({ page: wholeNumber('page', 1, 1_000_000), limit: wholeNumber('limit', defaultLimit, PAGE_MAX_LIMIT) });

/** The public lists' paging: 10 to a page unless asked. */
export const PageQuery = pageQuery(10);
export type PageQuery = z.output<typeof PageQuery>;

export const PageMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMeta>;

/** A page of a list: `{ data: item[], meta }`, the one shape every paginated answer has. */
export const Paginated = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: PageMeta });
export type Paginated<T> = { data: T[]; meta: PageMeta };

/** The meta of page `q` of a list of `total` rows. */
export const pageMeta = (total: number, q: { page: number; limit: number }): PageMeta => ({
  total,
  page: q.page,
  limit: q.limit,
  totalPages: Math.ceil(total / q.limit),
});
