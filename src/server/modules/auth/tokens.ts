import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { AUTH_MSG, type AccessClaims, type AuthTokens } from '#contract/auth';
import { UUID_RE } from '#contract/campaign';
import { refreshTokens, users } from '#server/db/schema';
import { httpError } from '#server/http/errors';
import type { Deps } from '#server/deps';

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

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
export const identifierOfUser = (u: Pick<User, 'email' | 'phoneNumber'>) => u.email ?? u.phoneNumber ?? '';

/** Starts a new session (a new refresh-token family) for the user. */
export async function issueSession(ctx: Deps, user: User): Promise<AuthTokens> {
  return issueInFamily(ctx, user, randomUUID());
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
  if (replaces) {
    await ctx.db.transaction(async (tx) => {
      // Only one request may rotate a token; a second one sees it revoked and counts as reuse.
      const rotated = await tx
        .update(refreshTokens)
        .set({ revokedAt: now, replacedById: id })
        .where(and(eq(refreshTokens.id, replaces), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      if (rotated.length === 0) throw new ReuseDetected();
      await tx.insert(refreshTokens).values(row);
    });
  } else {
    await ctx.db.insert(refreshTokens).values(row);
  }
  return { access_token: await signAccess(ctx, user, familyId), refresh_token: refresh };
}

class ReuseDetected extends Error {}

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
    throw httpError(401, err instanceof errors.JWTExpired ? AUTH_MSG.sessionExpired : AUTH_MSG.authRequired);
  }
}

export const verifyAccess = (ctx: Deps, token: string) =>
  verify(ctx, token, ACCESS_TYP) as Promise<AccessClaims & JWTPayload>;

/**
 * Trades a refresh token for a new pair. A token that was already rotated (or logged out) is a
 * sign it was stolen: its whole family is revoked and the caller must sign in again.
 */
export async function rotateRefresh(ctx: Deps, token: string): Promise<AuthTokens> {
  const claims = await verify(ctx, token, REFRESH_TYP);
  const [row] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(token)));
  if (!row || row.userId !== claims.sub) throw httpError(401, AUTH_MSG.sessionExpired);
  if (row.revokedAt) {
    const again = await withinGrace(ctx, row);
    if (again) return again;
    await revokeFamily(ctx, row.familyId);
    throw httpError(401, AUTH_MSG.sessionExpired);
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, row.userId));
  if (!user) throw httpError(401, AUTH_MSG.sessionExpired);
  if (!user.isActive) {
    await revokeFamily(ctx, row.familyId);
    throw httpError(403, AUTH_MSG.deactivated);
  }
  try {
    return await issueInFamily(ctx, user, row.familyId, row.id);
  } catch (err) {
    if (!(err instanceof ReuseDetected)) throw err;
    // Another request rotated this token a moment ago (two tabs at once): same answer as it got.
    const [rotated] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.id, row.id));
    const again = rotated && (await withinGrace(ctx, rotated));
    if (again) return again;
    await revokeFamily(ctx, row.familyId);
    throw httpError(401, AUTH_MSG.sessionExpired);
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
  if (!user?.isActive) return null;
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

export async function revokeAllSessions(ctx: Deps, userId: string) {
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
