import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import { ACCESS_COOKIE, REFRESH_COOKIE, getCookie } from './session';

export const REQUEST_TIMEOUT_MS = 50_000;
export const DEFAULT_ERROR = 'An error occurred';

const client = ofetch.create({
  baseURL: '/api',
  timeout: REQUEST_TIMEOUT_MS,
  credentials: 'include',
  onRequest({ request, options }) {
    const url = typeof request === 'string' ? request : request.url;
    const token = url.includes('refresh') ? getCookie(REFRESH_COOKIE) : getCookie(ACCESS_COOKIE);
    if (token) options.headers.set('Authorization', `Bearer ${token}`);
  },
});

/** Turns any failure into an Error carrying the server's `message`, or the given fallback. */
export function toError(err: unknown, fallback = DEFAULT_ERROR): Error {
  if (err instanceof FetchError) {
    const message = (err.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return new Error(message);
    if (err.name === 'AbortError' || err.cause instanceof DOMException) return new Error(fallback);
    return new Error(fallback);
  }
  if (err instanceof Error) return err.name === 'AbortError' ? err : new Error(err.message || fallback);
  return new Error('An unknown error occurred');
}

/** JSON call to /api; rejects with an Error whose message the UI can show as is. */
export async function api<T>(
  path: string,
  options: FetchOptions<'json'> & { fallback?: string } = {},
): Promise<T> {
  const { fallback, ...rest } = options;
  try {
    return await client<T>(path, rest);
  } catch (err) {
    throw toError(err, fallback);
  }
}
