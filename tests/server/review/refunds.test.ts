import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_ENDPOINTS } from '#contract/refunds';
import { chapaPayments } from '#server/adapters/payments/chapa';
import { rowsOf } from '#server/db/rows';
import { runJob } from '#server/jobs/queue';
import { auditLog, bankDetails, campaigns, donations, refunds } from '#server/db/schema';
import { startChapaPeer, type ChapaPeer } from '#tests/peers/chapa';
import { bearer, claims } from '#tests/support/accounts';
import { verifiedUser } from '#tests/support/create-helpers';
import { createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

// Refunds (issue 42) through the sandbox provider, and through a loopback Chapa below.

let t: TestApp;
let reviewer: string;
let reviewerId: string;
let organiser: string;
let organiserId: string;
let stranger: string;
let n = 0;

beforeAll(async () => {
  t = await testApp({ auth: { adminEmail: 'reviewer@birr.example' }, config: { webDist: '/nonexistent', publicUrl: 'https://birr.example' }, donations: { perAddressPer10Min: 1000 } });
  reviewer = await verifiedUser(t, 'reviewer@birr.example');
  reviewerId = claims(reviewer).sub!;
  organiser = await verifiedUser(t, 'organiser@example.com');
  organiserId = claims(organiser).sub!;
  stranger = await verifiedUser(t, 'stranger@example.com');
});
afterAll(() => t.close());

const api = (app: TestApp, method: 'GET' | 'POST', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
  app.app.inject({ method, url: `/api${url}`, payload, headers: { ...(token ? bearer(token) : {}), ...headers } });

/** A gift paid on the sandbox's checkout page, as a donor pays it. */
async function give(app: TestApp, campaignId: string, amount: number, email = `donor${++n}@example.com`) {
  const res = await api(app, 'POST', `/donation/guest/${campaignId}`, undefined, { donorFirstName: 'Almaz', donorLastName: 'Worku', email, amount });
  expect(res.statusCode, res.body).toBe(201);
  const txRef = res.json().data.txRef as string;
  const paid = await app.app.inject({ method: 'POST', url: `/api/payments/sandbox/${txRef}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  expect(paid.statusCode).toBeLessThan(400);
  const [d] = await app.db.select().from(donations).where(eq(donations.txRef, txRef));
  expect(d.paymentStatus).toBe('VERIFIED');
  return d;
}

async function campaign(app: TestApp, userId = organiserId) {
  const c = await createCampaign(app.db, { userId, title: `Clinic ${++n}` });
  await app.db.insert(bankDetails).values({ campaignId: c.id, bankName: 'COMMERCIAL_BANK_OF_ETHIOPIA', holderName: 'Abebe Kebede', accountNumber: '1000123456789' });
  return c.id;
}
const suspend = (app: TestApp, id: string) => app.db.update(campaigns).set({ status: 'SUSPENDED' }).where(eq(campaigns.id, id));
const raised = async (app: TestApp, id: string) => Number((await app.db.select().from(campaigns).where(eq(campaigns.id, id)))[0].raisedAmount);
const refundRows = (app: TestApp, donationId: string) => app.db.select().from(refunds).where(eq(refunds.donationId, donationId));

/** The organiser asks for `amount` and a reviewer approves it: the sandbox pays at once. */
async function payOut(id: string, amount: number) {
  const w = await api(t, 'POST', `/campaign/${id}/withdrawals`, organiser, { amount }, { 'idempotency-key': randomUUID() });
  expect(w.statusCode, w.body).toBe(201);
  const ok = await api(t, 'POST', `/review/withdrawals/${w.json().data.id}/approve`, reviewer);
  expect(ok.json().data.status).toBe('PAID');
}

describe('refunding one donation (sandbox)', () => {
  it('gives the donor back everything, once: REFUNDED, raised lowered, audited, the donor told, the receipt says so', async () => {
    const id = await campaign(t);
    const d = await give(t, id, 1000, 'selam@example.com');
    expect(await raised(t, id)).toBe(1000);
    const res = await api(t, 'POST', REFUND_ENDPOINTS.donation(d.id), reviewer, { reason: 'The donor paid twice by mistake' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ refunded: 1000, refunds: [{ donationId: d.id, amount: 1000, status: 'DONE' }] });
    expect(res.json().message).toBe('Refunded 1,000.00 Br; donations refunded: 1');
    const [gift] = await t.db.select().from(donations).where(eq(donations.id, d.id));
    expect(gift.paymentStatus).toBe('REFUNDED');
    expect(await raised(t, id)).toBe(0);
    const [sbx] = rowsOf<{ refunded_at: unknown }>(await t.db.execute(sql`select refunded_at from sandbox_payments where tx_ref = ${d.txRef}`));
    expect(sbx.refunded_at).not.toBeNull();
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, d.id));
    expect(entries).toMatchObject([{ action: 'donation.refund', actorId: reviewerId, reason: 'The donor paid twice by mistake' }]);
    // The donor's notice waits for the job queue, which sends it once.
    const toldNow = () => t.outbox().filter((m) => m.to === 'selam@example.com' && /refunded/.test(m.subject));
    expect(toldNow()).toHaveLength(0);
    await runJob('person-notices', t.deps);
    const told = toldNow();
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain('1,000');
    expect(told[0].text).toContain('The donor paid twice by mistake');
    // The receipt link in the message opens the receipt, which now shows the refund.
    const link = /https:\/\/birr\.example(\/api\/donation\/receipt\/[A-Za-z0-9_-]+)/.exec(told[0].text)![1];
    const receipt = await t.app.inject({ method: 'GET', url: link });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain('Refunded');
    expect(receipt.body).toContain('The donor paid twice by mistake');
    // Asked again: the same refund, nothing more.
    const again = await api(t, 'POST', REFUND_ENDPOINTS.donation(d.id), reviewer, { reason: 'again' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.refunds[0].id).toBe(res.json().data.refunds[0].id);
    expect(await refundRows(t, d.id)).toHaveLength(1);
    expect(await raised(t, id)).toBe(0);
    await runJob('person-notices', t.deps);
    expect(toldNow()).toHaveLength(1);
  });

  it('refunds once when the same request arrives twice at once, and honours an Idempotency-Key', async () => {
    const id = await campaign(t);
    const d = await give(t, id, 400);
    const [a, b] = await Promise.all([1, 2].map(() => api(t, 'POST', REFUND_ENDPOINTS.donation(d.id), reviewer, { reason: 'Duplicate gift' })));
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.refunds[0].id).toBe(b.json().data.refunds[0].id);
    expect(await refundRows(t, d.id)).toHaveLength(1);
    expect(await raised(t, id)).toBe(0);
    const e = await give(t, id, 300);
    const key = { 'idempotency-key': randomUUID() };
    const [x, y] = await Promise.all([1, 2].map(() => api(t, 'POST', REFUND_ENDPOINTS.donation(e.id), reviewer, { reason: 'Duplicate gift' }, key)));
    expect(x.statusCode).toBe(200);
    expect(y.statusCode).toBeLessThan(500);
    expect(await refundRows(t, e.id)).toHaveLength(1);
    expect(await raised(t, id)).toBe(0);
  });

  it('refuses money already paid out, oldest gifts first, and says how much can still be refunded', async () => {
    const id = await campaign(t);
    const old = await give(t, id, 1000); // 950 to the campaign after the 5% fee
    const newer = await give(t, id, 600); // 570
    await payOut(id, 900); // covered by the oldest gift alone
    const preview = await api(t, 'GET', REFUND_ENDPOINTS.preview(id), reviewer);
    expect(preview.json().data).toMatchObject({ refundable: 600, refundableCount: 1, paidOut: 1000, paidOutCount: 1, refunded: 0 });
    const refused = await api(t, 'POST', REFUND_ENDPOINTS.donation(old.id), reviewer, { reason: 'Fraud' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'REFUND_PAID_OUT' });
    expect(refused.json().message).toContain('600.00 Br');
    expect((await t.db.select().from(donations).where(eq(donations.id, old.id)))[0].paymentStatus).toBe('VERIFIED');
    // The whole campaign, once suspended: only what was not paid out goes back.
    expect((await api(t, 'POST', REFUND_ENDPOINTS.campaign(id), reviewer, { reason: 'Fraud' })).statusCode).toBe(409);
    await suspend(t, id);
    const all = await api(t, 'POST', REFUND_ENDPOINTS.campaign(id), reviewer, { reason: 'Fraud' });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toMatchObject({ refunded: 600, notRefundable: 1000, refunds: [{ donationId: newer.id, amount: 600 }] });
    expect(all.json().data.preview).toMatchObject({ refundable: 0, refunded: 600 });
    const twice = await api(t, 'POST', REFUND_ENDPOINTS.campaign(id), reviewer, { reason: 'Fraud' });
    expect(twice.json().data).toMatchObject({ refunded: 0, refunds: [] });
    expect(await raised(t, id)).toBe(1000);
  });

  it('is for reviewers only, and never for a reviewer\'s own campaign', async () => {
    const id = await campaign(t);
    const d = await give(t, id, 100);
    const body = { reason: 'Because' };
    expect((await api(t, 'POST', REFUND_ENDPOINTS.donation(d.id), undefined, body)).statusCode).toBe(401);
    expect((await api(t, 'POST', REFUND_ENDPOINTS.donation(d.id), organiser, body)).statusCode).toBe(403);
    expect((await api(t, 'POST', REFUND_ENDPOINTS.donation(d.id), stranger, body)).statusCode).toBe(403);
    expect((await api(t, 'GET', REFUND_ENDPOINTS.preview(id), stranger)).statusCode).toBe(403);
    const own = await campaign(t, reviewerId);
    const mine = await give(t, own, 100);
    await suspend(t, own);
    const res = await api(t, 'POST', REFUND_ENDPOINTS.donation(mine.id), reviewer, body);
    expect(res.statusCode).toBe(403);
    expect((await api(t, 'POST', REFUND_ENDPOINTS.campaign(own), reviewer, body)).statusCode).toBe(403);
    expect(await refundRows(t, mine.id)).toHaveLength(0);
    expect((await api(t, 'POST', REFUND_ENDPOINTS.donation(d.id), reviewer, { reason: '' })).statusCode).toBe(400);
    expect((await api(t, 'POST', REFUND_ENDPOINTS.donation(randomUUID()), reviewer, body)).statusCode).toBe(404);
    expect((await api(t, 'POST', REFUND_ENDPOINTS.donation('x'), reviewer, body)).statusCode).toBe(400);
  });
});

describe('refunding through Chapa (a loopback peer)', () => {
  const SECRET_KEY = 'CHASECK_TEST-loopback0123456789';
  let peer: ChapaPeer;
  let c: TestApp;
  let reviewerC: string;

  beforeAll(async () => {
    peer = await startChapaPeer({ secretKey: SECRET_KEY, webhookSecret: 'whsec' });
    c = await testApp({
      auth: { adminEmail: 'reviewer@birr.example' },
      config: { webDist: '/nonexistent', publicUrl: 'https://birr.example' },
      payments: chapaPayments({ secretKey: SECRET_KEY, apiUrl: peer.apiUrl, webhookSecret: 'whsec' }),
      donations: { perAddressPer10Min: 1000 },
    });
    reviewerC = await verifiedUser(c, 'reviewer@birr.example');
  });
  afterAll(async () => {
    await c?.close();
    await peer?.close();
  });

  async function paid(campaignId: string, amount: number) {
    const res = await api(c, 'POST', `/donation/guest/${campaignId}`, undefined, { donorFirstName: 'Hana', donorLastName: 'Tesfaye', email: 'hana@example.com', amount });
    expect(res.statusCode, res.body).toBe(201);
    const txRef = res.json().data.txRef as string;
    peer.settle(txRef, 'success');
    await api(c, 'GET', `/donation/verify/${txRef}`);
    const [d] = await c.db.select().from(donations).where(eq(donations.txRef, txRef));
    expect(d.paymentStatus).toBe('VERIFIED');
    return d;
  }

  it('asks Chapa to refund the transaction under our unique reference, once, and records its reference', async () => {
    const id = (await createCampaign(c.db)).id;
    const d = await paid(id, 750);
    const [a, b] = await Promise.all([1, 2].map(() => api(c, 'POST', REFUND_ENDPOINTS.donation(d.id), reviewerC, { reason: 'Campaign cancelled' })));
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const calls = peer.refundCalls.filter((x) => x.txRef === d.txRef);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ amount: '750.00', reason: 'Campaign cancelled' });
    const [row] = await refundRows(c, d.id);
    expect(row).toMatchObject({ status: 'DONE', amount: '750.00', reference: calls[0].reference });
    expect(row.providerReference).toBe(peer.refunded.get(d.txRef)!.refund_reference);
    await Promise.all([runJob('person-notices', c.deps), runJob('person-notices', c.deps)]);
    expect(c.outbox().filter((m) => m.to === 'hana@example.com' && /refunded/.test(m.subject))).toHaveLength(1);
  });

  it('undoes nothing it did not do: a refusal leaves the gift counted (502); an unreachable Chapa leaves it pending, retried on asking again', async () => {
    const id = (await createCampaign(c.db)).id;
    const d = await paid(id, 200);
    peer.setRefundMode('refuse');
    const refused = await api(c, 'POST', REFUND_ENDPOINTS.donation(d.id), reviewerC, { reason: 'Test' });
    expect(refused.statusCode).toBe(502);
    expect((await c.db.select().from(donations).where(eq(donations.id, d.id)))[0].paymentStatus).toBe('VERIFIED');
    expect(await raised(c, id)).toBe(200);
    expect((await refundRows(c, d.id)).map((r) => r.status)).toEqual(['FAILED']);

    peer.setRefundMode('down');
    const pending = await api(c, 'POST', REFUND_ENDPOINTS.donation(d.id), reviewerC, { reason: 'Test' });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data.refunds[0].status).toBe('PENDING');
    expect(await raised(c, id)).toBe(0);
    // Retried once its wait is over (here: made over by moving its last try back).
    peer.setRefundMode('ok');
    await c.db.update(refunds).set({ triedAt: new Date(Date.now() - 60_000) }).where(eq(refunds.donationId, d.id));
    const done = await api(c, 'POST', REFUND_ENDPOINTS.donation(d.id), reviewerC, { reason: 'Test' });
    expect(done.json().data.refunds[0].status).toBe('DONE');
    expect(peer.refunded.has(d.txRef)).toBe(true);
  });
});
