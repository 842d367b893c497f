// What a page may fetch ahead, and what it leaves for the visitor to ask for, by the connection
// the request tells of (issue 47). A link to a campaign page is prefetched when the visitor shows
// interest (Speculation Rules, eagerness "moderate": a pointer resting on it, a press); never a
// donation, checkout or any other page, and never on a connection that pays for every byte.
import type { FastifyRequest } from 'fastify';

/**
 * The Speculation Rules of a rendered page: same-origin campaign pages only, by their exact path
 * (`/campaign/{uuid}`, no query: `?donate=1` opens the donation form; `/campaign/create`, team,
 * fix and donation routes have other paths), prefetched, never prerendered (no script of theirs
 * runs, nothing is counted before the visitor is there).
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      // Speculation rules take no regexp groups: one path segment after /campaign/, never "create".
      where: {
        and: [{ href_matches: { pathname: '/campaign/:id', search: '', hash: '*' } }, { not: { href_matches: { pathname: '/campaign/create' } } }],
      },
      eagerness: 'moderate',
    },
  ],
});

/** Effective connection types (the ECT client hint, navigator.connection) too slow to spend bytes ahead on. */
const SLOW = new Set(['slow-2g', '2g', '3g']);

/**
 * The visitor's connection asks for a light page: Save-Data on, or a slow effective connection
 * (the ECT client hint, which the browser sends once a page has asked for it with Accept-CH).
 * Such a page prefetches nothing and shows a campaign's picture only when asked.
 */
export function wantsLitePage(req: FastifyRequest): boolean {
  const ect = req.headers.ect;
  return req.headers['save-data']?.toString().toLowerCase() === 'on' || (typeof ect === 'string' && SLOW.has(ect.toLowerCase()));
}

/** The client hints a page asks for (the next request tells of its connection), and the headers its answer varies by. */
export const CONNECTION_HINTS = 'ECT';
export const CONNECTION_VARY = 'save-data, ect';

/** Whether a request is a browser's prefetch (Speculation Rules), not a visit. */
export const isPrefetch = (req: FastifyRequest) => /prefetch/i.test(String(req.headers['sec-purpose'] ?? req.headers.purpose ?? ''));
