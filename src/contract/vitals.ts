// Real visitors' Core Web Vitals (`POST /api/vitals`): the browser sends one report per page view,
// for a sample of views, without anything that identifies the person; the server keeps only
// histograms per page kind and language (GET /metrics, docs/operations.md "Speed in the field").
import { z } from 'zod';
import { LOCALES, type Locale } from '../i18n/locale';
import { PAGE_KINDS } from './page-kind';


/** Milliseconds, as web-vitals measures LCP and INP; a minute is more than any real page takes. */
const millis = z.number().finite().min(0).max(60_000);

export const VitalsReport = z
  .object({
    page: z.enum(PAGE_KINDS),
    lang: z.enum(LOCALES as [Locale, ...Locale[]]),
    lcp: millis.optional(),
    inp: millis.optional(),
    /** Cumulative layout shift: a score, not a time (0.1 is good, 0.25 poor). */
    cls: z.number().finite().min(0).max(50).optional(),
  })
  .refine((r) => r.lcp !== undefined || r.inp !== undefined || r.cls !== undefined, { error: 'A report holds at least one measure' });
export type VitalsReport = z.infer<typeof VitalsReport>;
