import { jwtDecode } from 'jwt-decode';
import { accessToken } from '#web/lib/session';

/** Whether the signed-in user organises this campaign (only decides what the page offers; the server checks). */
export function isOrganiser(userId: string, token = accessToken()): boolean {
  if (!token) return false;
  try {
    return jwtDecode<{ sub?: string }>(token).sub === userId;
  } catch {
    return false;
  }
}
