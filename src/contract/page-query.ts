import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';

// The public lists' paging (updates, words of support, the reviewers' reports and suspended
// campaigns). Zod lives here rather than in pagination.ts, which pages import without it.

const wholeNumber = (name: string, fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? String(fallback) : v),
    z
      .string({ error: () => m.al_whole_number({ name }) })
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

/** `page` (from 1) and `limit` (default 10, at most 50) of a list. */
export const PageQuery = z.object({ page: wholeNumber('page', 1, 1_000_000), limit: wholeNumber('limit', 10, 50) });
export type PageQuery = z.output<typeof PageQuery>;

export const PageMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMeta>;
