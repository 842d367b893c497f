import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '#web/lib/db';
import { PERSIST_MAX_AGE_MS } from '#web/lib/query-persist';
import { dropPrivateQueries, PERSIST_BUSTER, PERSIST_KEY, persistToDexie } from '#web/lib/query-persist-dexie';

const CAMPAIGNS = ['campaigns', { page: 1, limit: 6 }];
const CAMPAIGN = ['campaign', 'c-1'];
const MY_CAMPAIGNS = ['my-campaigns', 'user-1'];
const ME = ['me', 'abebe@example.com'];

const newClient = () => new QueryClient({ defaultOptions: { queries: { gcTime: Infinity, staleTime: Infinity } } });
const running: Array<{ unsubscribe: () => void }> = [];

/** Persists `client` the way the app does and waits until its state is on disk. */
async function persist(client: QueryClient, buster?: string) {
  const p = persistToDexie(client, buster);
  running.push(p);
  await p;
}

/** What is on the device: the saved query keys, or null when nothing is saved. */
async function savedKeys() {
  const row = await db.queryCache.get(PERSIST_KEY);
  if (!row) return null;
  return (JSON.parse(row.value).clientState.queries as Array<{ queryKey: unknown }>).map((q) => JSON.stringify(q.queryKey));
}

beforeEach(async () => {
  await db.queryCache.clear();
});
afterEach(() => {
  for (const p of running.splice(0)) p.unsubscribe();
});

describe('saved query cache', () => {
  it('is restored by the same version of the app', async () => {
    const first = newClient();
    first.setQueryData(CAMPAIGNS, { data: ['saved list'] });
    await persist(first);

    const next = newClient();
    await persist(next);
    expect(next.getQueryData(CAMPAIGNS)).toEqual({ data: ['saved list'] });
  });

  it('is thrown away by another version of the app (buster)', async () => {
    const first = newClient();
    first.setQueryData(CAMPAIGNS, { data: ['saved list'] });
    await persist(first, 'old-version');
    expect(await savedKeys()).toEqual([JSON.stringify(CAMPAIGNS)]);

    const next = newClient();
    await persist(next, 'new-version');
    expect(next.getQueryData(CAMPAIGNS)).toBeUndefined();
    expect(await savedKeys()).toEqual([]);
  });

  it('is thrown away once older than its maximum age', async () => {
    const first = newClient();
    first.setQueryData(CAMPAIGNS, { data: ['saved list'] });
    await persist(first);
    for (const p of running.splice(0)) p.unsubscribe();
    const row = (await db.queryCache.get(PERSIST_KEY))!;
    const saved = JSON.parse(row.value);
    expect(saved.buster).toBe(PERSIST_BUSTER);
    saved.timestamp = Date.now() - PERSIST_MAX_AGE_MS - 60_000;
    await db.queryCache.put({ key: PERSIST_KEY, value: JSON.stringify(saved) });

    const next = newClient();
    await persist(next);
    expect(next.getQueryData(CAMPAIGNS)).toBeUndefined();
  });

  it('never writes personal details to the device', async () => {
    const client = newClient();
    client.setQueryData(CAMPAIGNS, { data: [] });
    client.setQueryData(ME, { email: 'abebe@example.com' });
    await persist(client);
    expect(await savedKeys()).toEqual([JSON.stringify(CAMPAIGNS)]);
  });
});

describe('signing out', () => {
  it("clears the user's private cached data from memory and the device, and keeps public campaigns", async () => {
    const client = newClient();
    client.setQueryData(CAMPAIGNS, { data: ['public list'] });
    client.setQueryData(CAMPAIGN, { title: 'public campaign' });
    client.setQueryData(MY_CAMPAIGNS, { data: ['my private list'] });
    client.setQueryData(ME, { email: 'abebe@example.com' });
    await persist(client);
    expect(await savedKeys()).toContain(JSON.stringify(MY_CAMPAIGNS));

    await dropPrivateQueries(client);

    expect(client.getQueryData(MY_CAMPAIGNS)).toBeUndefined();
    expect(client.getQueryData(ME)).toBeUndefined();
    expect(client.getQueryData(CAMPAIGNS)).toEqual({ data: ['public list'] });
    expect((await savedKeys())?.sort()).toEqual([JSON.stringify(CAMPAIGNS), JSON.stringify(CAMPAIGN)].sort());

    // The next visitor on this device starts with the public campaigns only.
    for (const p of running.splice(0)) p.unsubscribe();
    const next = newClient();
    await persist(next);
    expect(next.getQueryData(CAMPAIGN)).toEqual({ title: 'public campaign' });
    expect(next.getQueryData(MY_CAMPAIGNS)).toBeUndefined();
  });
});
