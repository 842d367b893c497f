import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONATION_ENDPOINTS } from '#contract/donation-paths';
import type { DonationCheckout, DonationReceipt } from '#contract/donation';
import type { MeResponse } from '#contract/user';
import { donations } from '#server/db/schema';
import { bearer } from '#tests/support/accounts';
import { verifiedUser } from '#tests/support/create-helpers';
import { createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

// After giving (issue 43): the thank-you page hears whether a receipt was emailed and the donor's
// words; the history links each gift to its receipt; a payment never finished can be finished or
// removed, by its donor only, and a verified gift is never removed.

let t: TestApp;
let donor: string;
let other: string;
let campaignId: string;
beforeAll(async () => {
  t = await testApp({ config: { publicUrl: 'http://birr.test' } });
  donor = await verifiedUser(t, 'donor@example.com');
  other = await verifiedUser(t, 'other@example.com');
  campaignId = (await createCampaign(t.db, { title: 'Clinic in Hawassa' })).id;
}, 120_000);
afterAll(() => t?.close());

let ip = 0;
const gift = (over: Record<string, unknown> = {}) => ({ donorFirstName: 'Almaz', donorLastName: 'Worku', email: 'almaz@example.com', amount: 1250, isAnonymous: false, ...over });
const give = async (token: string | null, over: Record<string, unknown> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${token ? DONATION_ENDPOINTS.campaign(campaignId) : DONATION_ENDPOINTS.guest(campaignId)}`,
    headers: token ? bearer(token) : {},
    payload: gift(over),
    remoteAddress: `10.77.0.${++ip}`,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as DonationCheckout).data;
};
const pay = (txRef: string) =>
  t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${txRef}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
const receiptOf = async (txRef: string) => ((await t.app.inject({ method: 'GET', url: `/api${DONATION_ENDPOINTS.verify(txRef)}` })).json() as DonationReceipt).data;
const history = async (token: string) =>
  ((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).json() as MeResponse).data.Donation;
const idOf = async (txRef: string) => (await t.db.select({ id: donations.id }).from(donations).where(eq(donations.txRef, txRef)))[0].id;
const finish = (token: string, id: string) => t.app.inject({ method: 'POST', url: `/api${DONATION_ENDPOINTS.finish(id)}`, headers: bearer(token) });
const remove = (token: string, id: string) => t.app.inject({ method: 'DELETE', url: `/api${DONATION_ENDPOINTS.mine(id)}`, headers: bearer(token) });

describe('the thank-you page', () => {
  it('hears that a receipt was emailed, and the words the donor left', async () => {
    const { txRef } = await give(null, { message: 'Get well soon' });
    expect((await receiptOf(txRef)).receiptEmailed).toBe(false);
    await pay(txRef);
    const r = await receiptOf(txRef);
    expect(r.status).toBe('VERIFIED');
    expect(r.receiptEmailed).toBe(true);
    expect(r.words).toBe('Get well soon');
    expect(t.outbox().some((msg) => msg.to === 'almaz@example.com' && msg.text.includes(txRef))).toBe(true);
  });

  it('never says a receipt was emailed to a donor who gave no email', async () => {
    const { txRef } = await give(null, { email: '' });
    await pay(txRef);
    const r = await receiptOf(txRef);
    expect(r.status).toBe('VERIFIED');
    expect(r.receiptEmailed).toBe(false);
  });
});

describe('the donation history', () => {
  it("links a verified gift to its receipt, and refuses to remove it", async () => {
    const { txRef } = await give(donor);
    await pay(txRef);
    const listed = (await history(donor)).find((d) => d.txRef === txRef)!;
    expect(listed.campaign.id).toBe(campaignId);
    expect(listed.receiptPath).toMatch(/^\/api\/donation\/receipt\/[\w-]{43}$/);
    expect((await t.app.inject({ method: 'GET', url: listed.receiptPath! })).statusCode).toBe(200);
    const res = await remove(donor, listed.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/confirmed donation stays/);
    expect((await history(donor)).some((d) => d.txRef === txRef)).toBe(true);
  });

  it('removes an unfinished payment for its donor only, and again is the same answer', async () => {
    const { txRef } = await give(donor, { amount: 77 });
    const id = await idOf(txRef);
    expect((await history(donor)).find((d) => d.id === id)?.receiptPath).toBeNull();
    expect((await remove(other, id)).statusCode).toBe(404);
    expect((await history(donor)).some((d) => d.id === id)).toBe(true);
    expect((await remove(donor, id)).statusCode).toBe(204);
    expect((await remove(donor, id)).statusCode).toBe(204);
    expect((await history(donor)).some((d) => d.id === id)).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: `/api${DONATION_ENDPOINTS.mine(id)}` })).statusCode).toBe(401);
  });

  it('finishes an unfinished payment at its own checkout while it is fresh', async () => {
    const { txRef, checkoutUrl } = await give(donor, { amount: 300 });
    const id = await idOf(txRef);
    expect((await finish(other, id)).statusCode).toBe(404);
    const res = await finish(donor, id);
    expect(res.statusCode).toBe(200);
    expect((res.json() as DonationCheckout).data).toEqual({ checkoutUrl, txRef });
  });

  it('starts a new checkout for the same gift once the old one is stale, and the old one leaves the history', async () => {
    const { txRef } = await give(donor, { amount: 400, coverFee: true, message: 'From Adama' });
    const id = await idOf(txRef);
    // Started two hours ago: its checkout is no longer trusted.
    await t.db.update(donations).set({ createdAt: new Date(Date.now() - 2 * 3_600_000) }).where(eq(donations.id, id));
    const res = await finish(donor, id);
    expect(res.statusCode).toBe(200);
    const started = (res.json() as DonationCheckout).data;
    expect(started.txRef).not.toBe(txRef);
    const [old, fresh] = await Promise.all([txRef, started.txRef].map(async (ref) => (await t.db.select().from(donations).where(eq(donations.txRef, ref)))[0]));
    expect({ amount: fresh.amount, fee: fresh.fee, feeCovered: fresh.feeCovered, message: fresh.message }).toEqual({ amount: old.amount, fee: old.fee, feeCovered: true, message: 'From Adama' });
    const listed = await history(donor);
    expect(listed.some((d) => d.txRef === txRef)).toBe(false);
    expect(listed.some((d) => d.txRef === started.txRef)).toBe(true);
    // Paid after all: the old one counts, and shows again.
    await pay(txRef);
    expect((await history(donor)).some((d) => d.txRef === txRef)).toBe(true);
  });

  it('has nothing to finish once the payment went through', async () => {
    const { txRef } = await give(donor, { amount: 55 });
    await pay(txRef);
    const res = await finish(donor, await idOf(txRef));
    expect(res.statusCode).toBe(409);
  });
});
