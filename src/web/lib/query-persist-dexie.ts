import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient, persistQueryClientSave } from '@tanstack/react-query-persist-client';
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
  const options = {
    queryClient,
    persister,
    buster: 'v1',
    dehydrateOptions: {
      // Personal data ("me" queries) never goes to disk.
      shouldDehydrateQuery: (q: { state: { status: string }; queryKey: readonly unknown[] }) =>
        q.state.status === 'success' && q.queryKey[0] !== 'me',
    },
  };
  const [, restored] = persistQueryClient({ ...options, maxAge: PERSIST_MAX_AGE_MS });
  return (
    restored
      // This starts after the first paint, so what the page already fetched (the landing page's
      // campaigns) has raised no change since: save it now, not only on the next change.
      .then(() => persistQueryClientSave(options))
      // Private mode or blocked storage: carry on with the in-memory cache.
      .catch(() => undefined)
  );
}
