import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { type AccessClaims, type AuthTokens } from '#contract/auth';
import { UUID_RE } from '#contract/campaign';
import type { Db } from '#server/db/open';
import { refreshTokens, users } from '#server/db/schema';
import { httpError } from '#server/http/errors';
import type { Deps } from '#server/deps';
import { m } from '#i18n/paraglide/messages.js';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * How long a just-rotated refresh token still answers, with the pair that replaced it: two tabs
 * (or a retry after a lost response) refreshing at the same moment keep one session. A reuse
 * after this revokes the whole session, as before.
 */
export const REFRESH_GRACE_SECONDS = 30;
const ACCESS_TYP = 'at+jwt';
const REFRESH_TYP = 'refresh+jwt';

type User = typeof users.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
export const identifierOfUser = (u: Pick<User, 'email' | 'phoneNumber'>) => u.email ?? u.phoneNumber ?? '';

/**
 * Starts a new session (a new refresh-token family) for the user, under the credentials epoch
 * `user` was read with: a sign-in reads it with the password hash, before checking the password.
 * When a reset, a password change, a Google link or a proof of address has moved the epoch on
 * since, no session is issued (401 "Invalid credentials"): the password that was checked is no
 * longer the account's.
 */
export async function issueSession(ctx: Deps, user: User): Promise<AuthTokens> {
  try {
    return await issueInFamily(ctx, user, randomUUID());
  } catch (err) {
    if (err instanceof StaleCredentials) throw httpError(401, m.auth_invalid_credentials());
    throw err;
  }
}

/** The user's credentials epoch, its row share-locked until the transaction ends (a bump waits for it, and it for a bump). */
async function lockedEpoch(tx: Tx, userId: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ epoch: users.credentialsEpoch })
    .from(users)
    .where(eq(users.id, userId))
    .for('share');
  return row?.epoch;
}

/** The refresh JWT for a row: HS256 is deterministic, so the same row always gives the same token. */
const signRefresh = (ctx: Deps, r: { id: string; userId: string; familyId: string; issuedAt: number }) =>
  new SignJWT({ sid: r.familyId })
    .setProtectedHeader({ alg: 'HS256', typ: REFRESH_TYP })
    .setSubject(r.userId)
    .setJti(r.id)
    .setIssuedAt(r.issuedAt)
    .setExpirationTime(r.issuedAt + REFRESH_TTL_SECONDS)
    .sign(ctx.keys.jwt);

async function issueInFamily(ctx: Deps, user: User, familyId: string, replaces?: string): Promise<AuthTokens> {
  const now = ctx.now();
  const id = randomUUID();
  const refresh = await signRefresh(ctx, { id, userId: user.id, familyId, issuedAt: seconds(now) });
  const row = {
    id,
    userId: user.id,
    familyId,
    tokenHash: sha256(refresh),
    expiresAt: new Date(now.getTime() + REFRESH_TTL_SECONDS * 1000),
  };
  // The user's row first, then the tokens: the order every revoking transaction takes too.
  await ctx.db.transaction(async (tx) => {
    const epoch = await lockedEpoch(tx, user.id);
    if (epoch === undefined) throw new StaleCredentials();
    if (replaces) {
      // Only one request may rotate a token; a second one sees it revoked and counts as reuse.
      const [rotated] = await tx
        .update(refreshTokens)
        .set({ revokedAt: now, replacedById: id })
        .where(and(eq(refreshTokens.id, replaces), isNull(refreshTokens.revokedAt)))
        .returning({ epoch: refreshTokens.credentialsEpoch });
      if (!rotated) throw new ReuseDetected();
      // A successor keeps its session's epoch, which must still be the account's.
      if (rotated.epoch !== epoch) throw new StaleCredentials();
    } else if (epoch !== user.credentialsEpoch) {
      // A new session: under the epoch read with the password hash that was checked.
      throw new StaleCredentials();
    }
    await tx.insert(refreshTokens).values({ ...row, credentialsEpoch: epoch });
  });
  return { access_token: await signAccess(ctx, user, familyId), refresh_token: refresh };
}

class ReuseDetected extends Error {}
/** The session was issued under credentials the account no longer has. */
class StaleCredentials extends Error {}

async function signAccess(ctx: Deps, user: User, sid: string, issuedAt = seconds(ctx.now())) {
  const now = issuedAt;
  return new SignJWT({
    identifier: identifierOfUser(user),
    isActive: user.isActive,
    isVerified: user.isVerified,
    role: user.role,
    sid,
  } satisfies Omit<AccessClaims, 'sub' | 'exp' | 'iat'>)
    .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TYP })
    .setSubject(user.id)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TTL_SECONDS)
    .sign(ctx.keys.jwt);
}

async function verify(ctx: Deps, token: string, typ: string, opts: { ignoreExpiry?: boolean } = {}) {
  try {
    const { payload } = await jwtVerify(token, ctx.keys.jwt, {
      algorithms: ['HS256'],
      typ,
      // A token that never expires is not one we issued.
      requiredClaims: ['exp', 'iat', 'sub'],
      currentDate: ctx.now(),
      ...(opts.ignoreExpiry ? { clockTolerance: REFRESH_TTL_SECONDS } : {}),
    });
    // Correctly signed but not ours to act on (a subject or session that is not an id): a 401.
    if (typeof payload.sub !== 'string' || !UUID_RE.test(payload.sub)) throw new Error('subject is not a user id');
    if (payload.sid !== undefined && (typeof payload.sid !== 'string' || !UUID_RE.test(payload.sid)))
      throw new Error('session is not an id');
    return payload as JWTPayload & { sub: string; sid?: string };
  } catch (err) {
    throw httpError(401, err instanceof errors.JWTExpired ? m.auth_session_expired() : m.auth_required());
  }
}

export const verifyAccess = (ctx: Deps, token: string) =>
  verify(ctx, token, ACCESS_TYP) as Promise<AccessClaims & JWTPayload>;

/**
 * Whether `token` is an access token of one of the user's sessions still open under their current
 * credentials. Its 15 minutes may have run out: what it shows is that the caller was given a live
 * session of this account (verify-account tells the registrant from anyone else by it).
 */
export async function holdsOpenSession(ctx: Deps, token: string | undefined, user: Pick<User, 'id' | 'credentialsEpoch'>) {
  if (!token) return false;
  const claims = await verify(ctx, token, ACCESS_TYP, { ignoreExpiry: true }).catch(() => null);
  if (!claims?.sid || claims.sub !== user.id) return false;
  const [open] = await ctx.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, claims.sid),
        eq(refreshTokens.userId, user.id),
        isNull(refreshTokens.revokedAt),
        eq(refreshTokens.credentialsEpoch, user.credentialsEpoch),
        gt(refreshTokens.expiresAt, ctx.now()),
      ),
    )
    .limit(1);
  return Boolean(open);
}

/**
 * Trades a refresh token for a new pair. A token that was already rotated (or logged out) is a
 * sign it was stolen: its whole family is revoked and the caller must sign in again.
 */
export async function rotateRefresh(ctx: Deps, token: string): Promise<AuthTokens> {
  const claims = await verify(ctx, token, REFRESH_TYP);
  const [row] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(token)));
  if (!row || row.userId !== claims.sub) throw httpError(401, m.auth_session_expired());
  if (row.revokedAt) {
    const again = await withinGrace(ctx, row);
    if (again) return again;
    await revokeFamily(ctx, row.familyId);
    throw httpError(401, m.auth_session_expired());
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, row.userId));
  if (!user) throw httpError(401, m.auth_session_expired());
  if (!user.isActive) {
    await revokeFamily(ctx, row.familyId);
    throw httpError(403, m.auth_deactivated(), { code: 'ACCOUNT_INACTIVE' });
  }
  try {
    return await issueInFamily(ctx, user, row.familyId, row.id);
  } catch (err) {
    // Issued before the password (or who owns the account) changed: never refreshed.
    if (err instanceof StaleCredentials) {
      await revokeFamily(ctx, row.familyId);
      throw httpError(401, m.auth_session_expired());
    }
    if (!(err instanceof ReuseDetected)) throw err;
    // Another request rotated this token a moment ago (two tabs at once): same answer as it got.
    const [rotated] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.id, row.id));
    const again = rotated && (await withinGrace(ctx, rotated));
    if (again) return again;
    await revokeFamily(ctx, row.familyId);
    throw httpError(401, m.auth_session_expired());
  }
}

/**
 * A token rotated less than REFRESH_GRACE_SECONDS ago, whose successor is still the session's
 * live token, answers with that successor's pair — the very same tokens (both are rebuilt from
 * the row), so no new token is minted and the session stays one. Anything else: null.
 */
async function withinGrace(ctx: Deps, row: typeof refreshTokens.$inferSelect): Promise<AuthTokens | null> {
  const now = ctx.now();
  if (!row.revokedAt || !row.replacedById) return null;
  if (now.getTime() - row.revokedAt.getTime() > REFRESH_GRACE_SECONDS * 1000) return null;
  const [next] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.id, row.replacedById));
  if (!next || next.revokedAt || next.expiresAt <= now) return null;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, next.userId));
  if (!user?.isActive || next.credentialsEpoch !== user.credentialsEpoch) return null;
  const issuedAt = seconds(new Date(next.expiresAt.getTime() - REFRESH_TTL_SECONDS * 1000));
  const refresh = await signRefresh(ctx, { id: next.id, userId: next.userId, familyId: next.familyId, issuedAt });
  if (sha256(refresh) !== next.tokenHash) return null;
  return { access_token: await signAccess(ctx, user, next.familyId, issuedAt), refresh_token: refresh };
}

/** Logout: ends the session a refresh or access token belongs to. Unknown tokens are ignored. */
export async function endSession(ctx: Deps, tokens: (string | undefined)[]) {
  for (const token of tokens) {
    if (!token) continue;
    for (const typ of [REFRESH_TYP, ACCESS_TYP]) {
      const claims = await verify(ctx, token, typ, { ignoreExpiry: true }).catch(() => null);
      if (!claims?.sid) continue;
      await revokeFamily(ctx, claims.sid, claims.sub);
    }
  }
}

async function revokeFamily(ctx: Deps, familyId: string, userId?: string) {
  const where = [eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)];
  if (userId) where.push(eq(refreshTokens.userId, userId));
  await ctx.db.update(refreshTokens).set({ revokedAt: ctx.now() }).where(and(...where));
}

/**
 * Ends every session issued on the strength of the user's current credentials, inside the
 * transaction that changes them (a reset, a password change, a Google link, a proof of address):
 * the user's credentials epoch moves on, so a session a sign-in in flight (its password checked
 * against the old hash) is about to write is refused, and no older token refreshes or opens a
 * page; every open token is revoked as well. `keep` (a session id) stays open under the new epoch:
 * the caller of a password change stays signed in. Answers the new epoch.
 */
export async function endCredentials(tx: Db | Tx, userId: string, now: Date, keep?: string): Promise<number> {
  const [bumped] = await tx
    .update(users)
    .set({ credentialsEpoch: sql`${users.credentialsEpoch} + 1` })
    .where(eq(users.id, userId))
    .returning({ epoch: users.credentialsEpoch });
  const open = and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(keep ? and(open, ne(refreshTokens.familyId, keep)) : open);
  if (keep) {
    await tx
      .update(refreshTokens)
      .set({ credentialsEpoch: bumped.epoch })
      .where(and(open, eq(refreshTokens.familyId, keep)));
  }
  return bumped.epoch;
}
