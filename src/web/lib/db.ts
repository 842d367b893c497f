import { Dexie, type EntityTable } from 'dexie';

/** One persisted blob of the TanStack Query cache, keyed by the persister's key. */
export type CacheRow = { key: string; value: string };
/** A campaign-creation draft, saved as the user types (filled in by the wizard later). */
export type DraftRow = {
  id: string;
  kind: string;
  updatedAt: number;
  fields: Record<string, unknown>;
  files?: Record<string, Blob[]>;
};

/** The device's own database: the query cache (offline browsing) and drafts (offline creation). */
export const db = new Dexie('birr') as Dexie & {
  queryCache: EntityTable<CacheRow, 'key'>;
  drafts: EntityTable<DraftRow, 'id'>;
};

db.version(1).stores({
  queryCache: 'key',
  drafts: 'id, kind, updatedAt',
});
