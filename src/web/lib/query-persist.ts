import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isOffline, subscribeNetwork } from './network';
import { nextTask } from './next-task';
import { PERSIST_MAX_AGE_MS } from './persist-age';

export { PERSIST_MAX_AGE_MS };

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Kept at least as long as the persisted copy, so offline visits still find it.
      gcTime: PERSIST_MAX_AGE_MS,
      staleTime: 30_000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});

// TanStack Query follows the app's own network signal (src/web/lib/network.ts) instead of the
// browser's online/offline events: a device that claims to be online while nothing gets through
// pauses its queries (and shows the saved copy) rather than failing them or firing into the void.
onlineManager.setEventListener((setOnline) => {
  setOnline(!isOffline());
  return subscribeNetwork(() => setOnline(!isOffline()));
});

/**
 * Restores the saved query cache from IndexedDB and keeps saving it. Dexie and the persister
 * (~33 KB gzipped) load after the first view (main.tsx decides when) instead of with it: online,
 * the page has or fetches its data and never waits for them; offline, queries pause until the
 * restored copy (read from the service worker's precache) fills them in.
 */
export function startQueryPersistence() {
  // A module and everything it imports are evaluated in one task: Dexie's code first, then the
  // persister's in a task of its own (together, one of the longest tasks after load on a phone).
  void import('./db')
    .then(nextTask)
    .then(() => import('./query-persist-dexie'))
    .then((m) => m.persistToDexie(queryClient));
}
