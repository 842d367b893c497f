import { m } from '#i18n/paraglide/messages.js';
import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import { IDEMPOTENCY_HEADER } from '#contract/create-campaign';
import { ApiError } from './api-error';
import { isNetworkFailure, OFFLINE_ACTION_MESSAGE, reportNetworkFailure, reportNetworkSuccess } from './network';
import { intentAnswered, intentKey, intentSignature } from './intent-keys';
import { accessToken, canRefresh, clearSession, hasTokens, isTokenValid, refreshToken, startSession } from './session';

export const REQUEST_TIMEOUT_MS = 50_000;
/** The words for a failure the server did not explain, in the page's language. */
export const defaultError = () => m.err_default();
export const SIGNIN_PATH = '/auth/signin';

const client = ofetch.create({
  baseURL: '/api',
  timeout: REQUEST_TIMEOUT_MS,
  credentials: 'include',
  onRequest({ request, options }) {
    const url = typeof request === 'string' ? request : request.url;
    // Spec section 7: the refresh token on refresh calls, the access token everywhere else.
    const token = url.includes('refresh') ? refreshToken() : accessToken();
    if (token) options.headers.set('Authorization', `Bearer ${token}`);
  },
  // What actually happens decides whether the app is offline (src/web/lib/network.ts): no answer
  // at all (a refused connection, a dead link, a timeout) is offline; any answer is online.
  onRequestError({ error }) {
    if (error.name !== 'AbortError') reportNetworkFailure();
  },
  onResponse() {
    reportNetworkSuccess();
  },
});

/**
 * Turns any failure into an Error the UI can show: our API's answer (or no answer) as an ApiError
 * carrying its status and code (./api-error.ts) and the server's `message`, or the given fallback.
 */
export function toError(err: unknown, fallback: string = defaultError()): Error {
  if (err instanceof ApiError) return err;
  // No answer at all: say so rather than a generic failure (the offline notice shows too).
  if (isNetworkFailure(err)) return ApiError.offline(OFFLINE_ACTION_MESSAGE);
  if (err instanceof FetchError) return ApiError.fromAnswer(err.status ?? 0, err.data, fallback);
  if (err instanceof Error) return err.name === 'AbortError' ? err : new Error(err.message || fallback);
  return new Error(m.err_unknown());
}

let refreshing: Promise<boolean> | null = null;

/** The Web Lock every tab of this origin takes to refresh, so only one tab rotates the token at a time. */
export const REFRESH_LOCK = 'birr-session-refresh';

function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(REFRESH_LOCK, fn) as Promise<T>) : fn();
}

/**
 * Trades the refresh token for a new pair, once for everyone waiting: concurrent callers share
 * one request, since the server rotates the token and treats a second use as theft. Across tabs
 * the refresh runs under a Web Lock; a tab that waited for it first looks at the cookies: when
 * another tab has just refreshed, its new pair (the cookies are shared) is used as is. Resolves
 * false when there is no session to refresh. A refusal from the server ends the session here
 * too; a network failure keeps it (the device may just be offline).
 */
export function refreshSession(): Promise<boolean> {
  if (!canRefresh()) return Promise.resolve(false);
  const seen = refreshToken();
  refreshing ??= withRefreshLock(async () => {
    if (refreshToken() !== seen && isTokenValid(accessToken())) return true;
    if (!canRefresh()) return false;
    return client<unknown>('/auth/refresh', { method: 'POST' })
      .then((body) => {
        if (!hasTokens(body)) throw new Error(m.err_invalid_response());
        startSession(body);
        return true;
      })
      .catch((err: unknown) => {
        if (!(err instanceof FetchError) || err.response) clearSession();
        return false;
      });
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function sendToSignIn() {
  clearSession();
  if (!window.location.pathname.startsWith('/auth/')) window.location.assign(SIGNIN_PATH);
}

// The auth calls answer 401 for their own reasons (wrong password, reused token): never refresh on them.
const isAuthCall = (path: string) => path.startsWith('/auth/');

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A write's Idempotency-Key (./intent-keys.ts): added to every write but the auth calls, unless
 * the caller keeps its own (a withdrawal's, a queued campaign's). Answers the intent, or null.
 */
function withIntentKey(path: string, options: FetchOptions<'json'>): { signature: string; key: string } | null {
  const method = (options.method ?? 'GET').toUpperCase();
  if (!WRITES.has(method) || isAuthCall(path)) return null;
  const headers = new Headers(options.headers as HeadersInit | undefined);
  if (headers.has(IDEMPOTENCY_HEADER)) return null;
  const signature = intentSignature(method, path, options.body);
  const key = intentKey(signature);
  headers.set(IDEMPOTENCY_HEADER, key);
  options.headers = headers;
  return { signature, key };
}

/** JSON call to /api; rejects with an Error whose message the UI can show as is (an ApiError when the API answered or nothing did). */
export async function api<T>(
  path: string,
  options: FetchOptions<'json'> & { fallback?: string } = {},
): Promise<T> {
  const { fallback, ...rest } = options;
  const intent = withIntentKey(path, rest);
  try {
    const answer = await send<T>(path, rest, fallback);
    if (intent) intentAnswered(intent.signature, intent.key);
    return answer;
  } catch (err) {
    // An answer (even a refusal) ends the intent; a write that got none keeps its key, so
    // sending it again cannot make it twice.
    if (intent && !isNetworkFailure(err)) intentAnswered(intent.signature, intent.key);
    throw err;
  }
}

async function send<T>(path: string, rest: FetchOptions<'json'>, fallback: string | undefined): Promise<T> {
  const authCall = isAuthCall(path);
  // An expired access token is renewed before the call rather than after a 401.
  if (!authCall && !isTokenValid(accessToken()) && refreshToken()) await refreshSession();
  try {
    return await client<T>(path, rest);
  } catch (err) {
    if (authCall || !(err instanceof FetchError) || err.status !== 401 || !refreshToken()) throw toError(err, fallback);
    if (!(await refreshSession())) {
      sendToSignIn();
      throw toError(err, fallback);
    }
    try {
      return await client<T>(path, rest);
    } catch (retryErr) {
      throw toError(retryErr, fallback);
    }
  }
}
