import { codeForStatus, isErrorCode, type ErrorCode } from '#contract/error-codes';

/**
 * A failed call to our API, as the app decides on it: the answer's `status` and `code`
 * (src/contract/errors.ts), the words to show (`message`, in the page's language or the server's
 * answer), the form `field` it is about. `offline`: no answer came at all (status 0) — the device
 * or the server is unreachable, so a write may still be waiting to be sent.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | 'OFFLINE';
  readonly field?: string;
  readonly offline: boolean;

  constructor(init: { status: number; message: string; code?: ErrorCode | 'OFFLINE'; field?: string }) {
    super(init.message);
    this.status = init.status;
    this.offline = init.status === 0;
    this.code = init.code ?? (this.offline ? 'OFFLINE' : codeForStatus(init.status));
    if (init.field) this.field = init.field;
  }

  /** No answer at all: `message` says the app is offline. */
  static offline(message: string) {
    return new ApiError({ status: 0, message, code: 'OFFLINE' });
  }

  /**
   * From an answer's status and JSON body: its code when the body names one we know (an older
   * server's body has none: the status's generic code), its message or the fallback.
   */
  static fromAnswer(status: number, body: unknown, fallback: string) {
    const b = (body && typeof body === 'object' ? body : {}) as { message?: unknown; code?: unknown; field?: unknown };
    return new ApiError({
      status,
      message: typeof b.message === 'string' && b.message ? b.message : fallback,
      code: isErrorCode(b.code) ? b.code : codeForStatus(status),
      field: typeof b.field === 'string' ? b.field : undefined,
    });
  }
}

/** The API said the thing is not there (404) or the request is wrong (400): asking again changes nothing. */
export const isSettledRefusal = (err: unknown): err is ApiError => err instanceof ApiError && (err.status === 404 || err.status === 400);
