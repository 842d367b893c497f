import { jwtDecode } from 'jwt-decode';
import type { Role } from '#contract/enums';

// The one reader of our tokens' claims (ESLint lets no other file import jwt-decode). It is apart
// from session.ts because the service worker reads them too, and session.ts needs the page's
// cookies and localStorage, which a worker has not.

/**
 * What a token says about its holder, decoded but not verified: it only decides what the
 * interface shows or whether a token is worth sending; the server checks every call.
 */
export type Claims = {
  /** The user's id. */
  sub?: string;
  role?: Role;
  identifier?: string;
  isActive?: boolean;
  isVerified?: boolean;
  /** Expiry, in seconds since the epoch. */
  exp?: number;
};

export function readClaims(token: string | null | undefined): Claims | null {
  if (!token) return null;
  try {
    return jwtDecode<Claims>(token);
  } catch {
    return null;
  }
}

/** A token is valid only if it decodes and its exp (seconds) is after `now` (milliseconds). */
export function isTokenValid(token: string | null | undefined, now = Date.now()): boolean {
  const exp = readClaims(token)?.exp;
  return typeof exp === 'number' && exp * 1000 > now;
}
