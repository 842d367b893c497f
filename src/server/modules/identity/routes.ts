import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MyIdentity } from '#contract/identity';
import { FAYDA_RESULT_PARAM, IDENTITY_ENDPOINTS, type FaydaResult } from '#contract/identity-paths';
import type { ErrorCode } from '#contract/error-codes';
import type { Deps } from '#server/deps';
import { currentUser, requireUser } from '#server/http/auth';
import { noStore } from '#server/http/cache';
import { HttpError } from '#server/http/errors';
import { STATE_TTL_SECONDS } from '../auth/login-state';
import { FAYDA_STATE_COOKIE, finishFayda, requireFayda, startFayda } from './fayda';
import { identityChecks, recordVerification } from './verifications';

/** The session cookie the web app keeps (src/web/lib/session.ts): what a top-level navigation carries. */
const ACCESS_COOKIE = 'access_token';

const RESULT_OF: Partial<Record<ErrorCode, FaydaResult>> = {
  FAYDA_CANCELLED: 'cancelled',
  FAYDA_UNAVAILABLE: 'unavailable',
  IDENTITY_TAKEN: 'taken',
};

/**
 * Verification with Fayda: a signed-in person is sent to eSignet and back, then to their profile
 * with `?fayda=<result>`. The login is a top-level navigation, so besides the bearer header it
 * takes the web app's own session cookie (same-site strict: a link from another site carries
 * none); the callback arrives from eSignet without it, and trusts the attempt's encrypted cookie.
 */
export const identityRoutes =
  (ctx: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(cookie);
    const origin = ctx.config.publicUrl;
    const callbackUri = `${origin}/api${IDENTITY_ENDPOINTS.faydaCallback}`;
    const cookiePath = '/api/auth/fayda';
    const signedIn = requireUser(ctx, { verified: true });

    app.get(
      IDENTITY_ENDPOINTS.faydaLogin,
      {
        onRequest: async (req) => {
          requireFayda(ctx);
          const fromCookie = req.cookies[ACCESS_COOKIE];
          if (!req.headers.authorization && fromCookie) req.headers.authorization = `Bearer ${fromCookie}`;
        },
        preHandler: signedIn,
      },
      async (req, reply) => {
        const { url, cookie: state } = await startFayda(ctx, callbackUri, currentUser(req).id);
        reply.setCookie(FAYDA_STATE_COOKIE, state, {
          path: cookiePath,
          httpOnly: true,
          sameSite: 'lax',
          secure: origin.startsWith('https:'),
          maxAge: STATE_TTL_SECONDS,
        });
        return reply.header('cache-control', 'no-store').redirect(url, 302);
      },
    );

    app.get(IDENTITY_ENDPOINTS.faydaCallback, async (req, reply) => {
      reply.clearCookie(FAYDA_STATE_COOKIE, { path: cookiePath }).header('cache-control', 'no-store');
      let result: FaydaResult = 'verified';
      try {
        const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
        const identity = await finishFayda(ctx, callbackUri, search, req.cookies[FAYDA_STATE_COOKIE]);
        await recordVerification(ctx, 'FAYDA', identity);
      } catch (err) {
        result = (err instanceof HttpError && RESULT_OF[err.code]) || 'failed';
        if (!(err instanceof HttpError)) req.log.warn({ err }, 'fayda verification failed');
      }
      return reply.redirect(`${origin}/profile?${new URLSearchParams({ [FAYDA_RESULT_PARAM]: result })}`, 302);
    });

    app.get(
      IDENTITY_ENDPOINTS.mine,
      { preHandler: requireUser(ctx), onSend: noStore, schema: { response: { 200: MyIdentity } } },
      async (req) => {
        const me = currentUser(req);
        return { data: (await identityChecks(ctx.db, [me.id])).get(me.id) ?? null };
      },
    );
  };
