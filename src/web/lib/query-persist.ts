import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import { queryCacheStorage } from './idb-cache';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Kept at least as long as the persisted copy, so offline visits still find it.
      gcTime: WEEK_MS,
      staleTime: 30_000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});

// Backed by the `queryCache` table of the 'birr' database (see db.ts / idb-cache.ts).
const persister = createAsyncStoragePersister({ storage: queryCacheStorage, key: 'birr-query-cache', throttleTime: 1000 });

export const persistOptions: PersistQueryClientProviderProps['persistOptions'] = {
  persister,
  maxAge: WEEK_MS,
  buster: 'v1',
  dehydrateOptions: {
    // Personal data ("me" queries) never goes to disk.
    shouldDehydrateQuery: (q) => q.state.status === 'success' && q.queryKey[0] !== 'me',
  },
};
