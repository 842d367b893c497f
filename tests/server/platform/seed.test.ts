import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, donations } from '#server/db/schema';
import { seedDemo } from '#server/db/seed/demo';
import { reconciliation } from '#server/modules/admin/reconciliation';
import { testApp, type TestApp } from '#tests/support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  expect(await seedDemo(t.db, t.storage)).toBe(true);
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('lists at least 30 active campaigns over all three kinds and at least 12 categories', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/campaign?limit=50' });
    const { data, meta } = res.json();
    expect(meta.total).toBeGreaterThanOrEqual(30);
    expect(new Set(data.map((c: { type: string }) => c.type))).toEqual(new Set(['BUSINESS', 'CHARITY', 'PERSONAL']));
    expect(new Set(data.map((c: { category: string }) => c.category)).size).toBeGreaterThanOrEqual(12);
  });

  it('gives every campaign a cover picture that is really served, plus supporting pictures', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/campaign?limit=50' })).json();
    for (const c of data) {
      expect(c.campaignMedia[0].imageType).toBe('COVER_IMAGE');
      expect(c.campaignMedia.length).toBeGreaterThan(1);
    }
    const picture = await t.app.inject({ method: 'GET', url: data[0].campaignMedia[0].url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.rawPayload.length).toBeGreaterThan(2000);
  });

  it('makes each raised amount the sum of its verified donations', async () => {
    const sums = await t.db
      .select({ campaignId: donations.campaignId, total: sql<string>`sum(${donations.amount})` })
      .from(donations)
      .where(eq(donations.paymentStatus, 'VERIFIED'))
      .groupBy(donations.campaignId);
    const verified = new Map(sums.map((s) => [s.campaignId, Number(s.total)]));
    const rows = await t.db.select({ id: campaigns.id, raised: campaigns.raisedAmount }).from(campaigns);
    expect(rows.length).toBeGreaterThan(30);
    for (const r of rows) expect(Number(r.raised)).toBe(verified.get(r.id) ?? 0);
    const withDonations = rows.filter((r) => Number(r.raised) > 0);
    expect(withDonations.length).toBeGreaterThanOrEqual(30);
  });

  it('keeps a few pending campaigns out of the public list', async () => {
    const pending = await t.db.select().from(campaigns).where(eq(campaigns.status, 'PENDING'));
    expect(pending.length).toBeGreaterThanOrEqual(3);
    const res = await t.app.inject({ method: 'GET', url: `/api/campaign/${pending[0].id}` });
    expect(res.statusCode).toBe(404);
  });

  it('does nothing the second time', async () => {
    expect(await seedDemo(t.db, t.storage)).toBe(false);
    const verified = await t.db.select().from(donations).where(and(eq(donations.paymentStatus, 'VERIFIED')));
    expect(verified.length).toBeGreaterThan(100);
  });
});

describe('the demo seed’s books', () => {
  it('agree with the sandbox provider’s own records: the console’s reconciliation finds no difference', async () => {
    const books = await reconciliation(t.deps.db, t.deps, { from: undefined, to: undefined } as never, new Date());
    expect(books.providers.in.available).toBe(true);
    expect(books.days.some((d) => d.in.counted.count > 0)).toBe(true);
    expect(books.differences).toEqual([]);
  });
});
