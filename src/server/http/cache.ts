import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public GET every visitor sees alike: `config: { publicCache: seconds }` gives its 200s an
     * ETag, `Cache-Control: public, max-age=<seconds>, stale-while-revalidate` and 304s
     * (publicCacheHook, registered once in app.ts).
     */
    publicCache?: number;
  }
}

/**
 * onSend hook for answers about one signed-in person (or a secret link): no browser or proxy
 * keeps them. `app.addHook('onSend', noStore)` for a whole plugin, `onSend: noStore` for a route.
 */
export async function noStore(_req: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'private, no-store');
}

/** Public reads every visitor sees alike (campaign list, detail, donations): how long they may be kept. */
export const PUBLIC_MAX_AGE_SECONDS = 5;
export const PUBLIC_STALE_SECONDS = 30;
export const publicCacheControl = (seconds: number) => `public, max-age=${seconds}, stale-while-revalidate=${PUBLIC_STALE_SECONDS}`;

/**
 * JSON already written by the route's serializer (an answer kept a few seconds): sent as it is,
 * so its response schema applied once; ETag, 304 and compression still follow.
 */
export const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

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
 * onSend hook for the routes declaring `config: { publicCache: seconds }`: `ETag` + a short
 * `Cache-Control` with stale-while-revalidate, and `304 Not Modified` (no body) when the client
 * already holds this version. Registered app-wide, so it runs before compression (route-level
 * onSend hooks, as @fastify/compress adds, run after app-level ones).
 */
export function publicCacheHook(): onSendHookHandler {
  return async (req, reply, payload) => {
    const seconds = req.routeOptions.config?.publicCache;
    if (seconds === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return payload;
    if (reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag).header('cache-control', publicCacheControl(seconds));
    if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
      reply.code(304).removeHeader('content-type').removeHeader('content-length');
      return '';
    }
    return payload;
  };
}
