import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, CampaignList } from '#contract/campaign';
import { addDonation, createCampaign, createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

let t: TestApp;
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await testApp();
  const base = Date.parse('2026-06-01T00:00:00Z');
  const at = (minutes: number) => new Date(base + minutes * 60_000);
  const organiser = await createUser(t.db, { firstName: 'Hana', lastName: 'Tesfaye', profilePicture: '/media/a.webp' });
  ids.coffee = (
    await createCampaign(t.db, {
      kind: 'business',
      title: 'Buna Box coffee subscriptions',
      category: 'STARTUP_FUNDING',
      createdAt: at(30),
      userId: organiser.id,
      goal: 3000,
      recipient: { fullName: 'Buna Box PLC', sector: 'AGRICULTURE', website: 'https://bunabox.example.com', tinNumber: '0012345678', contactEmail: 'secret@example.com' },
    })
  ).id;
  ids.school = (
    await createCampaign(t.db, { kind: 'charity', title: 'School books', description: 'Books for 100% of pupils in GONDAR', category: 'EDUCATION_SUPPORT', createdAt: at(20) })
  ).id;
  ids.liya = (
    await createCampaign(t.db, { kind: 'personal', title: 'Heart surgery for Liya', category: 'MEDICAL', createdAt: at(10) })
  ).id;
  ids.pending = (
    await createCampaign(t.db, { title: 'Pending coffee review', status: 'PENDING', createdAt: at(40) })
  ).id;
  ids.completed = (
    await createCampaign(t.db, { title: 'Closed coffee drive', status: 'COMPLETED', createdAt: at(50) })
  ).id;
  const abebe = await createUser(t.db, { firstName: 'Abebe', lastName: 'Girma' });
  ids.well = (
    await createCampaign(t.db, {
      kind: 'charity',
      title: 'ንጹህ ውሃ ለመንደራችን',
      description: 'A deep well for the village of Debre Zeit',
      category: 'POVERTY_ALLEVIATION',
      createdAt: at(5),
      userId: abebe.id,
      recipient: { fullName: 'Tigist Water Trust' },
    })
  ).id;
  for (let i = 0; i < 12; i++) await createCampaign(t.db, { title: `Filler ${i}`, category: 'RELOCATION', createdAt: at(-i) });
  await addDonation(t.db, ids.coffee, { amount: 1000 });
  await addDonation(t.db, ids.coffee, { amount: 250.5 });
  await addDonation(t.db, ids.coffee, { amount: 700, status: 'PENDING' });
});
afterAll(() => t.close());

describe('GET /api/campaign', () => {
  it('lists only active campaigns, newest first, 10 a page when no limit is given', async () => {
    const { status, body } = await get('/api/campaign');
    expect(status).toBe(200);
    const list = body as CampaignList;
    expect(list.meta).toEqual({ total: 16, page: 1, limit: 10, totalPages: 2 });
    expect(list.data).toHaveLength(10);
    expect(list.data.slice(0, 3).map((c) => c.title)).toEqual([
      'Buna Box coffee subscriptions',
      'School books',
      'Heart surgery for Liya',
    ]);
    expect(list.data.every((c) => c.status === 'ACTIVE')).toBe(true);
  });

  it('pages through the rest', async () => {
    const { body } = await get('/api/campaign?page=2');
    expect(body.data).toHaveLength(6);
    expect(body.data.at(-1).title).toBe('Filler 11');
    const beyond = await get('/api/campaign?page=9');
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual({ data: [], meta: { total: 16, page: 9, limit: 10, totalPages: 2 } });
    const nine = await get('/api/campaign?page=2&limit=9');
    expect(nine.body.meta).toEqual({ total: 16, page: 2, limit: 9, totalPages: 2 });
    expect(nine.body.data).toHaveLength(7);
  });

  it('caps the page size at 50', async () => {
    const { body } = await get('/api/campaign?limit=500');
    expect(body.meta.limit).toBe(50);
    expect(body.data).toHaveLength(16);
  });

  it('searches title and description, ignoring case, never showing unlisted campaigns', async () => {
    expect((await get('/api/campaign?search=COFFEE')).body.data.map((c: Campaign) => c.title)).toEqual([
      'Buna Box coffee subscriptions',
    ]);
    expect((await get('/api/campaign?search=gondar')).body.data.map((c: Campaign) => c.title)).toEqual(['School books']);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await get('/api/campaign?search=100%25')).body.data.map((c: Campaign) => c.title)).toEqual(['School books']);
    expect((await get('/api/campaign?search=_')).body.data).toEqual([]);
  });

  it('filters by category and by kind (type)', async () => {
    const medical = await get('/api/campaign?category=MEDICAL');
    expect(medical.body.data.map((c: Campaign) => c.title)).toEqual(['Heart surgery for Liya']);
    expect(medical.body.meta.totalPages).toBe(1);
    const business = await get('/api/campaign?type=business');
    expect(business.body.data.map((c: Campaign) => c.title)).toEqual(['Buna Box coffee subscriptions']);
    const charity = await get('/api/campaign?type=Charity');
    expect(charity.body.data.map((c: Campaign) => c.title)).toEqual(['School books', 'ንጹህ ውሃ ለመንደራችን']);
    const none = await get('/api/campaign?category=DISASTER_RELIEF');
    expect(none.body).toEqual({ data: [], meta: { total: 0, page: 1, limit: 10, totalPages: 0 } });
  });

  const titles = async (query: string) => {
    const { status, body } = await get(`/api/campaign?${query}`);
    expect(status).toBe(200);
    return (body as CampaignList).data.map((c) => c.title);
  };

  it('search finds a campaign by its recipient’s name, its organiser’s name, and an Ethiopic word', async () => {
    expect(await titles('search=tigist')).toEqual(['ንጹህ ውሃ ለመንደራችን']);
    expect(await titles('search=BUNA%20box%20plc')).toEqual(['Buna Box coffee subscriptions']);
    expect(await titles('search=Abebe')).toEqual(['ንጹህ ውሃ ለመንደራችን']);
    expect(await titles('search=tesfaye')).toEqual(['Buna Box coffee subscriptions']);
    expect(await titles(`search=${encodeURIComponent('ውሃ')}`)).toEqual(['ንጹህ ውሃ ለመንደራችን']);
    // Every word must appear, in any order.
    expect(await titles('search=liya%20heart')).toEqual(['Heart surgery for Liya']);
    expect(await titles('search=liya%20coffee')).toEqual([]);
  });

  it('for= is the same free-text search, as the original client sends its search box', async () => {
    expect(await titles('for=water%20TRUST')).toEqual(['ንጹህ ውሃ ለመንደራችን']);
    expect(await titles('for=buna%20box')).toEqual(['Buna Box coffee subscriptions']);
    expect(await titles('for=LIYA')).toEqual(['Heart surgery for Liya']);
    // What old clients sent as a kind is now just text: no 400.
    expect(await titles('for=business')).toEqual([]);
    expect(await titles('for=people')).toEqual([]);
    expect(await titles('for=')).toHaveLength(10);
    expect(await titles(`for=${'x'.repeat(300)}`)).toEqual([]);
    expect(await titles('for=liya&for=heart')).toEqual(['Heart surgery for Liya']);
    expect(await titles('for=gondar&type=charity&search=books')).toEqual(['School books']);
  });

  it('follows a renamed organiser or recipient', async () => {
    const { users, charities } = await import('#server/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.db.update(users).set({ lastName: 'Bikila' }).where(eq(users.firstName, 'Abebe'));
    await t.db.update(charities).set({ fullName: 'Selam Wells' }).where(eq(charities.fullName, 'Tigist Water Trust'));
    expect(await titles('search=bikila')).toEqual(['ንጹህ ውሃ ለመንደራችን']);
    expect(await titles('search=girma')).toEqual([]);
    expect(await titles('for=selam%20wells')).toEqual(['ንጹህ ውሃ ለመንደራችን']);
    expect(await titles('for=tigist')).toEqual([]);
  });

  it('finds a personal campaign by the name of the person it raises for, when that is not its organiser', async () => {
    const { campaigns } = await import('#server/db/schema');
    const { eq } = await import('drizzle-orm');
    expect(await titles('search=mekonnen')).toEqual([]);
    await t.db.update(campaigns).set({ recipientName: 'Liya Mekonnen' }).where(eq(campaigns.id, ids.liya));
    expect(await titles('search=mekonnen')).toEqual(['Heart surgery for Liya']);
  });

  it.each([
    ['page=0', 'page must be 1 or more'],
    ['page=-1', 'page must be a whole number'],
    ['limit=abc', 'limit must be a whole number'],
    ['page=1.5', 'page must be a whole number'],
    ['category=NOT_A_CATEGORY', 'Unknown category: NOT_A_CATEGORY'],
    ['type=people', 'type must be one of business, charity, personal'],
    ['search=a%00b', 'search contains characters that are not allowed'],
    [`search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
  ])('answers %s with a 400 and a clear message', async (query, message) => {
    const { status, body } = await get(`/api/campaign?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ message, code: 'VALIDATION_FAILED', field: query.split('=')[0] });
  });
});

describe('GET /api/campaign/:id', () => {
  it('returns the campaign with media, recipient, organiser and donation count', async () => {
    const { status, body } = await get(`/api/campaign/${ids.coffee}`);
    expect(status).toBe(200);
    const c = body.data as Campaign;
    expect(c).toMatchObject({
      title: 'Buna Box coffee subscriptions',
      goalAmount: 3000,
      raisedAmount: 1250.5,
      category: 'STARTUP_FUNDING',
      status: 'ACTIVE',
      charityId: null,
      charity: null,
      business: { fullName: 'Buna Box PLC', sector: 'AGRICULTURE', website: 'https://bunabox.example.com' },
      user: { firstName: 'Hana', lastName: 'Tesfaye', profilePicture: '/media/a.webp' },
      _count: { Donation: 2 },
    });
    expect(c.businessId).toBe(c.business!.id);
    expect(c.deadline).toBe('2099-01-01');
    expect(c.campaignMedia.map((m) => m.imageType)).toEqual(['COVER_IMAGE', 'SUPPORTING_IMAGE']);
    expect(c.campaignMedia[0].url).toMatch(/^\/media\/test\/.+-a-800\.webp$/);
    expect(c.campaignMedia[0].srcSet).toContain('-a-400.webp 400w');
  });

  it('never exposes the recipient’s private contact details or tax numbers', async () => {
    const { body } = await get(`/api/campaign/${ids.coffee}`);
    const text = JSON.stringify(body);
    expect(text).not.toContain('secret@example.com');
    expect(text).not.toContain('0012345678');
    expect(text).not.toContain('passwordHash');
  });

  it('marks a personal campaign’s charity as not an organisation', async () => {
    const { body } = await get(`/api/campaign/${ids.liya}`);
    expect(body.data.charity.isOrganization).toBe(false);
    expect(body.data.business).toBeNull();
  });

  it('keeps pending campaigns from the public, but still opens completed ones by link', async () => {
    expect(await get(`/api/campaign/${ids.pending}`)).toEqual({ status: 404, body: { message: 'Campaign not found', code: 'CAMPAIGN_NOT_FOUND' } });
    expect((await get(`/api/campaign/${ids.completed}`)).status).toBe(200);
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    expect(await get('/api/campaign/00000000-0000-4000-8000-000000000000')).toEqual({
      status: 404,
      body: { message: 'Campaign not found', code: 'CAMPAIGN_NOT_FOUND' },
    });
    expect(await get('/api/campaign/not-an-id')).toEqual({ status: 400, body: { message: 'Invalid campaign id', code: 'VALIDATION_FAILED', field: 'id' } });
    expect((await get("/api/campaign/1'%20or%201=1")).status).toBe(400);
  });
});
