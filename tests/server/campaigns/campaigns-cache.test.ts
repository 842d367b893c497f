import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/open';
import { campaigns } from '#server/db/schema';
import { addDonation, createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

let t: TestApp;
let ids: string[] = [];

/**
 * Counts the statements the app sends to the database: both drivers (PGlite and node-postgres's
 * pool) are called through their `query` method, once per round trip.
 */
function countQueries(db: Db) {
  const client = (db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  const counter = { n: 0, texts: [] as string[] };
  client.query = function (this: unknown, ...args: unknown[]) {
    counter.n++;
    counter.texts.push(String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text));
    return original.apply(this, args);
  };
  return {
    during: async <T>(fn: () => Promise<T>) => {
      counter.n = 0;
      counter.texts = [];
      const result = await fn();
      return { result, queries: counter.n, texts: [...counter.texts] };
    },
  };
}

beforeAll(async () => {
  t = await testApp();
  for (let i = 0; i < 14; i++) {
    const c = await createCampaign(t.db, { kind: (['personal', 'charity', 'business'] as const)[i % 3], title: `Campaign number ${i}` });
    ids.push(c.id);
  }
  await addDonation(t.db, ids[0], { amount: 100 });
});
afterAll(() => t.close());

describe('database round trips', () => {
  it('a list page, a search and a detail each take one query; a page past the end two', async () => {
    const counter = countQueries(t.db);
    const list = await counter.during(() => t.app.inject({ method: 'GET', url: '/api/campaign?page=1&limit=9' }));
    expect(list.result.statusCode).toBe(200);
    expect(list.result.json().data).toHaveLength(9);
    expect(list.queries).toBe(1);

    const search = await counter.during(() =>
      t.app.inject({ method: 'GET', url: '/api/campaign?search=number&type=business&category=STARTUP_FUNDING' }),
    );
    expect(search.result.json().meta.total).toBe(4);
    expect(search.queries).toBe(1);

    const beyond = await counter.during(() => t.app.inject({ method: 'GET', url: '/api/campaign?page=5&limit=9' }));
    expect(beyond.result.json().meta).toEqual({ total: 14, page: 5, limit: 9, totalPages: 2 });
    expect(beyond.queries).toBeLessThanOrEqual(2);

    const detail = await counter.during(() => t.app.inject({ method: 'GET', url: `/api/campaign/${ids[0]}` }));
    expect(detail.result.json().data._count.Donation).toBe(1);
    expect(detail.queries).toBe(1);

    const missing = await counter.during(() =>
      t.app.inject({ method: 'GET', url: '/api/campaign/00000000-0000-4000-8000-000000000000' }),
    );
    expect(missing.result.statusCode).toBe(404);
    expect(missing.queries).toBe(1);
  });
});

describe('ETag and Cache-Control on public reads', () => {
  it.each([
    ['the list', () => '/api/campaign?page=1&limit=9'],
    ['a search', () => '/api/campaign?search=number'],
    ['a campaign', () => `/api/campaign/${ids[1]}`],
    ['its donations', () => `/api/donation/${ids[0]}`],
  ])('%s: a short shared lifetime, and 304 with no body for the version the client holds', async (_name, url) => {
    const first = await t.app.inject({ method: 'GET', url: url() });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);

    const again = await t.app.inject({ method: 'GET', url: url(), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const listOfTags = await t.app.inject({ method: 'GET', url: url(), headers: { 'if-none-match': `"other", ${etag}` } });
    expect(listOfTags.statusCode).toBe(304);

    const stale = await t.app.inject({ method: 'GET', url: url(), headers: { 'if-none-match': 'W/"something-else"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('a changed campaign gets a new tag, so the old one answers in full', async () => {
    const url = `/api/campaign/${ids[2]}`;
    const before = await t.app.inject({ method: 'GET', url });
    await t.db.update(campaigns).set({ title: 'A new title' }).where(eq(campaigns.id, ids[2]));
    const after = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.title).toBe('A new title');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('the same tag whether or not the answer is compressed, and errors carry no tag', async () => {
    const url = '/api/campaign?limit=20';
    const plain = await t.app.inject({ method: 'GET', url });
    const gzipped = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    const revalidated = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': plain.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);

    const bad = await t.app.inject({ method: 'GET', url: '/api/campaign?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
    const missing = await t.app.inject({ method: 'GET', url: '/api/campaign/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('the short in-process cache (PUBLIC_CACHE_SECONDS)', () => {
  it('serves identical public reads from one query while fresh, a different one from its own', async () => {
    const cached = await testApp({ config: { webDist: '/nonexistent', publicCacheSeconds: 60 } });
    try {
      const c = await createCampaign(cached.db, { title: 'Cached campaign' });
      const counter = countQueries(cached.db);
      const burst = await counter.during(() =>
        Promise.all(Array.from({ length: 5 }, () => cached.app.inject({ method: 'GET', url: '/api/campaign?limit=9' }))),
      );
      expect(burst.result.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(burst.result[4].json().data[0].title).toBe('Cached campaign');
      expect(burst.queries).toBe(1);

      const other = await counter.during(() => cached.app.inject({ method: 'GET', url: '/api/campaign?limit=8' }));
      expect(other.queries).toBe(1);
      const detail = await counter.during(async () => {
        await cached.app.inject({ method: 'GET', url: `/api/campaign/${c.id}` });
        return cached.app.inject({ method: 'GET', url: `/api/campaign/${c.id}` });
      });
      expect(detail.result.json().data.title).toBe('Cached campaign');
      expect(detail.queries).toBe(1);

      // A committed change clears what every instance keeps (LISTEN/NOTIFY), well before the TTL.
      await cached.db.update(campaigns).set({ title: 'Renamed while cached' }).where(eq(campaigns.id, c.id));
      await expect
        .poll(async () => (await cached.app.inject({ method: 'GET', url: `/api/campaign/${c.id}` })).json().data.title)
        .toBe('Renamed while cached');
      await expect
        .poll(async () => (await cached.app.inject({ method: 'GET', url: '/api/campaign?limit=9' })).json().data[0].title)
        .toBe('Renamed while cached');

      // A failure (unknown campaign) is not kept.
      const missing = await counter.during(async () => {
        await cached.app.inject({ method: 'GET', url: '/api/campaign/00000000-0000-4000-8000-000000000000' });
        return cached.app.inject({ method: 'GET', url: '/api/campaign/00000000-0000-4000-8000-000000000000' });
      });
      expect(missing.result.statusCode).toBe(404);
      expect(missing.queries).toBe(2);
    } finally {
      await cached.close();
    }
  });
});
