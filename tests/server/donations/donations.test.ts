import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDonation, createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

let t: TestApp;
let campaignId: string;
let pendingCampaignId: string;

beforeAll(async () => {
  t = await testApp();
  campaignId = (await createCampaign(t.db)).id;
  pendingCampaignId = (await createCampaign(t.db, { status: 'PENDING' })).id;
  const day = (d: number) => new Date(Date.UTC(2026, 10, d));
  await addDonation(t.db, campaignId, { amount: 100, first: 'Almaz', last: 'Worku', at: day(1) });
  await addDonation(t.db, campaignId, { amount: 2500, first: 'Secret', last: 'Donor', isAnonymous: true, at: day(3) });
  await addDonation(t.db, campaignId, { amount: 400, first: 'Bereket', last: 'Assefa', at: day(2) });
  await addDonation(t.db, campaignId, { amount: 999, first: 'Never', last: 'Paid', status: 'PENDING', at: day(4) });
  await addDonation(t.db, campaignId, { amount: 50, first: 'Card', last: 'Declined', status: 'FAILED', at: day(5) });
});
afterAll(() => t.close());

describe('GET /api/donation/:campaignId', () => {
  it('lists verified donations newest first, hiding anonymous donors’ names', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/donation/${campaignId}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((d: { amount: number }) => d.amount)).toEqual([2500, 400, 100]);
    expect(data[0]).toMatchObject({ isAnonymous: true, donorFirstName: null, donorLastName: null });
    expect(data[1]).toMatchObject({ donorFirstName: 'Bereket', donorLastName: 'Assefa', isAnonymous: false });
    expect(res.body).not.toContain('Secret');
    expect(res.body).not.toContain('@example.com');
  });

  it('does not count pending or failed payments', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/campaign/${campaignId}` });
    expect(res.json().data).toMatchObject({ raisedAmount: 3000, _count: { Donation: 3 } });
  });

  it('answers for unknown, unlisted or malformed campaigns with a 4xx message', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/donation/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Campaign not found', code: 'CAMPAIGN_NOT_FOUND' });
    const pending = await t.app.inject({ method: 'GET', url: `/api/donation/${pendingCampaignId}` });
    expect(pending.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/donation/xyz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Invalid campaign id', code: 'VALIDATION_FAILED', field: 'campaignId' });
  });
});
