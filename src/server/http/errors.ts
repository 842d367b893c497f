/** An error a user can cause: leaves the server as `{ message }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** For a 429: seconds until trying again makes sense (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
    /** The form field the problem is in (sent as `field`), so the form can point at it. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export const httpError = (status: number, message: string) => new HttpError(status, message);
/** A 400 about one field of a form: `{ message, field }`. */
export const fieldError = (field: string, message: string) => new HttpError(400, message, undefined, field);

/** Retry-After on a 429 that did not say how long: one minute. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** A 429 whose Retry-After is the time left in the limit's window (at least a second). */
export const tooManyRequests = (message: string, retryAfterMs: number) =>
  new HttpError(429, message, Math.max(1, Math.ceil(retryAfterMs / 1000)));
