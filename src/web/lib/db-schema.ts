/** The local database: Dexie (db.ts) owns the schema; idb-cache.ts reads the query cache without Dexie. */
export const DB_NAME = 'birr';
export const DEXIE_SCHEMA_VERSION = 1;
export const DEXIE_STORES = {
  queryCache: 'key',
  drafts: 'id, kind, updatedAt',
} as const;
