import { jwtDecode } from 'jwt-decode';
import type { Role } from '#contract/enums';
import { accessToken } from '#web/lib/session';

// contract/review.ts's isReviewer, without importing that file: it builds zod schemas at load,
// and this check runs in the navbar's account menu.
const REVIEWER: Role = 'ADMIN';

/**
 * Whether the signed-in user may review campaigns (the access token's `role` claim). Only decides
 * what the interface shows: every /api/review call is checked by the server against the database.
 */
export function isAdmin(token = accessToken()): boolean {
  if (!token) return false;
  try {
    return jwtDecode<{ role?: Role }>(token).role === REVIEWER;
  } catch {
    return false;
  }
}
