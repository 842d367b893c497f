import { m } from '#i18n/paraglide/messages.js';
import type { Role } from '#contract/enums';
import { isTokenValid, readClaims } from './claims';

export { isTokenValid };

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
const USER_KEY = 'user';

/** The user kept in localStorage under "user" (spec section 3), set from the decoded access token. */
export type StoredUser = {
  isActive: boolean;
  isVerified: boolean;
  identifier: string;
  /** Filled in from GET /user/me once the navbar has fetched it (the token does not carry names). */
  firstName?: string;
  profilePicture?: string | null;
};

// Pages and the navbar re-read the session when it changes (sign-in, refresh, sign-out).
let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version++;
  listeners.forEach((l) => l());
};
export const sessionVersion = () => version;
export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getCookie(name: string): string | null {
  // The landing page is also rendered at build time, where there is no document (and no session).
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

export function setCookie(name: string, value: string, maxAgeSeconds?: number) {
  const age = maxAgeSeconds ? `; max-age=${Math.max(0, Math.floor(maxAgeSeconds))}` : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; secure; samesite=strict${age}`;
}

export function removeCookie(name: string) {
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; secure; samesite=strict`;
}

export const accessToken = () => getCookie(ACCESS_COOKIE);
export const refreshToken = () => getCookie(REFRESH_COOKIE);
/** A refresh token that can still be exchanged for a new pair. */
export const canRefresh = () => isTokenValid(refreshToken());

/** The signed-in user's id (the access token's `sub`); null without a session. */
export const currentUserId = (token = accessToken()): string | null => readClaims(token)?.sub ?? null;

// contract/review.ts's isReviewer, without importing that file: it builds zod schemas at load,
// and this check runs in the navbar's account menu.
const REVIEWER: Role = 'ADMIN';

/**
 * Whether the signed-in user may review campaigns (the access token's `role` claim). Only decides
 * what the interface shows: every /api/review call is checked by the server against the database.
 */
export const isAdmin = (token = accessToken()): boolean => readClaims(token)?.role === REVIEWER;

export function getStoredUser(): StoredUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as StoredUser) : null;
  } catch {
    return null;
  }
}

export function setStoredUser(user: StoredUser) {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  changed();
}

export type Session = { signedIn: boolean; user: StoredUser | null };

/** Signed in means a valid access token cookie (spec section 4). */
export function getSession(): Session {
  const token = accessToken();
  if (!isTokenValid(token)) return { signedIn: false, user: null };
  return { signedIn: true, user: userOfToken(token!) };
}

/**
 * The stored user for this access token. Cookies the server set itself (the Google sign-in) come
 * with no stored user, or another account's: derive it from the token then, as startSession does.
 * Stored quietly (no change notice): this runs while rendering.
 */
function userOfToken(token: string): StoredUser | null {
  const stored = getStoredUser();
  const claims = readClaims(token);
  if (!claims) return stored;
  const identifier = claims.identifier ?? '';
  if (stored?.identifier === identifier && stored.isActive === (claims.isActive ?? true) && stored.isVerified === (claims.isVerified ?? false))
    return stored;
  const same = stored?.identifier === identifier;
  const user: StoredUser = {
    isActive: claims.isActive ?? true,
    isVerified: claims.isVerified ?? false,
    identifier,
    firstName: same ? stored?.firstName : undefined,
    profilePicture: same ? stored?.profilePicture : undefined,
  };
  try {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Storage full or refused: the user is still derived from the token on every read.
  }
  return user;
}

export type Tokens = { access_token: string; refresh_token: string };

export const hasTokens = (body: unknown): body is Tokens =>
  typeof (body as Tokens | null)?.access_token === 'string' && typeof (body as Tokens | null)?.refresh_token === 'string';

/**
 * Stores both tokens as the spec says (secure, same-site strict cookies living as long as the
 * token) and the user decoded from the access token. Throws when the access token does not decode.
 */
export function startSession({ access_token, refresh_token }: Tokens) {
  const access = readClaims(access_token);
  if (!access) throw new Error(m.err_invalid_response());
  const now = Date.now() / 1000;
  const refreshExp = readClaims(refresh_token)?.exp;
  setCookie(ACCESS_COOKIE, access_token, access.exp ? access.exp - now : undefined);
  setCookie(REFRESH_COOKIE, refresh_token, refreshExp ? refreshExp - now : undefined);
  const previous = getStoredUser();
  const identifier = access.identifier ?? '';
  const same = previous?.identifier === identifier;
  setStoredUser({
    isActive: access.isActive ?? true,
    isVerified: access.isVerified ?? false,
    identifier,
    // Names fetched earlier for the same account survive a token refresh.
    firstName: same ? previous?.firstName : undefined,
    profilePicture: same ? previous?.profilePicture : undefined,
  });
}

/** Forgets the session on this device: both cookies and the stored user. */
export function clearSession() {
  removeCookie(ACCESS_COOKIE);
  removeCookie(REFRESH_COOKIE);
  localStorage.removeItem(USER_KEY);
  changed();
}
