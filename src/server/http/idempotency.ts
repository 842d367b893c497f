import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { m } from '#i18n/paraglide/messages.js';
import type { Db } from '../db/open';
import { idempotentRequests } from '../db/schema';
import { httpError } from './errors';
import { idempotencyKeyOf } from './idempotency-key';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * One write per intent: a request with an Idempotency-Key is handled once; a repeat (a double
     * tap, a retry) gets the first answer. Declared on a route as `config: { idempotent: true }`.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The claim this request holds, set while its handler runs; its answer is kept on send. */
    idempotentClaim?: { scope: string; key: string } | null;
  }
}

/** How long a key answers with its first answer; the clean-up job deletes older rows. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** How long a repeat waits for the first request's answer before it is told to try again. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 40;

/**
 * Answers not worth keeping: the same request may well succeed next time (a 401 the app answers
 * with a refresh, a rate limit, a timeout, our own failures). The key is released for the retry.
 */
const retryable = (status: number) => status === 401 || status === 408 || status === 429 || status >= 500;

/** Object keys sorted, so the same body always hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/**
 * What "the same request" means: the address's parameters and the JSON body. A multipart body is
 * read by its handler, after the key is claimed, so a multipart request is known by its key
 * alone (the web app keys each intent by its fields and files, see src/web/lib/intent-keys.ts).
 */
function requestHash(req: FastifyRequest): string {
  const multipart = /^multipart\//i.test(req.headers['content-type'] ?? '');
  const body = multipart ? 'multipart' : (req.body ?? null);
  return createHash('sha256')
    .update(JSON.stringify(canonical({ params: req.params ?? null, body })))
    .digest('base64url');
}

/** Whose keys these are: the account, or for a guest the client address; then the route. */
const scopeOf = (req: FastifyRequest) =>
  `${req.user ? `user:${req.user.id}` : `ip:${req.ip}`} ${req.method} ${req.routeOptions.url ?? req.url}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Options = { db: Db; now: () => Date; requestTimeoutMs: number };

/**
 * Registers the `idempotent` route option: on such a route, once whoever-it-is is known (after the
 * route's own preHandlers), a request carrying `Idempotency-Key` claims (scope, key) with the
 * hash of its body — INSERT … ON CONFLICT DO NOTHING, so of two at once exactly one wins. The
 * winner runs the handler and its status and JSON answer are stored before they are sent; a
 * repeat with the same body waits for that answer and gets it (same status and body, plus
 * `Idempotent-Replayed: true`, and a redirect's Location); with another body it is a 409.
 * Requests without a key are handled as before. Call before the routes are registered.
 */
export function registerIdempotency(app: FastifyInstance, opts: Options) {
  const { db } = opts;
  // A claim still unanswered after the longest a request may run was abandoned (its server stopped).
  const abandonedAfterMs = opts.requestTimeoutMs + 5_000;

  const claim: preHandlerHookHandler = async function claim(req: FastifyRequest, reply: FastifyReply) {
    const key = idempotencyKeyOf(req);
    if (key === undefined) return;
    const scope = scopeOf(req);
    const hash = requestHash(req);
    const waitUntil = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const now = opts.now();
      const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString();
      const abandoned = new Date(now.getTime() - abandonedAfterMs).toISOString();
      // A new key, or one whose row has expired or was abandoned, is this request's.
      const won = await db
        .insert(idempotentRequests)
        .values({ scope, key, requestHash: hash, createdAt: now })
        .onConflictDoUpdate({
          target: [idempotentRequests.scope, idempotentRequests.key],
          set: { requestHash: hash, statusCode: null, response: null, createdAt: now },
          setWhere: sql`${idempotentRequests.createdAt} < ${expired}::timestamptz OR (${idempotentRequests.statusCode} IS NULL AND ${idempotentRequests.createdAt} < ${abandoned}::timestamptz)`,
        })
        .returning({ key: idempotentRequests.key });
      if (won.length) {
        req.idempotentClaim = { scope, key };
        return;
      }
      const [first] = await db
        .select()
        .from(idempotentRequests)
        .where(and(eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key)));
      if (!first) continue; // released a moment ago (the first answer was not kept): try to claim it
      if (first.requestHash !== hash) throw httpError(409, m.srv_idempotency_key_reused(), { code: 'IDEMPOTENCY_KEY_REUSED' });
      if (first.statusCode !== null) {
        reply.status(first.statusCode).header('idempotent-replayed', 'true');
        const { text: kept, location } = (first.response ?? {}) as { text?: unknown; location?: unknown };
        // A plain form's answer is a redirect (the donation form's 303 to the checkout).
        if (typeof location === 'string') reply.header('location', location);
        if (typeof kept !== 'string') return reply.send();
        return reply.type('application/json; charset=utf-8').send(kept);
      }
      if (Date.now() > waitUntil) throw httpError(409, m.srv_idempotency_in_flight());
      await sleep(POLL_MS);
    }
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    // After the route's own preHandlers, which say who is asking.
    route.preHandler = [...[route.preHandler ?? []].flat(), claim];
  });

  // An app-wide onSend registered before compression: the answer is kept as JSON, before it is
  // compressed and before it leaves, so a repeat waiting for it never sees half of it.
  app.addHook('onSend', async (req, reply, payload) => {
    const held = req.idempotentClaim;
    if (!held) return payload;
    req.idempotentClaim = null;
    const where = and(eq(idempotentRequests.scope, held.scope), eq(idempotentRequests.key, held.key));
    const status = reply.statusCode;
    const response = answerOf(payload);
    const location = status >= 300 && status < 400 ? reply.getHeader('location') : undefined;
    if (retryable(status) || response === undefined) {
      await db.delete(idempotentRequests).where(where);
    } else {
      const kept = typeof location === 'string' ? { text: response ?? undefined, location } : response === null ? null : { text: response };
      await db.update(idempotentRequests).set({ statusCode: status, response: kept }).where(where);
    }
    return payload;
  });
}

/**
 * The JSON answer to keep, as the exact text sent (kept as `{text}`: jsonb would reorder an
 * object's keys), null for an empty one, or undefined when it is not JSON and cannot be replayed.
 */
function answerOf(payload: unknown): string | null | undefined {
  if (payload === null || payload === undefined || payload === '') return null;
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
  if (text === undefined) return undefined;
  try {
    JSON.parse(text);
    return text;
  } catch {
    return undefined;
  }
}

/** Forgets keys past their day (the job queue runs this hourly); answers how many went. */
export async function forgetExpiredKeys(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotentRequests.key });
  return rows.length;
}
