import { and, eq, isNull } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { normalizeEmail, type AuthTokens } from '#contract/auth';
import type { GoogleConfig } from '#server/config';
import { users } from '#server/db/schema';
import { httpError } from '#server/http/errors';
import type { User } from '../users/service';
import type { Deps } from '#server/deps';
import { isAdminEmail } from './service';
import { exchangeCode, openLoginState, sealLoginState } from './login-state';
import { endCredentials, issueSession } from './tokens';
import { m } from '#i18n/paraglide/messages.js';

export const STATE_COOKIE = 'birr_oauth';

/** Discovery is done once per issuer and client; a failed one is retried on the next sign-in. */
const discovered = new Map<string, Promise<oidc.Configuration>>();
function configurationFor(g: GoogleConfig): Promise<oidc.Configuration> {
  const key = `${g.issuer}\n${g.clientId}\n${g.clientSecret}`;
  let found = discovered.get(key);
  if (!found) {
    // Plain http is only ever a loopback provider in development and tests.
    const insecure = new URL(g.issuer).protocol === 'http:';
    found = oidc.discovery(new URL(g.issuer), g.clientId, g.clientSecret, undefined, {
      execute: insecure ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

/** `returnTo`: the path of ours the user started from, checked by safeReturnPath before it is kept. */
type LoginState = { state: string; nonce: string; verifier: string; returnTo?: string };

const RETURN_BASE = 'http://return.invalid';

/**
 * A path of ours to send the browser back to after signing in, or `/`: never another origin
 * (`//evil.example`, `/\\evil`, `https:…`), never the API or the sign-in pages themselves.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 1000 || !value.startsWith('/')) return '/';
  if (/^\/[\\/]|[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  try {
    const url = new URL(value, RETURN_BASE);
    if (url.origin !== RETURN_BASE) return '/';
    if (/^\/(api|auth|media)(\/|$)/.test(url.pathname)) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}

/** The provider's sign-in address, and an encrypted cookie holding this attempt's secrets. */
export async function startGoogleLogin(ctx: Deps, redirectUri: string, returnTo?: string) {
  const g = requireGoogle(ctx);
  const config = await configurationFor(g);
  const login: LoginState = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    returnTo: safeReturnPath(returnTo),
  };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(login.verifier),
    code_challenge_method: 'S256',
    state: login.state,
    nonce: login.nonce,
  });
  return { url: url.href, cookie: await sealLoginState(ctx, login) };
}

/**
 * Exchanges the code, checks the ID token, and signs the matching (or a new) user in; answers
 * the session and the (checked) path the user started from.
 */
export async function finishGoogleLogin(
  ctx: Deps,
  redirectUri: string,
  search: string,
  cookie: string | undefined,
): Promise<{ tokens: AuthTokens; returnTo: string }> {
  const g = requireGoogle(ctx);
  // The user said no at the provider (RFC 6749 4.1.2.1): not a failure to apologise for.
  if (new URLSearchParams(search).get('error') === 'access_denied') throw httpError(400, m.auth_google_cancelled(), { code: 'GOOGLE_CANCELLED' });
  const payload = await openLoginState<LoginState>(ctx, cookie);
  if (!payload) throw httpError(400, m.auth_google_failed(), { code: 'GOOGLE_FAILED' });
  const tokens = await exchangeCode(await configurationFor(g), redirectUri, search, payload);
  const claims = tokens.claims();
  if (!claims) throw httpError(400, m.auth_google_failed(), { code: 'GOOGLE_FAILED' });
  if (claims.email_verified !== true || typeof claims.email !== 'string') throw httpError(400, m.auth_google_email_unverified(), { code: 'GOOGLE_EMAIL_UNVERIFIED' });
  const user = await findOrCreateGoogleUser(ctx, {
    sub: claims.sub,
    email: normalizeEmail(claims.email),
    givenName: typeof claims.given_name === 'string' ? claims.given_name : undefined,
    familyName: typeof claims.family_name === 'string' ? claims.family_name : undefined,
    name: typeof claims.name === 'string' ? claims.name : undefined,
  });
  if (!user.isActive) throw httpError(403, m.auth_deactivated(), { code: 'ACCOUNT_INACTIVE' });
  return { tokens: await issueSession(ctx, user), returnTo: safeReturnPath(payload.returnTo) };
}

type GoogleIdentity = { sub: string; email: string; givenName?: string; familyName?: string; name?: string };

/**
 * By Google subject; else by email (the provider vouched for it, so the account is linked); else
 * new. An account whose address was never verified may have been registered by someone else with
 * this person's email: linking takes it over for the Google user — its password is removed and
 * every earlier session ends (its credentials epoch moves on, so a sign-in with the removed
 * password that is still in flight gets no session either), so whoever registered it keeps nothing.
 */
async function findOrCreateGoogleUser(ctx: Deps, id: GoogleIdentity): Promise<User> {
  const [bySub] = await ctx.db.select().from(users).where(eq(users.googleSub, id.sub));
  if (bySub) return bySub;
  const admin = isAdminEmail(ctx, id.email);
  const linked = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(users)
      .where(and(eq(users.email, id.email), isNull(users.googleSub)))
      .for('update');
    if (!existing) return null;
    const unproven = !existing.isVerified;
    const [row] = await tx
      .update(users)
      .set({
        googleSub: id.sub,
        isVerified: true,
        ...(unproven ? { passwordHash: null } : {}),
        ...(admin ? { role: 'ADMIN' as const } : {}),
      })
      .where(and(eq(users.id, existing.id), isNull(users.googleSub)))
      .returning();
    if (row && (unproven || (admin && existing.role !== 'ADMIN'))) {
      return { ...row, credentialsEpoch: await endCredentials(tx, row.id, ctx.now()) };
    }
    return row ?? null;
  });
  if (linked) return linked;
  const [first, ...rest] = (id.name ?? '').trim().split(/\s+/);
  const [created] = await ctx.db
    .insert(users)
    .values({
      googleSub: id.sub,
      email: id.email,
      firstName: id.givenName || first || id.email.split('@')[0],
      lastName: id.familyName || rest.join(' '),
      isVerified: true,
      // Google vouches for the email, so ADMIN_EMAIL signing up this way is a reviewer too.
      ...(admin ? { role: 'ADMIN' as const } : {}),
    })
    .returning();
  return created;
}

function requireGoogle(ctx: Deps): GoogleConfig {
  if (!ctx.config.google) throw httpError(404, m.auth_google_not_configured(), { code: 'GOOGLE_UNAVAILABLE' });
  return ctx.config.google;
}
