import { codeForStatus, type ErrorCode } from '#contract/errors';

/**
 * An error a user can cause: leaves the server as `{ message, code, field? }` with this status
 * (src/contract/errors.ts). `code` is the status's generic one unless the throw names its own.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    /** For a 429: seconds until trying again makes sense (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
    /** The form field the problem is in (sent as `field`), so the form can point at it. */
    readonly field?: string,
    code?: ErrorCode,
  ) {
    super(message);
    this.code = code ?? codeForStatus(statusCode);
  }
}

/** `httpError(404, m.srv_err_campaign_not_found(), { code: 'CAMPAIGN_NOT_FOUND' })`; the code defaults to the status's. */
export const httpError = (status: number, message: string, opts: { code?: ErrorCode; field?: string } = {}) =>
  new HttpError(status, message, undefined, opts.field, opts.code);
/** A 400 about one field of a form: `{ message, code: 'VALIDATION_FAILED', field }`. */
export const fieldError = (field: string, message: string) => new HttpError(400, message, undefined, field, 'VALIDATION_FAILED');

/** Retry-After on a 429 that did not say how long: one minute. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** A 429 whose Retry-After is the time left in the limit's window (at least a second). */
export const tooManyRequests = (message: string, retryAfterMs: number) =>
  new HttpError(429, message, Math.max(1, Math.ceil(retryAfterMs / 1000)));
