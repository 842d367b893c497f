// A tiny key/value reader-writer for the `queryCache` table of the Dexie database in db.ts.
// The landing page restores the query cache before it renders, so this path must not pull in
// Dexie itself (~27 KB gzipped); everything else (drafts) goes through db.ts.
import { DB_NAME, DEXIE_SCHEMA_VERSION } from './db-schema';

const STORE = 'queryCache';
// Dexie stores version n as IndexedDB version n * 10.
const IDB_VERSION = DEXIE_SCHEMA_VERSION * 10;

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, IDB_VERSION);
    // First visit: create the same stores Dexie would (see db.ts), so either can open it later.
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE, { keyPath: 'key' });
      if (!db.objectStoreNames.contains('drafts')) {
        const drafts = db.createObjectStore('drafts', { keyPath: 'id' });
        drafts.createIndex('kind', 'kind');
        drafts.createIndex('updatedAt', 'updatedAt');
      }
    };
    req.onsuccess = () => {
      const db = req.result;
      // Let a newer schema (a Dexie upgrade in another tab) take over.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    req.onerror = () => {
      opening = null;
      reject(req.error);
    };
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const req = op(db.transaction(STORE, mode).objectStore(STORE));
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      }),
  );
}

export const queryCacheStorage = {
  getItem: async (key: string): Promise<string | null> => {
    try {
      const row = await run<{ key: string; value: string } | undefined>('readonly', (s) => s.get(key));
      return row?.value ?? null;
    } catch {
      return null; // private mode or blocked storage: start with an empty cache
    }
  },
  setItem: async (key: string, value: string) => {
    await run('readwrite', (s) => s.put({ key, value })).catch(() => undefined);
  },
  removeItem: async (key: string) => {
    await run('readwrite', (s) => s.delete(key)).catch(() => undefined);
  },
};
