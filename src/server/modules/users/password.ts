import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema';
import { httpError, tooManyRequests } from '#server/http/errors';
import { clear, hit, minutesLeft } from '#server/http/rate-limit';
import type { Deps } from '#server/deps';
import { endCredentials } from '../auth/tokens';
import type { User } from './service';
import { m } from '#i18n/paraglide/messages.js';

const WRONG_OLD = { limit: 5, windowMs: 15 * 60_000 };

/**
 * Sets a new password after checking the current one, then signs out every other session of the
 * user (the credentials epoch moves on and their refresh-token families are revoked, which also
 * refuses their access tokens and a sign-in with the old password still in flight) while the
 * caller's session (`sid`) stays open. Wrong current passwords are limited per account, so a
 * stolen access token cannot be used to guess the password.
 */
export async function changePassword(
  ctx: Deps,
  user: User,
  sid: string,
  body: { oldPassword: string; newPassword: string },
) {
  if (!user.passwordHash) throw httpError(400, m.pw_no_password());
  const now = ctx.now();
  const key = `password-change-fail:${user.id}`;
  // Counted before the check (a success clears it): parallel guesses cannot outrun the limit.
  const attempts = await hit(ctx.db, key, WRONG_OLD, now);
  if (!attempts.allowed) throw tooManyRequests(m.pw_too_many({ minutes: minutesLeft(attempts) }), attempts.retryAfterMs);
  const ok = await verify(user.passwordHash, body.oldPassword).catch(() => false);
  if (!ok) throw httpError(400, m.pw_old_wrong());
  if (body.oldPassword === body.newPassword) throw httpError(400, m.pw_same_as_old());
  const passwordHash = await hash(body.newPassword, { algorithm: 2 });
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await endCredentials(tx, user.id, now, sid);
  });
  await clear(ctx.db, key);
  return { message: m.pw_updated() };
}
