import { createHash } from 'node:crypto';
import type { onSendHookHandler } from 'fastify';

/** Public reads every visitor sees alike: how long browsers and shared caches may keep them. */
export const PUBLIC_MAX_AGE_SECONDS = 5;
export const PUBLIC_STALE_SECONDS = 30;
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, stale-while-revalidate=${PUBLIC_STALE_SECONDS}`;

/** The public GET routes (as registered, with the /api prefix) that carry ETag and Cache-Control. */
export const PUBLIC_GET_ROUTES = ['/api/campaign', '/api/campaign/:id', '/api/donation/:campaignId'];

/** A weak validator over the body: the same JSON gives the same tag on every instance. */
export const etagOf = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** If-None-Match holds the tag (weak comparison, as RFC 9110 asks for GET), or is `*`. */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (t: string) => t.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return [header]
    .flat()
    .flatMap((h) => h.split(','))
    .some((t) => t.trim() === '*' || opaque(t) === wanted);
}

/**
 * onSend hook for the public GETs: `ETag` + a short `Cache-Control` with stale-while-revalidate,
 * and `304 Not Modified` (no body) when the client already holds this version. Runs before
 * compression (route-level onSend hooks, as @fastify/compress adds, run after app-level ones).
 */
export function publicCacheHook(routes: readonly string[] = PUBLIC_GET_ROUTES): onSendHookHandler {
  const wanted = new Set(routes);
  return async (req, reply, payload) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || !wanted.has(req.routeOptions.url ?? '')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
    if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
      reply.code(304).removeHeader('content-type').removeHeader('content-length');
      return '';
    }
    return payload;
  };
}
