/**
 * What an error answer means, for code: every 4xx and 5xx of the API is `{ message, code, field? }`.
 * The message is for people, in their language; the status and the code are what the app, the
 * server renderer and the tests switch on — nobody reads the words to decide.
 *
 * Kept apart from the body's schema (./errors.ts), without zod: the web app's first view reads
 * these codes and does not load zod.
 *
 * The generic codes follow the status (`codeForStatus`) when a throw names none; the specific ones
 * are named where the difference matters to whoever reads the answer.
 */
export const ERROR_CODES = [
  // Generic, one per status.
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'TIMEOUT',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'BAD_GATEWAY',
  'UNAVAILABLE',
  // Specific: code decides on these.
  /** A request that breaks its schema's rules; `field` names the field when known. */
  'VALIDATION_FAILED',
  /** No such campaign, or one the public may not see. */
  'CAMPAIGN_NOT_FOUND',
  /** A suspended campaign: it says only that it is under review. */
  'CAMPAIGN_UNDER_REVIEW',
  'DONATION_NOT_FOUND',
  /** A wallet payment that cannot be finished on Birr's page (its provider set up wrongly here): pay on the checkout page instead. */
  'WALLET_NOT_HERE',
  'INVALID_CREDENTIALS',
  'ACCOUNT_INACTIVE',
  'ACCOUNT_NOT_VERIFIED',
  /** Google sign-in: the person said no at Google; it failed; Google did not vouch for the email; it is not set up here. */
  'GOOGLE_CANCELLED',
  'GOOGLE_FAILED',
  'GOOGLE_EMAIL_UNVERIFIED',
  'GOOGLE_UNAVAILABLE',
  /** Telegram sign-in (issue 45): as Google's, and Telegram did not share the person's phone number. */
  'TELEGRAM_CANCELLED',
  'TELEGRAM_FAILED',
  'TELEGRAM_PHONE_MISSING',
  'TELEGRAM_UNAVAILABLE',
  /** Fayda (eSignet): the person said no; it failed; it is not set up here; the identity verifies another account. */
  'FAYDA_CANCELLED',
  'FAYDA_FAILED',
  'FAYDA_UNAVAILABLE',
  'IDENTITY_TAKEN',
  /** The same Idempotency-Key sent again with another request. */
  'IDEMPOTENCY_KEY_REUSED',
  /** A refund of money already paid out to the organiser (issue 42): the message says how much can be. */
  'REFUND_PAID_OUT',
  /** No such team page on the campaign, or one that was removed (issue 44). */
  'TEAM_NOT_FOUND',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  502: 'BAD_GATEWAY',
  503: 'UNAVAILABLE',
};

/** The generic code of a status: an answer whose throw named no code of its own. */
export const codeForStatus = (status: number): ErrorCode => STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
