import { and, eq, isNull, type SQL } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { AuthTokens } from '#contract/auth';
import type { OidcClientConfig } from '#server/config';
import { users } from '#server/db/schema';
import { httpError, type HttpError } from '#server/http/errors';
import type { User } from '../users/service';
import type { Deps } from '#server/deps';
import { exchangeCode, openLoginState, sealLoginState } from './login-state';
import { endCredentials, issueSession } from './tokens';
import { m } from '#i18n/paraglide/messages.js';

/** The cookie carrying a sign-in attempt's secrets; each provider's lives under its own path. */
export const STATE_COOKIE = 'birr_oauth';

/**
 * A sign-in provider (Google, Telegram): its client, what it asks for, its failures' answers, and
 * who the checked ID token names — found, linked or created.
 */
export type SignInProvider = {
  /** The client, or the provider's "not set up here" answer. */
  client: (ctx: Deps) => OidcClientConfig;
  scope: string;
  cancelled: () => HttpError;
  failed: () => HttpError;
  person: (ctx: Deps, claims: oidc.IDToken) => Promise<User>;
};

/** Discovery is done once per issuer and client; a failed one is retried on the next sign-in. */
const discovered = new Map<string, Promise<oidc.Configuration>>();
function configurationFor(g: OidcClientConfig): Promise<oidc.Configuration> {
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

/** The provider's sign-in address (code flow with PKCE, state and nonce), and an encrypted cookie holding this attempt's secrets. */
export async function startSignIn(ctx: Deps, provider: SignInProvider, redirectUri: string, returnTo?: string) {
  const config = await configurationFor(provider.client(ctx));
  const login: LoginState = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    returnTo: safeReturnPath(returnTo),
  };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: provider.scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(login.verifier),
    code_challenge_method: 'S256',
    state: login.state,
    nonce: login.nonce,
  });
  return { url: url.href, cookie: await sealLoginState(ctx, login) };
}

/**
 * Exchanges the code, checks the ID token, and signs the person it names in; answers the session
 * and the (checked) path the user started from.
 */
export async function finishSignIn(
  ctx: Deps,
  provider: SignInProvider,
  redirectUri: string,
  search: string,
  cookie: string | undefined,
): Promise<{ tokens: AuthTokens; returnTo: string }> {
  const client = provider.client(ctx);
  // The user said no at the provider (RFC 6749 4.1.2.1): not a failure to apologise for.
  if (new URLSearchParams(search).get('error') === 'access_denied') throw provider.cancelled();
  const payload = await openLoginState<LoginState>(ctx, cookie);
  if (!payload) throw provider.failed();
  const tokens = await exchangeCode(await configurationFor(client), redirectUri, search, payload);
  const claims = tokens.claims();
  if (!claims) throw provider.failed();
  const user = await provider.person(ctx, claims);
  if (!user.isActive) throw httpError(403, m.auth_deactivated(), { code: 'ACCOUNT_INACTIVE' });
  return { tokens: await issueSession(ctx, user), returnTo: safeReturnPath(payload.returnTo) };
}

/** Where a provider's subject is kept on the account. */
type SubjectColumn = 'googleSub' | 'telegramSub';
const subjectOf = (column: SubjectColumn) => (column === 'googleSub' ? users.googleSub : users.telegramSub);
const subjectSet = (column: SubjectColumn, sub: string) => (column === 'googleSub' ? { googleSub: sub } : { telegramSub: sub });

/**
 * The account a provider's subject names: by subject; else the account holding the address or
 * number the provider proved (`proven`: a condition on users), which is linked; else a new one
 * (`created`). An account whose address was never verified may have been registered by someone
 * else with this person's address: linking takes it over for the provider's user — its password
 * is removed and every earlier session ends (its credentials epoch moves on, so a sign-in with the
 * removed password that is still in flight gets no session either), so whoever registered it
 * keeps nothing. `admin`: the proven address is ADMIN_EMAIL, so the account is a reviewer.
 */
export async function findLinkOrCreate(
  ctx: Deps,
  id: { column: SubjectColumn; sub: string; proven: SQL; admin?: boolean; created: Omit<typeof users.$inferInsert, SubjectColumn | 'isVerified' | 'role'> },
): Promise<User | null> {
  const column = subjectOf(id.column);
  const [bySub] = await ctx.db.select().from(users).where(eq(column, id.sub));
  if (bySub) return bySub;
  const admin = !!id.admin;
  const linked = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(users)
      .where(and(id.proven, isNull(column)))
      .for('update');
    if (!existing) return null;
    const unproven = !existing.isVerified;
    const [row] = await tx
      .update(users)
      .set({
        ...subjectSet(id.column, id.sub),
        isVerified: true,
        ...(unproven ? { passwordHash: null } : {}),
        ...(admin ? { role: 'ADMIN' as const } : {}),
      })
      .where(and(eq(users.id, existing.id), isNull(column)))
      .returning();
    if (row && (unproven || (admin && existing.role !== 'ADMIN'))) {
      return { ...row, credentialsEpoch: await endCredentials(tx, row.id, ctx.now()) };
    }
    return row ?? null;
  });
  if (linked) return linked;
  // The proven address belongs to an account already linked to another subject: not this one's to take.
  const [taken] = await ctx.db.select({ id: users.id }).from(users).where(id.proven).limit(1);
  if (taken) return null;
  const [created] = await ctx.db
    .insert(users)
    .values({ ...id.created, ...subjectSet(id.column, id.sub), isVerified: true, ...(admin ? { role: 'ADMIN' as const } : {}) })
    .returning();
  return created;
}

/** A first and a last name from the provider's claims, else from its one `name`, else `fallback`. */
export function namesOf(claims: oidc.IDToken, fallback: string) {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const [first, ...rest] = (str(claims.name) ?? '').split(/\s+/);
  return { firstName: str(claims.given_name) || first || fallback, lastName: str(claims.family_name) || rest.join(' ') };
}
