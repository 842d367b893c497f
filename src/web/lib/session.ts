import { jwtDecode } from 'jwt-decode';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
const USER_KEY = 'user';

/** The user kept in localStorage under "user" (spec section 3), set from the decoded access token. */
export type StoredUser = {
  isActive: boolean;
  isVerified: boolean;
  identifier: string;
  firstName?: string;
  profilePicture?: string | null;
};

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

export function setCookie(name: string, value: string, maxAgeSeconds?: number) {
  const age = maxAgeSeconds ? `; max-age=${Math.floor(maxAgeSeconds)}` : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; secure; samesite=strict${age}`;
}

export function removeCookie(name: string) {
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; secure; samesite=strict`;
}

/** A token is valid only if it decodes and its exp (seconds) is in the future. */
export function isTokenValid(token: string | null | undefined, now = Date.now()): boolean {
  if (!token) return false;
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    return typeof exp === 'number' && exp * 1000 > now;
  } catch {
    return false;
  }
}

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
}

export type Session = { signedIn: boolean; user: StoredUser | null };

export function getSession(): Session {
  const signedIn = isTokenValid(getCookie(ACCESS_COOKIE));
  return { signedIn, user: signedIn ? getStoredUser() : null };
}

/** Stores both tokens as the spec says (secure, same-site strict cookies) and the user decoded from the access token. */
export function startSession(accessToken: string, refreshToken: string) {
  const now = Date.now() / 1000;
  const access = jwtDecode<Partial<StoredUser> & { exp?: number }>(accessToken);
  const refresh = jwtDecode<{ exp?: number }>(refreshToken);
  setCookie(ACCESS_COOKIE, accessToken, access.exp ? access.exp - now : undefined);
  setCookie(REFRESH_COOKIE, refreshToken, refresh.exp ? refresh.exp - now : undefined);
  setStoredUser({
    isActive: access.isActive ?? true,
    isVerified: access.isVerified ?? false,
    identifier: access.identifier ?? '',
    firstName: access.firstName,
    profilePicture: access.profilePicture ?? null,
  });
}

export function clearSession() {
  removeCookie(ACCESS_COOKIE);
  removeCookie(REFRESH_COOKIE);
  localStorage.removeItem(USER_KEY);
}
