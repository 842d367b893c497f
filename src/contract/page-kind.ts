// What the browser needs to report its vitals (./vitals.ts), without zod: main.tsx decides with it
// whether this page view is in the sample, before loading anything.

export const VITALS_ENDPOINT = '/api/vitals';

/** One page view in ten reports its vitals: enough for a p75 per page kind, little for the phone to send. */
export const VITALS_SAMPLE_RATE = 0.1;

/** What kind of page a report is about: a path's shape, never the path itself (it holds ids). */
export const PAGE_KINDS = ['landing', 'list', 'campaign', 'create', 'manage', 'profile', 'review', 'account', 'info', 'other'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

const KIND_OF_PATH: [RegExp, PageKind][] = [
  [/^\/$/, 'landing'],
  [/^\/campaigns\/?$/, 'list'],
  [/^\/campaign\/create(\/|$)/, 'create'],
  [/^\/campaign\/[^/]+\/manage(\/|$)/, 'manage'],
  [/^\/campaign\/[^/]+\/?$/, 'campaign'],
  [/^\/(profile|donation)(\/|$)/, 'profile'],
  [/^\/(review|admin)(\/|$)/, 'review'],
  [/^\/auth(\/|$)/, 'account'],
  [/^\/(about|faq|privacy|terms|contact|guarantee)(\/|$)/, 'info'],
];

/** The page kind of a path ("/campaign/abc" → "campaign"); a path it does not know is "other". */
export const pageKindOf = (pathname: string): PageKind => KIND_OF_PATH.find(([re]) => re.test(pathname))?.[1] ?? 'other';

