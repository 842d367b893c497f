import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Campaign, CampaignListQuery } from '#contract/campaign';
import type { FileStorage } from '#server/adapters/storage/storage';
import type { Db } from '#server/db/open';
import { getPublicCampaign, listCampaigns } from './service';

const MAX_ENTRIES = 500;

/**
 * A short in-process memo of promises: identical reads within `ttlMs` share one database query,
 * including the ones that arrive while it is still running. Failures are not kept, nor a value
 * `keep` refuses (it is still shared with those already waiting for it). Bounded to the most
 * recently stored `max` keys (searches are unbounded text).
 */
export function shortCache<V>(ttlMs: number, { max = MAX_ENTRIES, keep }: { max?: number; keep?: (value: V) => boolean } = {}) {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  const forget = (key: string, value: Promise<V>) => {
    if (entries.get(key)?.value === value) entries.delete(key);
  };
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { at: now, value });
      value.then(
        (v) => keep && !keep(v) && forget(key, value),
        () => forget(key, value),
      );
      if (entries.size > max) entries.delete(entries.keys().next().value!);
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
export function campaignReads(db: Db, storage: FileStorage, seconds: number): CampaignReads {
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

/** The channel migration 0004's triggers notify when anything a public read shows has changed. */
export const PUBLIC_READS_CHANNEL = 'birr_public_reads';
const RELISTEN_MS = 1000;

/**
 * Calls `onChange` whenever a committed write touches what the public reads show, in this
 * instance or any other on the same database (LISTEN/NOTIFY; PGlite has it too). On a Postgres
 * server this holds one connection of the pool; if it drops, the cache still expires by its TTL
 * and listening resumes a second later. Answers a function that stops listening.
 */
export async function listenForPublicChanges(db: Db, onChange: () => void): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if ('listen' in client && typeof client.listen === 'function') {
    const unlisten = await client.listen(PUBLIC_READS_CHANNEL, onChange);
    return () => unlisten().catch(() => undefined);
  }
  const pool = client as pg.Pool;
  let stopped = false;
  let current: pg.PoolClient | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    retry = null;
    if (stopped) return;
    try {
      const c = await pool.connect();
      current = c;
      c.on('notification', (n) => {
        if (n.channel === PUBLIC_READS_CHANNEL) onChange();
      });
      c.on('error', () => {
        // Whatever we missed while down: forget it all, then listen again.
        onChange();
        c.release(true);
        if (current === c) current = null;
        if (!stopped) retry = setTimeout(connect, RELISTEN_MS);
      });
      await c.query(`LISTEN ${PUBLIC_READS_CHANNEL}`);
      if (stopped) {
        c.release(true);
        current = null;
      }
    } catch {
      if (!stopped) retry = setTimeout(connect, RELISTEN_MS);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = current;
    current = null;
    // Ended rather than returned: the pool must not hand a LISTENing connection to a query.
    c?.release(true);
  };
}
