import { jwtDecode } from 'jwt-decode';
import { accessToken } from '#web/lib/session';

/**
 * The signed-in user's id (the access token's `sub`), the owner of the drafts made on this device.
 * Null without a session. The wizard and the type page sit behind the protected guard, which
 * renews an expired token first.
 */
export function currentOwnerId(token = accessToken()): string | null {
  if (!token) return null;
  try {
    return jwtDecode<{ sub?: string }>(token).sub ?? null;
  } catch {
    return null;
  }
}
