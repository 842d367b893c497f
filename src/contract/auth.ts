import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';
import { isCalendarDate } from './dates';
import type { ErrorCode } from './error-codes';
import { EMAIL_MAX, isEmail, isPhone, normalizePhone, PHONE_MAX } from './patterns';
import { safeLine } from './text';

/** One rule everywhere: sign-up, reset and change all ask for at least 8 characters. */
export const PASSWORD_MIN = 8;
/** argon2 takes any length; a cap keeps one request from costing seconds. */
export const PASSWORD_MAX = 256;
export const NAME_MAX = 100;
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 600;

/** Every text field: no control characters (a NUL among them is a 400 here, not a database error). */
const text = (field: string) => safeLine(field).optional();
const present = (s: string | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/**
 * Emails are compared exactly after this: trimmed, ASCII letters lower-cased, nothing else folded —
 * so a look-alike (a KELVIN SIGN for K) stays a different address instead of becoming someone else's.
 */
export const normalizeEmail = (s: string) => s.trim().replace(/[A-Z]/g, (c) => c.toLowerCase());

export type Identifier = { email: string; phoneNumber?: undefined } | { phoneNumber: string; email?: undefined };

/**
 * Whichever of email / phoneNumber was given, normalised; null when neither is valid. The one
 * identifier parser every caller uses: isEmail and isPhone look at the length before the pattern,
 * so however long the value, the answer is immediate (zod runs refinements even after a failed max).
 */
export function identifierOf(body: { email?: string | null; phoneNumber?: string | null }): Identifier | null {
  if (present(body.email ?? undefined)) return isEmail(body.email!) ? { email: normalizeEmail(body.email!) } : null;
  if (present(body.phoneNumber ?? undefined))
    return isPhone(body.phoneNumber!) ? { phoneNumber: normalizePhone(body.phoneNumber!) } : null;
  return null;
}

/** A date of birth: a real calendar day, not in the future. */
const isPastDate = (s: string) => isCalendarDate(s) && Date.parse(`${s}T00:00:00Z`) <= Date.now();

export type SignupInput = {
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  password?: string;
  passwordConfirm?: string;
  email?: string;
  phoneNumber?: string;
};

/** The sign-up rules in the spec's order; the first one broken, or null. Shared by form and server. */
export function signupProblem(v: SignupInput): string | null {
  const identifier = present(v.email) ? v.email : v.phoneNumber;
  if (![v.firstName, v.lastName, identifier, v.dateOfBirth, v.password, v.passwordConfirm].every(present))
    return m.auth_all_required();
  if (!identifierOf(v)) return m.auth_identifier_invalid();
  if (v.password!.length < PASSWORD_MIN) return m.auth_password_too_short();
  if (v.password !== v.passwordConfirm) return m.auth_passwords_differ();
  if (!isPastDate(v.dateOfBirth!.trim())) return m.auth_date_of_birth_invalid();
  if (v.firstName!.length > NAME_MAX || v.lastName!.length > NAME_MAX || v.password!.length > PASSWORD_MAX)
    return m.auth_field_too_long();
  return null;
}

const withProblem =
  <T>(problem: (v: T) => string | null) =>
  (v: T, ctx: z.RefinementCtx) => {
    const message = problem(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  };

/**
 * The identifier fields, capped: a longer value cannot be either, so it is refused (with the
 * form's own words) before any pattern looks at it.
 */
const emailField = (message: () => string) => safeLine('email').max(EMAIL_MAX, { error: message });
const phoneField = (message: () => string) => safeLine('phoneNumber').max(PHONE_MAX, { error: message });

export const SignupBody = z
  .object({
    firstName: text('firstName'),
    lastName: text('lastName'),
    dateOfBirth: text('dateOfBirth'),
    password: text('password'),
    passwordConfirm: text('passwordConfirm'),
    email: emailField(() => m.auth_identifier_invalid()).optional(),
    phoneNumber: phoneField(() => m.auth_identifier_invalid()).optional(),
  })
  .superRefine(withProblem(signupProblem));
export type SignupBody = z.infer<typeof SignupBody>;

const identifierFields = (message: () => string) => ({
  email: emailField(message).nullish(),
  phoneNumber: phoneField(message).nullish(),
});
const IdentifierFields = identifierFields(() => m.auth_identifier_invalid());
const identifierRule = (message: () => string) => (v: { email?: string | null; phoneNumber?: string | null }) =>
  identifierOf(v) ? null : message();

export const SigninBody = z
  .object({ ...identifierFields(() => m.auth_signin_identifier_invalid()), password: text('password') })
  .superRefine(
    withProblem((v) => identifierRule(() => m.auth_signin_identifier_invalid())(v) ?? (present(v.password) ? null : m.auth_password_required())),
  );
export type SigninBody = z.infer<typeof SigninBody>;

export const IdentifierBody = z
  .object(IdentifierFields)
  .superRefine(withProblem(identifierRule(() => m.auth_identifier_invalid())));
export type IdentifierBody = z.infer<typeof IdentifierBody>;

export const ForgotPasswordBody = z
  .object(identifierFields(() => m.auth_forgot_identifier_invalid()))
  .superRefine(withProblem(identifierRule(() => m.auth_forgot_identifier_invalid())));

/**
 * A 6-digit string (our client sends one) or a number (as the spec's client sends it): a number
 * lost its leading zeros on the way, so it is padded back to 6 digits (12345 → "012345").
 */
export const VerificationCode = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const s = typeof v === 'number' ? (Number.isInteger(v) && v >= 0 ? String(v).padStart(CODE_LENGTH, '0') : '') : v.trim();
  if (!/^\d{6}$/.test(s)) {
    ctx.addIssue({ code: 'custom', message: m.auth_code_invalid() });
    return z.NEVER;
  }
  return s;
});

export const VerifyAccountBody = z
  .object({ ...IdentifierFields, verificationCode: VerificationCode })
  .superRefine(withProblem(identifierRule(() => m.auth_identifier_invalid())));

export function resetProblem(v: { password?: string; passwordConfirm?: string }): string | null {
  if (!present(v.password) || v.password.length < PASSWORD_MIN) return m.auth_reset_too_short();
  if (v.password.length > PASSWORD_MAX) return m.auth_field_too_long();
  if (v.password !== v.passwordConfirm) return m.auth_reset_differ();
  return null;
}

export const ResetPasswordBody = z
  .object({ password: text('password'), passwordConfirm: text('passwordConfirm') })
  .superRefine(withProblem(resetProblem));

export const ResetTokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: () => m.auth_reset_invalid() }) });

/**
 * The original server's reset call: POST /reset-password?token=… with {newPassword, passwordConfirm}
 * (`password` taken too). Same checks and messages as ours.
 */
export const ResetPasswordQuery = z.object({
  token: z
    .string({ error: () => m.auth_reset_invalid() })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: () => m.auth_reset_invalid() }),
});
export const ResetPasswordLegacyBody = z
  .object({ newPassword: text('newPassword'), password: text('password'), passwordConfirm: text('passwordConfirm') })
  .transform((v) => ({ password: v.newPassword ?? v.password, passwordConfirm: v.passwordConfirm }))
  .superRefine(withProblem(resetProblem));

export const LogoutBody = z.object({ refresh_token: safeLine('refresh_token').optional() }).nullish();

export const AuthTokens = z.object({ access_token: z.string(), refresh_token: z.string() });
export type AuthTokens = z.infer<typeof AuthTokens>;

/**
 * verify-account's answer: a session, and whether the account has a password. One whose address
 * was proven by someone holding none of its sessions now belongs to them and has none (whoever
 * registered it kept nothing): `setPasswordToken` is a reset link's secret (single use, 30
 * minutes) to choose one at /auth/reset-password/<token>.
 */
export const VerifyAccountAnswer = AuthTokens.extend({ hasPassword: z.boolean(), setPasswordToken: z.string().optional() });
export type VerifyAccountAnswer = z.infer<typeof VerifyAccountAnswer>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/**
 * A failed Google or Telegram sign-in comes back to /auth/signin?error=<code>: only these codes are
 * shown (as their message); anything else in the address is never put on the page.
 */
const SIGNIN_ERROR_CODES = {
  cancelled: () => m.auth_google_cancelled(),
  failed: () => m.auth_google_failed(),
  unverified: () => m.auth_google_email_unverified(),
  deactivated: () => m.auth_deactivated(),
  unavailable: () => m.auth_google_not_configured(),
  'telegram-cancelled': () => m.auth_telegram_cancelled(),
  'telegram-failed': () => m.auth_telegram_failed(),
  'telegram-phone': () => m.auth_telegram_phone_missing(),
  'telegram-unavailable': () => m.auth_telegram_not_configured(),
} as const;
export type SignInErrorCode = keyof typeof SIGNIN_ERROR_CODES;

/** The ?error=… a failed sign-in's answer (its ErrorCode) is sent back with; anything else is 'failed' (`telegram-failed` for Telegram's). */
const SIGNIN_ERROR_PARAMS: Partial<Record<ErrorCode, SignInErrorCode>> = {
  GOOGLE_CANCELLED: 'cancelled',
  GOOGLE_FAILED: 'failed',
  GOOGLE_EMAIL_UNVERIFIED: 'unverified',
  ACCOUNT_INACTIVE: 'deactivated',
  GOOGLE_UNAVAILABLE: 'unavailable',
  TELEGRAM_CANCELLED: 'telegram-cancelled',
  TELEGRAM_FAILED: 'telegram-failed',
  TELEGRAM_PHONE_MISSING: 'telegram-phone',
  TELEGRAM_UNAVAILABLE: 'telegram-unavailable',
};
export const signInErrorCode = (code: ErrorCode | undefined, fallback: SignInErrorCode = 'failed'): SignInErrorCode =>
  (code && SIGNIN_ERROR_PARAMS[code]) || fallback;

/** The message for ?error=…: a known code, or (older servers) a known message; else null. */
export const signInErrorMessage = (param: string | null): string | null => {
  if (!param) return null;
  if (Object.hasOwn(SIGNIN_ERROR_CODES, param)) return SIGNIN_ERROR_CODES[param as SignInErrorCode]();
  return Object.values(SIGNIN_ERROR_CODES).some((message) => message() === param) ? param : null;
};

/** The sign-in providers, and Fayda (identity verification for a signed-in person): each only when configured. */
export const AuthProviders = z.object({ google: z.boolean(), telegram: z.boolean(), fayda: z.boolean() });
export type AuthProviders = z.infer<typeof AuthProviders>;

/** Claims of the access token (exp in seconds); the web client stores these as the "user". */
export type AccessClaims = {
  sub: string;
  identifier: string;
  isActive: boolean;
  isVerified: boolean;
  role: 'USER' | 'ADMIN';
  sid: string;
  exp: number;
  iat: number;
};
