import { Dexie, type EntityTable } from 'dexie';
import { DB_NAME, DEXIE_SCHEMA_VERSION, DEXIE_STORES } from './db-schema';

export type CacheRow = { key: string; value: string };
/** A campaign-creation draft, saved as the user types (filled in by the wizard later). */
export type DraftRow = {
  id: string;
  kind: string;
  updatedAt: number;
  fields: Record<string, unknown>;
  files?: Record<string, Blob[]>;
};

export const db = new Dexie(DB_NAME) as Dexie & {
  queryCache: EntityTable<CacheRow, 'key'>;
  drafts: EntityTable<DraftRow, 'id'>;
};

// A schema change must bump DEXIE_SCHEMA_VERSION and mirror the stores in idb-cache.ts.
db.version(DEXIE_SCHEMA_VERSION).stores(DEXIE_STORES);
