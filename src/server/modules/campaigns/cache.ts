import type { Campaign, CampaignListQuery } from '../../../contract/campaign';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Db } from '../../db/open';
import { getPublicCampaign, listCampaigns } from './service';

/** How long an instance reuses a public read by default (PUBLIC_CACHE_SECONDS); 0 turns it off. */
export const PUBLIC_CACHE_SECONDS_DEFAULT = 2;
const MAX_ENTRIES = 500;

/**
 * A short in-process memo of promises: identical reads within `ttlMs` share one database query,
 * including the ones that arrive while it is still running. Failures are not kept. Bounded to
 * the most recently stored MAX_ENTRIES keys (searches are unbounded text).
 */
export function shortCache<V>(ttlMs: number) {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { at: now, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear: () => entries.clear(),
  };
}

export type CampaignReads = {
  list(q: CampaignListQuery): ReturnType<typeof listCampaigns>;
  get(id: string): Promise<Campaign>;
  /** Forget everything (this instance); other instances catch up within the TTL. */
  clear(): void;
};

const perDb = new WeakMap<Db, Map<number, CampaignReads>>();

/**
 * The public campaign reads every anonymous visitor sees alike, memoised for a few seconds per
 * database: the API routes and the server-rendered pages share one instance, so a burst of
 * visitors costs one query per page of results. State written elsewhere shows within `seconds`.
 */
export function campaignReads(db: Db, storage: FileStorage, seconds = PUBLIC_CACHE_SECONDS_DEFAULT): CampaignReads {
  let bySeconds = perDb.get(db);
  if (!bySeconds) perDb.set(db, (bySeconds = new Map()));
  let reads = bySeconds.get(seconds);
  if (!reads) {
    const lists = shortCache<Awaited<ReturnType<typeof listCampaigns>>>(seconds * 1000);
    const details = shortCache<Campaign>(seconds * 1000);
    reads = {
      list: (q) => lists.get(JSON.stringify(q), () => listCampaigns(db, storage, q)),
      get: (id) => details.get(id.toLowerCase(), () => getPublicCampaign(db, storage, id)),
      clear: () => {
        lists.clear();
        details.clear();
      },
    };
    bySeconds.set(seconds, reads);
  }
  return reads;
}
