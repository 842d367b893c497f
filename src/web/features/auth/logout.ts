import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/http';
import { clearSession, refreshToken } from '../../lib/session';

/** Spec section 4: tell the server, forget the session here whatever it answers, start afresh at /. */
export async function logout(queryClient: QueryClient) {
  const refresh_token = refreshToken() ?? undefined;
  await api('/auth/logout', { method: 'POST', body: { refresh_token } }).catch(() => undefined);
  clearSession();
  queryClient.removeQueries({ queryKey: ['me'] });
  window.location.assign('/');
}
