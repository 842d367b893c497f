import { onlineManager, QueryClient } from '@tanstack/react-query';

export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

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

// TanStack Query assumes a connection until an 'offline' event says otherwise. A phone that opens
// the app with no network should pause its queries (and show the saved copy), not fail them.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/**
 * Restores the saved query cache from IndexedDB and keeps saving it. Dexie and the persister
 * (~33 KB gzipped) load after the first paint instead of with the landing page: online, the page
 * fetches straight away and never waits for them; offline, queries pause until the restored
 * copy (read from the service worker's precache) fills them in.
 */
export function startQueryPersistence() {
  const start = () => void import('./query-persist-dexie').then((m) => m.persistToDexie(queryClient));
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 200);
}
