import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CODE_TTL_SECONDS } from '#contract/auth';
import type { CodePurpose } from '#contract/enums';
import { verificationCodes } from '#server/db/schema';
import { httpError, tooManyRequests } from '#server/http/errors';
import { hit, minutesLeft } from '#server/http/rate-limit';
import type { Deps } from '#server/deps';
import { m } from '#i18n/paraglide/messages.js';

export const MAX_CODE_ATTEMPTS = 5;
export const RESET_TTL_SECONDS = 30 * 60;
const RESEND_GAP = { limit: 1, windowMs: 60_000 };
const RESEND_HOURLY = { limit: 5, windowMs: 3_600_000 };

const digest = (ctx: Deps, userId: string, secret: string) =>
  createHmac('sha256', ctx.keys.codes).update(`${userId}:${secret}`).digest('hex');

/** Which code: proving the account's address, or (issue 46) confirming the account's deletion. */
type CodeKind = Extract<CodePurpose, 'VERIFY_ACCOUNT' | 'DELETE_ACCOUNT'>;
const limitKey = (purpose: CodeKind, userId: string) => (purpose === 'VERIFY_ACCOUNT' ? userId : `${purpose}:${userId}`);

/**
 * A new 6-digit account code for the user (100000–999999, so a code sent as a JSON number
 * never loses a leading zero). Limited to one a minute and five an hour per account and purpose.
 */
export async function newVerificationCode(ctx: Deps, userId: string, purpose: CodeKind = 'VERIFY_ACCOUNT'): Promise<string> {
  const now = ctx.now();
  const gap = await hit(ctx.db, `code-gap:${limitKey(purpose, userId)}`, RESEND_GAP, now);
  if (!gap.allowed) throw tooManyRequests(m.auth_resend_too_soon(), gap.retryAfterMs);
  const hourly = await hit(ctx.db, `code-hour:${limitKey(purpose, userId)}`, RESEND_HOURLY, now);
  if (!hourly.allowed) throw tooManyRequests(m.auth_resend_too_many({ minutes: minutesLeft(hourly) }), hourly.retryAfterMs);
  const code = String(randomInt(100_000, 1_000_000));
  await ctx.db.insert(verificationCodes).values({
    userId,
    purpose,
    codeHash: digest(ctx, userId, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
  });
  return code;
}

/**
 * Checks a code against the user's latest one. Each guess is counted before it is compared, in one
 * conditional statement (as sign-in counts its attempts): however many guesses arrive at once, on
 * however many instances, at most MAX_CODE_ATTEMPTS are ever compared; the fifth wrong one voids
 * the code, and a right one after that is refused too. Succeeds once: the code is consumed.
 */
export async function consumeVerificationCode(ctx: Deps, userId: string, code: string, purpose: CodeKind = 'VERIFY_ACCOUNT') {
  const now = ctx.now();
  const [latest] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!latest || latest.consumedAt || latest.expiresAt <= now) throw httpError(400, m.auth_code_wrong());
  const [counted] = await ctx.db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, latest.id),
        lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  // Not counted: its tries are used up, or another request has just used it.
  if (!counted) throw (await consumedNow(ctx, latest.id)) ? httpError(400, m.auth_code_wrong()) : httpError(429, m.auth_code_locked());
  if (latest.codeHash !== digest(ctx, userId, code)) {
    if (counted.attempts >= MAX_CODE_ATTEMPTS) throw httpError(429, m.auth_code_locked());
    throw httpError(400, m.auth_code_wrong());
  }
  const used = await ctx.db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw httpError(400, m.auth_code_wrong());
}

async function consumedNow(ctx: Deps, id: string) {
  const [row] = await ctx.db
    .select({ consumedAt: verificationCodes.consumedAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.id, id));
  return Boolean(row?.consumedAt);
}

/** A reset link's secret: 32 random bytes, stored only as a keyed hash. */
export async function newResetToken(ctx: Deps, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(verificationCodes).values({
    userId,
    purpose: 'RESET_PASSWORD',
    codeHash: digest(ctx, 'reset', token),
    expiresAt: new Date(ctx.now().getTime() + RESET_TTL_SECONDS * 1000),
  });
  return token;
}

/** Uses a reset token once; answers the user it belongs to, or null when it is bad, used or old. */
export async function consumeResetToken(ctx: Deps, token: string): Promise<string | null> {
  const now = ctx.now();
  const [row] = await ctx.db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.codeHash, digest(ctx, 'reset', token)),
        eq(verificationCodes.purpose, 'RESET_PASSWORD' satisfies CodePurpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ userId: verificationCodes.userId });
  return row?.userId ?? null;
}

/** After a reset, the user's other outstanding links stop working too. */
export async function voidResetTokens(ctx: Deps, userId: string) {
  await ctx.db
    .update(verificationCodes)
    .set({ consumedAt: ctx.now() })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, 'RESET_PASSWORD'),
        isNull(verificationCodes.consumedAt),
      ),
    );
}
