import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerPath } from '#contract/ledger-paths';
import { REFUND_ENDPOINTS } from '#contract/refunds';
import { buildApp } from '#server/app';
import { bankDetails, campaigns, donations } from '#server/db/schema';
import { bearer, claims } from '#tests/support/accounts';
import { verifiedUser } from '#tests/support/create-helpers';
import { createCampaign } from '#tests/support/fixtures';
import { testApp, testDeps, type TestApp } from '#tests/support/harness';

// The public ledger (issue 42): GET /api/campaign/:id/ledger.

let t: TestApp;
let reviewer: string;
let organiser: string;
let organiserId: string;
let n = 0;

beforeAll(async () => {
  t = await testApp({ auth: { adminEmail: 'reviewer@birr.example' }, config: { webDist: '/nonexistent' }, donations: { perAddressPer10Min: 1000 } });
  reviewer = await verifiedUser(t, 'reviewer@birr.example');
  organiser = await verifiedUser(t, 'organiser@example.com');
  organiserId = claims(organiser).sub!;
});
afterAll(() => t.close());

const post = (url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { ...(token ? bearer(token) : {}), ...headers } });
const ledgerOf = (id: string, app = t.app) => app.inject({ method: 'GET', url: `/api${ledgerPath(id)}` });

async function give(campaignId: string, amount: number) {
  const res = await post(`/donation/guest/${campaignId}`, undefined, { donorFirstName: 'Almaz', donorLastName: 'Worku', email: `d${++n}@example.com`, amount });
  const txRef = res.json().data.txRef as string;
  await t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${txRef}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  return (await t.db.select().from(donations).where(eq(donations.txRef, txRef)))[0];
}

/** raised − fees − refunded − paid out − in flight, in cents, against available. */
function holds(l: { raised: number; fees: number; refunded: number; paidOut: number; inFlight: number; available: number }) {
  const c = (x: number) => Math.round(x * 100);
  expect(c(l.raised) - c(l.fees) - c(l.refunded) - c(l.paidOut) - c(l.inFlight)).toBe(c(l.available));
}

describe('the public ledger', () => {
  it('adds up after donations, a payout paid and a refund, shows only the account\'s last digits and the transfer\'s reference', async () => {
    const c = await createCampaign(t.db, { userId: organiserId });
    await t.db.insert(bankDetails).values({ campaignId: c.id, bankName: 'AWASH_BANK', holderName: 'Abebe Kebede', accountNumber: '0131234567891234' });
    await give(c.id, 1000);
    const newer = await give(c.id, 333.33);
    let res = await ledgerOf(c.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      currency: 'ETB', raised: 1333.33, fees: 66.67, refunded: 0, paidOut: 0, inFlight: 0, available: 1266.66, donations: 2, payouts: [], refunds: [],
    });

    const w = await post(`/campaign/${c.id}/withdrawals`, organiser, { amount: 500 }, { 'idempotency-key': randomUUID() });
    expect(w.statusCode).toBe(201);
    res = await ledgerOf(c.id);
    expect(res.json().data).toMatchObject({ inFlight: 500, paidOut: 0, available: 766.66, payouts: [{ amount: 500, status: 'REQUESTED', bank: 'AWASH_BANK', account: '•••• 1234', reference: null }] });
    holds(res.json().data);
    await post(`/review/withdrawals/${w.json().data.id}/approve`, reviewer);

    const refund = await post(REFUND_ENDPOINTS.donation(newer.id), reviewer, { reason: 'Paid twice by mistake' });
    expect(refund.statusCode, refund.body).toBe(200);
    res = await ledgerOf(c.id);
    const l = res.json().data;
    // The refunded gift stays in raised (it was given), its fee drops (Birr keeps none), and what
    // went back is counted as refunded: available is what the kept gift left after the payout.
    expect(l).toMatchObject({ raised: 1333.33, fees: 50, refunded: 333.33, paidOut: 500, inFlight: 0, available: 450, donations: 2 });
    holds(l);
    expect(l.payouts).toHaveLength(1);
    expect(l.payouts[0]).toMatchObject({ amount: 500, status: 'PAID', bank: 'AWASH_BANK', account: '•••• 1234' });
    expect(l.payouts[0].reference).toMatch(/\S/);
    expect(res.body).not.toContain('0131234567891234');
    expect(l.refunds).toEqual([{ amount: 333.33, at: expect.any(String), reason: 'Paid twice by mistake' }]);
    // The campaign's own raised amount counts only what was kept.
    expect(Number((await t.db.select().from(campaigns).where(eq(campaigns.id, c.id)))[0].raisedAmount)).toBe(1000);
  });

  it('is as visible as the campaign: a campaign the public cannot see is 404', async () => {
    const pending = await createCampaign(t.db, { status: 'PENDING' });
    expect((await ledgerOf(pending.id)).statusCode).toBe(404);
    expect((await ledgerOf(pending.id)).json().code).toBe('CAMPAIGN_NOT_FOUND');
    const suspended = await createCampaign(t.db);
    await t.db.update(campaigns).set({ status: 'SUSPENDED' }).where(eq(campaigns.id, suspended.id));
    expect((await ledgerOf(suspended.id)).json()).toMatchObject({ code: 'CAMPAIGN_UNDER_REVIEW' });
    expect((await ledgerOf(randomUUID())).statusCode).toBe(404);
    expect((await ledgerOf('nope')).statusCode).toBe(400);
  });

  it('is kept under a minute: public cache headers, and a second instance sees a change once its short cache lapses', async () => {
    const c = await createCampaign(t.db);
    await give(c.id, 100);
    const res = await ledgerOf(c.id);
    const cc = res.headers['cache-control'] as string;
    expect(cc).toMatch(/^public/);
    const seconds = [...cc.matchAll(/(?:max-age|stale-while-revalidate)=(\d+)/g)].reduce((a, m) => a + Number(m[1]), 0);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    // Another instance on the same database, with a per-instance cache of 1 s.
    const second = await buildApp(testDeps(t.db, t.storage, t.deps.notifiers, { config: { publicCacheSeconds: 1 } }));
    try {
      expect((await ledgerOf(c.id, second)).json().data.raised).toBe(100);
      await give(c.id, 50);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await ledgerOf(c.id, second)).json().data).toMatchObject({ raised: 150, donations: 2 });
    } finally {
      await second.close();
    }
  });
});
