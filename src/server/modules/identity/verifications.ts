import { createHmac } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { namesMatch, type IdentityCheck, type IdentityProvider } from '#contract/identity';
import { todayInEthiopia } from '#contract/dates';
import type { Db } from '#server/db/open';
import { identityVerifications, users } from '#server/db/schema';
import type { Deps } from '#server/deps';
import { httpError } from '#server/http/errors';
import { audit } from '../audit/audit';
import { m } from '#i18n/paraglide/messages.js';

/**
 * The provider's subject as stored: an HMAC keyed with a key derived from the server's secret, so
 * the table alone tells nobody whose ID it is, yet the same identity always hashes the same.
 */
export const subjectHash = (key: Buffer, provider: IdentityProvider, subject: string) =>
  createHmac('sha256', key).update(`${provider}\n${subject}`).digest('base64url');

type Verified = { userId: string; subject: string; nameEn: string | null; nameAm: string | null };

/**
 * Records that the account's holder proved who they are. Verifying again with the same identity
 * renews the name and the date; an identity that already verifies another account, or an account
 * verified by another identity, is refused (409). The audit log keeps the event.
 */
export async function recordVerification(ctx: Pick<Deps, 'db' | 'keys' | 'now'>, provider: IdentityProvider, v: Verified): Promise<void> {
  const hash = subjectHash(ctx.keys.identity, provider, v.subject);
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, v.userId)).for('update');
    if (!user || !user.isActive) throw httpError(403, m.auth_deactivated(), { code: 'ACCOUNT_INACTIVE' });
    const [mine] = await tx.select().from(identityVerifications).where(eq(identityVerifications.userId, user.id));
    if (mine && (mine.provider !== provider || mine.subjectHash !== hash)) {
      throw httpError(409, m.identity_other(), { code: 'IDENTITY_TAKEN' });
    }
    const names = { nameEn: v.nameEn, nameAm: v.nameAm, verifiedAt: at };
    if (mine) {
      await tx.update(identityVerifications).set(names).where(eq(identityVerifications.userId, user.id));
    } else {
      // The account row is locked, so the only conflict left is the identity verifying someone else.
      const inserted = await tx
        .insert(identityVerifications)
        .values({ userId: user.id, provider, subjectHash: hash, ...names })
        .onConflictDoNothing()
        .returning({ userId: identityVerifications.userId });
      if (inserted.length === 0) throw httpError(409, m.identity_taken(), { code: 'IDENTITY_TAKEN' });
    }
    await audit(tx, {
      action: 'user.identity_verified',
      target: { kind: 'user', id: user.id },
      actorId: user.id,
      details: { provider, renewed: !!mine, nameMatches: namesMatch(user, v) },
    });
  });
}

/** Each person's verification as they and the reviewers see it (name on the ID, match), by user id. */
export async function identityChecks(db: Db, userIds: string[]): Promise<Map<string, IdentityCheck>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ v: identityVerifications, firstName: users.firstName, lastName: users.lastName })
    .from(identityVerifications)
    .innerJoin(users, eq(users.id, identityVerifications.userId))
    .where(inArray(identityVerifications.userId, userIds));
  return new Map(
    rows.map(({ v, firstName, lastName }) => [
      v.userId,
      {
        provider: v.provider,
        verifiedOn: todayInEthiopia(v.verifiedAt),
        nameEn: v.nameEn,
        nameAm: v.nameAm,
        nameMatches: namesMatch({ firstName, lastName }, v),
      },
    ]),
  );
}
