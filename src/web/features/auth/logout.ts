import type { QueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http';
import { isPublicQueryKey } from '#web/lib/query-keys';
import { clearSession, refreshToken } from '#web/lib/session';

/** Spec section 4: tell the server, forget the session and the user's cached data here whatever it answers, start afresh at /. */
export async function logout(queryClient: QueryClient) {
  const refresh_token = refreshToken() ?? undefined;
  await api('/auth/logout', { method: 'POST', body: { refresh_token } }).catch(() => undefined);
  await forgetSession(queryClient);
  window.location.assign('/');
}

/** This device forgets the session, and the user's private cached data leaves memory and the device; public campaigns stay for offline use. */
export async function forgetSession(queryClient: QueryClient) {
  clearSession();
  await import('#web/lib/query-persist-dexie')
    .then((m) => m.dropPrivateQueries(queryClient))
    .catch(() => queryClient.removeQueries({ predicate: (q) => !isPublicQueryKey(q.queryKey) }));
}
