import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { identifierOf, normalizeEmail, type AuthTokens, type Identifier, type SignupBody, type VerifyAccountAnswer } from '#contract/auth';
import { users } from '#server/db/schema';
import { httpError, tooManyRequests } from '#server/http/errors';
import { clear, hit, minutesLeft } from '#server/http/rate-limit';
import { findById, findByIdentifier, type User } from '../users/service';
import { codeText } from './code-text';
import { consumeResetToken, consumeVerificationCode, newResetToken, newVerificationCode, voidResetTokens } from './codes';
import type { Deps } from '#server/deps';
import { m } from '#i18n/paraglide/messages.js';
import { inRecipientLocale, recipientLocale, withLang } from '#server/i18n/recipient';
import { endCredentials, holdsOpenSession, issueSession } from './tokens';
import { sendNow } from '../ops/send-now';

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;
/**
 * Limits. Ethiopian mobile users reach us through carrier-grade NAT (many people behind one
 * address), so per-address limits are only a backstop against one machine hammering us; the
 * per-account and per-destination ones do the real work.
 */
export const ACCOUNT_ATTEMPTS = { limit: 5, windowMs: FIFTEEN_MINUTES };
export const IP_ATTEMPTS = { limit: 200, windowMs: FIFTEEN_MINUTES };
const RESET_PER_ACCOUNT = { limit: 3, windowMs: HOUR };
const RESET_PER_IP = { limit: 30, windowMs: FIFTEEN_MINUTES };
/**
 * Each sign-up sends a code (an SMS costs money): sign-ups per address are the pumping backstop.
 * Per destination, an account is sent at most one code a minute and five an hour (codes.ts) and
 * three reset links an hour; a destination can hold only one account.
 */
const SIGNUP_PER_IP = { limit: 10, windowMs: FIFTEEN_MINUTES };
const CODES_PER_IP = { limit: 30, windowMs: FIFTEEN_MINUTES };
/** Code checks: each code takes 5 guesses (codes.ts); this caps one address guessing across many accounts. */
const VERIFY_PER_IP = { limit: 60, windowMs: FIFTEEN_MINUTES };

const hashPassword = (pw: string) => hash(pw, { algorithm: 2 });
let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword('no account has this password'));
const identifierKey = (id: Identifier) => id.email ?? id.phoneNumber;
const mustIdentify = (body: { email?: string | null; phoneNumber?: string | null }) => {
  const id = identifierOf(body);
  if (!id) throw httpError(400, m.auth_identifier_invalid());
  return id;
};

async function limit(ctx: Deps, key: string, w: { limit: number; windowMs: number }) {
  const state = await hit(ctx.db, key, w, ctx.now());
  if (!state.allowed) throw tooManyRequests(m.auth_too_many_requests({ minutes: minutesLeft(state) }), state.retryAfterMs);
}

export async function signup(ctx: Deps, body: SignupBody, ip: string): Promise<AuthTokens> {
  const id = mustIdentify(body);
  await limit(ctx, `signup-ip:${ip}`, SIGNUP_PER_IP);
  if (await findByIdentifier(ctx.db, id)) throw httpError(409, id.email ? m.auth_email_taken() : m.auth_phone_taken());
  let user: User;
  try {
    [user] = await ctx.db
      .insert(users)
      .values({
        firstName: body.firstName!.trim(),
        lastName: body.lastName!.trim(),
        dateOfBirth: body.dateOfBirth!.trim(),
        email: id.email ?? null,
        phoneNumber: id.phoneNumber ?? null,
        passwordHash: await hashPassword(body.password!),
      })
      .returning();
  } catch (err) {
    // Two sign-ups racing for one identifier: the unique index decides.
    if (isUniqueViolation(err)) throw httpError(409, id.email ? m.auth_email_taken() : m.auth_phone_taken());
    throw err;
  }
  // The account exists either way; a code that failed to go out can be asked for again.
  await sendVerificationCode(ctx, user).catch((err) => ctx.log.warn({ err }, 'could not send the verification code'));
  return issueSession(ctx, user);
}

async function sendVerificationCode(ctx: Deps, user: User) {
  const code = await newVerificationCode(ctx, user.id);
  // In the account's language, else the language the sign-up (or resend) came in.
  const { subject, text } = inRecipientLocale(user.locale, () => ({
    subject: m.srv_email_code_subject(),
    text: m.srv_email_code_text({ code }),
  }));
  // Quiet: the resend's answer must not say whether the account exists (a refusal is on the health page).
  await sendNow(ctx, user.email ? { to: user.email, subject, text } : { to: user.phoneNumber!, subject, text: codeText(text, ctx.config.publicUrl, code) }, { quiet: true });
}


/** Unknown and already-verified accounts get the same answer, so the call reveals nothing. */
export async function resendVerification(ctx: Deps, body: { email?: string | null; phoneNumber?: string | null }, ip: string) {
  const id = mustIdentify(body);
  await limit(ctx, `code-ip:${ip}`, CODES_PER_IP);
  const user = await findByIdentifier(ctx.db, id);
  if (user && !user.isVerified && user.isActive) await sendVerificationCode(ctx, user);
  return { message: m.auth_code_sent() };
}

/**
 * Proves the account's address with its code and signs the prover in. `accessToken` is the
 * caller's session, if any. Whoever proves an unverified account's address without holding one of
 * its sessions owns the account from now on: whoever registered it (perhaps with another person's
 * address) keeps nothing — the password is removed and every earlier session ends, as linking
 * Google into such an account does. The answer says the account has no password and carries a
 * reset link's secret (`setPasswordToken`, 30 minutes, single use) to choose one with.
 */
export async function verifyAccount(
  ctx: Deps,
  body: { email?: string | null; phoneNumber?: string | null; verificationCode: string },
  ip: string,
  accessToken?: string,
): Promise<VerifyAccountAnswer> {
  const id = mustIdentify(body);
  await limit(ctx, `verify-ip:${ip}`, VERIFY_PER_IP);
  const user = await findByIdentifier(ctx.db, id);
  if (!user) throw httpError(400, m.auth_code_wrong());
  await consumeVerificationCode(ctx, user.id, body.verificationCode);
  const takeover = !user.isVerified && !(await holdsOpenSession(ctx, accessToken, user));
  const becomesAdmin = isAdminEmail(ctx, user.email) && user.role !== 'ADMIN';
  const verified = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isVerified: true, ...(becomesAdmin ? { role: 'ADMIN' as const } : {}), ...(takeover ? { passwordHash: null } : {}) })
      .where(eq(users.id, user.id))
      .returning();
    // The reviewer role never reaches a session started before the address was proven, and a
    // takeover leaves the registrant no session: whoever registered it first (a squatter) loses
    // them here, with any sign-in of theirs still in flight.
    if (!takeover && !becomesAdmin) return row;
    return { ...row, credentialsEpoch: await endCredentials(tx, row.id, ctx.now()) };
  });
  if (!verified.isActive) throw httpError(403, m.auth_deactivated(), { code: 'ACCOUNT_INACTIVE' });
  const tokens = await issueSession(ctx, verified);
  const hasPassword = verified.passwordHash !== null;
  return { ...tokens, hasPassword, ...(takeover ? { setPasswordToken: await newResetToken(ctx, verified.id) } : {}) };
}

/** ADMIN_EMAIL, compared exactly (both normalised the same way; no Unicode folding). */
export const isAdminEmail = (ctx: Pick<Deps, 'config'>, email: string | null | undefined) =>
  Boolean(ctx.config.adminEmail && email && normalizeEmail(email) === ctx.config.adminEmail);

/**
 * Every failure reads "Invalid credentials". Limits: 200 attempts per address (a backstop: many
 * people share an address behind carrier NAT) and 5 per account in 15 minutes. An attempt is
 * counted before its password is checked, so however many arrive at once, at most 5 wrong
 * passwords per account per window are ever evaluated; a success clears the count.
 */
export async function signin(
  ctx: Deps,
  body: { email?: string | null; phoneNumber?: string | null; password?: string },
  ip: string,
): Promise<AuthTokens> {
  const id = mustIdentify(body);
  const now = ctx.now();
  const accountKey = `signin-fail:${identifierKey(id)}`;
  const perIp = await hit(ctx.db, `signin-ip:${ip}`, IP_ATTEMPTS, now);
  if (!perIp.allowed) throw tooManyRequests(m.auth_signin_too_many({ minutes: minutesLeft(perIp) }), perIp.retryAfterMs);
  const attempts = await hit(ctx.db, accountKey, ACCOUNT_ATTEMPTS, now);
  if (!attempts.allowed) throw tooManyRequests(m.auth_signin_too_many({ minutes: minutesLeft(attempts) }), attempts.retryAfterMs);

  const user = await findByIdentifier(ctx.db, id);
  // An unknown (or Google-only) account costs the same argon2 work, so timing shows nothing.
  const ok = await verify(user?.passwordHash ?? (await dummyHash()), body.password!)
    .then((match) => match && Boolean(user?.passwordHash))
    .catch(() => false);
  if (!user || !ok) throw httpError(401, m.auth_invalid_credentials(), { code: 'INVALID_CREDENTIALS' });
  if (!user.isActive) throw httpError(403, m.auth_deactivated(), { code: 'ACCOUNT_INACTIVE' });
  await clear(ctx.db, accountKey);
  return issueSession(ctx, user);
}

/** Always the same answer; a link is sent only when the account exists and is under its limit. */
export async function forgotPassword(
  ctx: Deps,
  body: { email?: string | null; phoneNumber?: string | null },
  ip: string,
) {
  const id = identifierOf(body);
  if (!id) throw httpError(400, m.auth_forgot_identifier_invalid());
  const now = ctx.now();
  const perIp = await hit(ctx.db, `reset-ip:${ip}`, RESET_PER_IP, now);
  if (!perIp.allowed) throw tooManyRequests(m.auth_too_many_requests({ minutes: minutesLeft(perIp) }), perIp.retryAfterMs);
  const user = await findByIdentifier(ctx.db, id);
  if (user && user.isActive && (await hit(ctx.db, `reset-account:${user.id}`, RESET_PER_ACCOUNT, now)).allowed) {
    const token = await newResetToken(ctx, user.id);
    // In the account's language (else the request's); the link opens the page in it too.
    const locale = recipientLocale(user.locale);
    const link = withLang(`${ctx.config.publicUrl}/auth/reset-password/${token}`, locale);
    const subject = m.srv_email_reset_subject({}, { locale });
    const text = `${m.srv_email_reset_text({ link }, { locale })}\n${m.srv_email_reset_ignore({}, { locale })}`;
    // Quiet: known and unknown addresses get the same answer (a refusal is on the health page).
    await sendNow(ctx, { to: (user.email ?? user.phoneNumber)!, subject, text }, { quiet: true });
  }
  return { message: m.auth_reset_sent() };
}

/**
 * A new password from a reset link. Every session ends in the same transaction, and the
 * credentials epoch moves on, so a sign-in with the old password already in flight gets none.
 */
export async function resetPassword(ctx: Deps, token: string, password: string) {
  const userId = await consumeResetToken(ctx, token);
  const user = userId ? await findById(ctx.db, userId) : undefined;
  if (!user) throw httpError(400, m.auth_reset_invalid());
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await endCredentials(tx, user.id, ctx.now());
  });
  await voidResetTokens(ctx, user.id);
  await clear(ctx.db, `signin-fail:${user.email ?? user.phoneNumber}`);
  return { message: m.auth_reset_done() };
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}
