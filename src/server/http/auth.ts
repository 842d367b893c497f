import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { refreshTokens } from '../db/schema';
import type { Deps } from '../deps';
import { verifyAccess } from '../modules/auth/tokens';
import { findById, type User } from '../modules/users/service';
import { httpError } from './errors';
import { m } from '#i18n/paraglide/messages.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser: the signed-in user, freshly loaded. */
    user: User | null;
  }
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  const match = header && /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : undefined;
}

/**
 * preHandler for routes that need a signed-in user: a valid access token whose session is
 * still open (not logged out), issued under the user's current credentials (a reset or a password
 * change elsewhere ends it at once, not when its 15 minutes run out), and whose user is active.
 * `verified: true` also demands a verified account. Afterwards `req.user` is the user.
 */
export function requireUser(ctx: Deps, opts: { verified?: boolean } = {}): preHandlerAsyncHookHandler {
  return async (req) => {
    const token = bearerToken(req);
    if (!token) throw httpError(401, m.auth_required());
    const claims = await verifyAccess(ctx, token);
    const [open] = await ctx.db
      .select({ epoch: refreshTokens.credentialsEpoch })
      .from(refreshTokens)
      .where(
        // The session must be open and belong to the token's subject.
        and(eq(refreshTokens.familyId, claims.sid), eq(refreshTokens.userId, claims.sub), isNull(refreshTokens.revokedAt)),
      )
      .limit(1);
    if (!open) throw httpError(401, m.auth_session_expired());
    const user = await findById(ctx.db, claims.sub);
    if (!user) throw httpError(401, m.auth_required());
    if (open.epoch !== user.credentialsEpoch) throw httpError(401, m.auth_session_expired());
    if (!user.isActive) throw httpError(403, m.auth_deactivated(), { code: 'ACCOUNT_INACTIVE' });
    if (opts.verified && !user.isVerified) throw httpError(403, m.auth_not_verified(), { code: 'ACCOUNT_NOT_VERIFIED' });
    req.user = user;
  };
}

/** The user requireUser put on the request. */
export function currentUser(req: FastifyRequest): User {
  if (!req.user) throw httpError(401, m.auth_required());
  return req.user;
}
