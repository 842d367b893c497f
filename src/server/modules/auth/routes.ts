import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  signInErrorCode,
  AuthProviders,
  AuthTokens,
  ForgotPasswordBody,
  IdentifierBody,
  LogoutBody,
  MessageResponse,
  ResetPasswordBody,
  ResetPasswordLegacyBody,
  ResetPasswordQuery,
  ResetTokenParam,
  SigninBody,
  SignupBody,
  VerifyAccountAnswer,
  VerifyAccountBody,
} from '#contract/auth';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { isLocale, LANG_COOKIE, LANG_COOKIE_MAX_AGE } from '#i18n/locale';
import { users } from '#server/db/schema';
import { bearerToken } from '#server/http/auth';
import { HttpError } from '#server/http/errors';
import type { Deps } from '#server/deps';
import { google } from './google';
import { finishSignIn, STATE_COOKIE, startSignIn } from './oidc-signin';
import { telegram } from './telegram-signin';
import { STATE_TTL_SECONDS } from './login-state';
import * as auth from './service';
import { ACCESS_TTL_SECONDS, endSession, REFRESH_TTL_SECONDS, rotateRefresh } from './tokens';
import { m } from '#i18n/paraglide/messages.js';

export const authRoutes =
  (ctx: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(cookie);
    // Tokens and codes must never sit in a browser's or a proxy's cache.
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const tokens = { response: { 200: AuthTokens } };
    const message = { response: { 200: MessageResponse } };

    app.post('/auth/local/signup', { schema: { body: SignupBody, response: { 201: AuthTokens } } }, async (req, reply) =>
      reply.status(201).send(await auth.signup(ctx, req.body, req.ip)),
    );

    app.post('/auth/local/signin', { schema: { body: SigninBody, ...tokens } }, async (req, reply) =>
      withAccountLanguage(ctx, reply, await auth.signin(ctx, req.body, req.ip)),
    );

    // The caller's session, if any, tells the registrant proving their own address from anyone else.
    app.post('/auth/verify-account', { schema: { body: VerifyAccountBody, response: { 200: VerifyAccountAnswer } } }, async (req, reply) =>
      withAccountLanguage(ctx, reply, await auth.verifyAccount(ctx, req.body, req.ip, bearerToken(req))),
    );

    app.post('/auth/verify-account/resend', { schema: { body: IdentifierBody, ...message } }, (req) =>
      auth.resendVerification(ctx, req.body, req.ip),
    );

    app.post('/auth/refresh', { schema: tokens }, async (req) => {
      const token = bearerToken(req);
      if (!token) throw new HttpError(401, m.auth_required());
      return rotateRefresh(ctx, token);
    });

    app.post('/auth/logout', { schema: { body: LogoutBody, ...message } }, async (req) => {
      await endSession(ctx, [req.body?.refresh_token, bearerToken(req)]);
      return { message: m.auth_logged_out() };
    });

    app.post('/auth/forgot-password', { schema: { body: ForgotPasswordBody, ...message } }, (req) =>
      auth.forgotPassword(ctx, req.body, req.ip),
    );

    app.post(
      '/auth/reset-password/:token',
      { schema: { params: ResetTokenParam, body: ResetPasswordBody, ...message } },
      (req) => auth.resetPassword(ctx, req.params.token, req.body.password!),
    );

    // The original server's shape: ?token=… and {newPassword, passwordConfirm}.
    app.post(
      '/auth/reset-password',
      { schema: { querystring: ResetPasswordQuery, body: ResetPasswordLegacyBody, ...message } },
      (req) => auth.resetPassword(ctx, req.query.token, req.body.password!),
    );

    app.get('/auth/providers', { schema: { response: { 200: AuthProviders } } }, async () => ({
      google: !!ctx.config.google,
      telegram: !!ctx.config.telegramLogin,
      fayda: !!ctx.config.fayda,
    }));

    const origin = ctx.config.publicUrl;
    const secureCookies = origin.startsWith('https:');
    // ?returnTo=/campaign/… : where to land afterwards (a path of ours; anything else means /).
    const LoginQuery = z.object({ returnTo: z.unknown().optional() });

    // /auth/google/… and /auth/telegram/…: the same flow, each with its own cookie path and callback.
    for (const [name, provider, otherwise] of [
      ['google', google, 'failed'],
      ['telegram', telegram, 'telegram-failed'],
    ] as const) {
      const callbackUri = `${origin}/api/auth/${name}/callback`;
      const cookiePath = `/api/auth/${name}`;

      app.get(`/auth/${name}/login`, { schema: { querystring: LoginQuery } }, async (req, reply) => {
        const { url, cookie: state } = await startSignIn(ctx, provider, callbackUri, req.query.returnTo as string | undefined);
        reply.setCookie(STATE_COOKIE, state, {
          path: cookiePath,
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookies,
          maxAge: STATE_TTL_SECONDS,
        });
        return reply.header('cache-control', 'no-store').redirect(url, 302);
      });

      app.get(`/auth/${name}/callback`, async (req, reply) => {
        reply.clearCookie(STATE_COOKIE, { path: cookiePath }).header('cache-control', 'no-store');
        try {
          const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
          const { tokens, returnTo } = await finishSignIn(ctx, provider, callbackUri, search, req.cookies[STATE_COOKIE]);
          // The session arrives as cookies, exactly as a password sign-in stores it; no token in
          // the address (it would stay in the browser's history), any client can read them.
          setSessionCookies(reply, tokens);
          await withAccountLanguage(ctx, reply, tokens);
          return reply.redirect(`${origin}${returnTo}`, 302);
        } catch (err) {
          const code = signInErrorCode(err instanceof HttpError ? err.code : undefined, otherwise);
          if (!(err instanceof HttpError)) req.log.warn({ err }, `${name} sign-in failed`);
          return reply.redirect(`${origin}/auth/signin?${new URLSearchParams({ error: code })}`, 302);
        }
      });
    }
  };

/**
 * Signing in to an account that chose a language (PUT /api/user/locale) sets this device's
 * language cookie too, so the pages follow the account (issue 27).
 */
async function withAccountLanguage<T extends { access_token: string }>(ctx: Deps, reply: FastifyReply, tokens: T): Promise<T> {
  const { sub } = decodeJwt(tokens.access_token);
  if (typeof sub !== 'string') return tokens;
  const [user] = await ctx.db.select({ locale: users.locale }).from(users).where(eq(users.id, sub));
  if (isLocale(user?.locale)) {
    reply.setCookie(LANG_COOKIE, user.locale, { path: '/', maxAge: LANG_COOKIE_MAX_AGE, sameSite: 'lax' });
  }
  return tokens;
}

/** The spec's cookie names (src/web/lib/session.ts reads the same). */
const ACCESS_COOKIE = 'access_token';
const REFRESH_COOKIE = 'refresh_token';

/**
 * The session cookies as the web app writes them after a password sign-in (spec: secure,
 * same-site strict, living as long as the token; readable by the app, so not httpOnly).
 */
function setSessionCookies(reply: FastifyReply, tokens: { access_token: string; refresh_token: string }) {
  const base = { path: '/', secure: true, sameSite: 'strict', httpOnly: false } as const;
  reply.setCookie(ACCESS_COOKIE, tokens.access_token, { ...base, maxAge: ACCESS_TTL_SECONDS });
  reply.setCookie(REFRESH_COOKIE, tokens.refresh_token, { ...base, maxAge: REFRESH_TTL_SECONDS });
}
