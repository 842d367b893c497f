import { m } from '#i18n/paraglide/messages.js';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClient,
  persistQueryClientSave,
  removeOldestQuery,
  type PersistedClient,
  type PersistRetryer,
} from '@tanstack/react-query-persist-client';
import { db } from './db';
import { nextTask } from './next-task';
import { PERSIST_MAX_AGE_MS } from './persist-age';
import { isPersistableQueryKey, isPublicQueryKey } from './query-keys';
import { isQuotaError, reportStorageError } from './storage-errors';

declare const __APP_VERSION__: string | undefined;

export const PERSIST_KEY = 'birr-query-cache';
/**
 * The saved cache belongs to one version of the app: another version (whose data shapes may differ)
 * throws it away and fetches afresh, rather than rendering something it does not understand.
 */
export const PERSIST_BUSTER = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

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

/** Out of space: say so, and keep the most recent campaigns by dropping the oldest until it fits. */
const retry: PersistRetryer = (props) => {
  if (!isQuotaError(props.error)) return undefined;
  if (props.errorCount === 1) reportStorageError(props.error, m.storage_offline_campaigns());
  return removeOldestQuery(props);
};

export function persistOptions(queryClient: QueryClient, buster = PERSIST_BUSTER) {
  return {
    queryClient,
    persister: createAsyncStoragePersister({ storage: dexieStorage, key: PERSIST_KEY, throttleTime: 1000, retry }),
    buster,
    maxAge: PERSIST_MAX_AGE_MS,
    dehydrateOptions: {
      // Personal details and the review queue never go to disk (src/web/lib/query-keys.ts).
      shouldDehydrateQuery: (q: { state: { status: string }; queryKey: readonly unknown[] }) =>
        q.state.status === 'success' && isPersistableQueryKey(q.queryKey),
    },
  };
}

export function persistToDexie(queryClient: QueryClient, buster = PERSIST_BUSTER) {
  const options = persistOptions(queryClient, buster);
  let stop: (() => void) | null = null;
  let stopped = false;
  // Evaluating this module (Dexie's own code went in a task before, query-persist.ts), opening the
  // database (made on a first visit), reading the saved copy and writing the page's own data are
  // each a task of their own: together they made one of 20–30 ms of a fast machine's main thread
  // after the page had loaded, four times that on a phone.
  const done = (async () => {
    await nextTask();
    if (stopped) return;
    await db.open();
    await nextTask();
    if (stopped) return;
    // A copy from another version or older than maxAge is dropped (and deleted) instead of restored.
    const [unsubscribe, restored] = persistQueryClient(options);
    stop = unsubscribe;
    await restored;
    await nextTask();
    if (stopped) return;
    // This starts after the first paint, so what the page already fetched (the landing page's
    // campaigns) has raised no change since: save it now, not only on the next change.
    await persistQueryClientSave(options);
  })()
    // Private mode or blocked storage: carry on with the in-memory cache.
    .catch((err: unknown) => {
      reportStorageError(err, m.storage_offline_campaigns());
    });
  const unsubscribe = () => {
    stopped = true;
    stop?.();
  };
  return Object.assign(done, { unsubscribe });
}

/**
 * Sign-out: the signed-in user's cached queries leave memory and the device at once (the page
 * navigates away before the throttled persister would run); public campaigns stay for offline use.
 */
export async function dropPrivateQueries(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (q) => !isPublicQueryKey(q.queryKey) });
  await db.transaction('rw', db.queryCache, async () => {
    const row = await db.queryCache.get(PERSIST_KEY);
    if (!row) return;
    const saved = JSON.parse(row.value) as PersistedClient;
    saved.clientState.queries = saved.clientState.queries.filter((q) => isPublicQueryKey(q.queryKey));
    saved.clientState.mutations = [];
    await db.queryCache.put({ key: PERSIST_KEY, value: JSON.stringify(saved) });
  });
}
