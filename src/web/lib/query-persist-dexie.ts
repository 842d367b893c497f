import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { db } from './db';
import { PERSIST_MAX_AGE_MS } from './query-persist';

/** The async storage the persister expects, backed by the `queryCache` table. */
const dexieStorage = {
  getItem: async (key: string) => (await db.queryCache.get(key))?.value ?? null,
  setItem: async (key: string, value: string) => {
    await db.queryCache.put({ key, value });
  },
  removeItem: async (key: string) => {
    await db.queryCache.delete(key);
  },
};

export function persistToDexie(queryClient: QueryClient) {
  const persister = createAsyncStoragePersister({ storage: dexieStorage, key: 'birr-query-cache', throttleTime: 1000 });
  const [, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: 'v1',
    dehydrateOptions: {
      // Personal data ("me" queries) never goes to disk.
      shouldDehydrateQuery: (q) => q.state.status === 'success' && q.queryKey[0] !== 'me',
    },
  });
  // Private mode or blocked storage: carry on with the in-memory cache.
  return restored.catch(() => undefined);
}
