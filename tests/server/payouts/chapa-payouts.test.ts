import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapaPayouts } from '#server/adapters/payouts/chapa';
import { bankDetails, campaigns, donations, withdrawals } from '#server/db/schema';
import { runJob } from '#server/jobs/queue';
import { retryUnsettled } from '#server/modules/payouts/service';
import { freePort } from '#support/product';
import { startChapaPeer, type ChapaPeer } from '#tests/peers/chapa';
import { bearer, claims } from '#tests/support/accounts';
import { verifiedUser } from '#tests/support/create-helpers';
import { createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

const SECRET_KEY = 'CHASECK_TEST-loopback0123456789';
const WEBHOOK_SECRET = 'birr-webhook-secret-hash';
const APPROVAL_SECRET = 'birr-approval-secret';

let t: TestApp;
let peer: ChapaPeer;
let origin: string;
let reviewer: string;
let organiser: string;
let organiserId: string;

beforeAll(async () => {
  peer = await startChapaPeer({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, approvalSecret: APPROVAL_SECRET });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  t = await testApp({
    config: { webDist: '/nonexistent', publicUrl: origin },
    auth: { adminEmail: 'reviewer@birr.example' },
    payouts: chapaPayouts({ secretKey: SECRET_KEY, apiUrl: peer.apiUrl, webhookSecret: WEBHOOK_SECRET, approvalSecret: APPROVAL_SECRET }),
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  // One webhook URL for the whole Chapa account, as its dashboard has: payments and payouts alike.
  peer.setWebhookUrl(`${origin}/api/donation/webhook/chapa`);
  peer.payouts.setApprovalUrl(`${origin}/api/payouts/chapa/approval`);
  reviewer = await verifiedUser(t, 'reviewer@birr.example');
  organiser = await verifiedUser(t, 'organiser@example.com');
  organiserId = claims(organiser).sub!;
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const post = (url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...bearer(token), ...headers } });
const row = async (id: string) => (await t.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];

/** Waits until `check` holds (Chapa answers first and settles after, as the real one does). */
async function until<T>(read: () => Promise<T>, check: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await read();
    if (check(v)) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition never held');
}

async function request(amount: number, account: { bank?: 'COMMERCIAL_BANK_OF_ETHIOPIA' | 'AWASH_BANK'; number?: string } = {}) {
  const c = await createCampaign(t.db, { userId: organiserId });
  await t.db.insert(bankDetails).values({ campaignId: c.id, bankName: account.bank ?? 'COMMERCIAL_BANK_OF_ETHIOPIA', holderName: 'Abebe Kebede', accountNumber: account.number ?? '1000123456789' });
  await t.db.insert(donations).values({ campaignId: c.id, donorFirstName: 'D', donorLastName: 'F', email: 'd@example.com', amount: '5000.00', fee: '250.00', txRef: `t-${randomUUID()}`, paymentStatus: 'VERIFIED', verifiedAt: new Date() });
  await t.db.update(campaigns).set({ raisedAmount: '5000.00' }).where(eq(campaigns.id, c.id));
  const res = await post(`/api/campaign/${c.id}/withdrawals`, organiser, { amount }, { 'idempotency-key': randomUUID() });
  expect(res.statusCode).toBe(201);
  return { campaignId: c.id, id: res.json().data.id as string };
}
const balance = async (campaignId: string) => (await t.app.inject({ method: 'GET', url: `/api/campaign/${campaignId}/balance`, headers: bearer(organiser) })).json().data;
/** The organiser's notices, once the notifications job sent what was queued. */
const sentNotices = async (subject: string) => {
  await runJob('follower-notices', t.deps);
  return t.outbox().filter((m) => m.to === 'organiser@example.com' && m.subject === subject);
};

describe('payouts through Chapa Transfers (loopback Chapa)', () => {
  it('sends an approved payout to the bank Chapa lists under our bank’s name, approves it when asked, and settles it from the webhook once', async () => {
    const { id, campaignId } = await request(1234.5);
    const approve = await post(`/api/review/withdrawals/${id}/approve`, reviewer);
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data.status).toBe('APPROVED');
    const reference = approve.json().data.reference as string;
    expect(peer.payouts.requests.at(-1)).toEqual({
      account_name: 'Abebe Kebede',
      account_number: '1000123456789',
      amount: '1234.50',
      currency: 'ETB',
      reference,
      // The id Chapa's bank list gives "Commercial Bank of Ethiopia (CBE)" — not its CBEBirr wallet.
      bank_code: 946,
    });
    const paid = await until(() => row(id), (w) => w.status === 'PAID');
    expect(peer.payouts.transfers.get(reference)!.approval).toBe(200);
    expect(paid.providerReference).toBe(peer.payouts.transfers.get(reference)!.chapa_reference);
    expect(await balance(campaignId)).toMatchObject({ paidOut: 1234.5, inFlight: 0, available: 3515.5 });
    // Replayed webhooks change nothing and tell nobody twice.
    for (let i = 0; i < 3; i++) expect(await peer.payouts.fireWebhook(reference)).toBe(200);
    expect(await balance(campaignId)).toMatchObject({ paidOut: 1234.5 });
    expect((await sentNotices('Payout sent')).filter((m) => m.text.includes(reference))).toHaveLength(1);
  });

  it('answers Chapa’s approval call with 200 only for a transfer we approved, as approved', async () => {
    peer.payouts.setBankOutcome('pending');
    const { id } = await request(100);
    const reference = (await post(`/api/review/withdrawals/${id}/approve`, reviewer)).json().data.reference as string;
    await until(async () => peer.payouts.transfers.get(reference)?.approval, (a) => a === 200);
    const ask = (body: object, signature?: string) => {
      const text = JSON.stringify(body);
      return fetch(`${origin}/api/payouts/chapa/approval`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Chapa-Signature': signature ?? peer.payouts.approvalSignature(text) },
        body: text,
      });
    };
    const genuine = { amount: '100.00', reference, bank: 'Commercial Bank of Ethiopia (CBE)', account_name: 'Abebe Kebede', account_number: '1000123456789' };
    expect((await ask(genuine)).status).toBe(200);
    expect((await ask({ ...genuine, amount: '1000.00' })).status).toBe(400);
    expect((await ask({ ...genuine, account_number: '1000999999999' })).status).toBe(400);
    expect((await ask({ ...genuine, reference: 'birr-po-someone-else' })).status).toBe(400);
    expect((await ask(genuine, 'f'.repeat(64))).status).toBe(400);
    expect((await ask(genuine, '')).status).toBe(400);
    // The bank settles it later; nobody told us: the retry job asks Chapa and settles it.
    await peer.payouts.settle(reference, 'success', true);
    await retryUnsettled(t.deps);
    expect((await row(id)).status).toBe('PAID');
    peer.payouts.setBankOutcome('success');
  });

  it('a failed transfer puts the amount back; a tampered payout webhook is refused before anything is believed', async () => {
    peer.payouts.setBankOutcome('pending');
    const { id, campaignId } = await request(700);
    const reference = (await post(`/api/review/withdrawals/${id}/approve`, reviewer)).json().data.reference as string;
    await until(async () => peer.payouts.transfers.get(reference)?.approval, (a) => a === 200);
    await peer.payouts.settle(reference, 'failed', true);
    const forged = peer.payouts.webhookBody(reference).replace('"failed"', '"success"');
    expect(await peer.payouts.fireWebhook(reference, { body: forged })).toBe(401);
    expect((await row(id)).status).toBe('APPROVED');
    expect(await peer.payouts.fireWebhook(reference)).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'FAILED', reason: 'Chapa: failed', failureCode: 'transfer_failed' });
    expect((await sentNotices('Payout failed')).at(-1)?.text).toContain('could not be sent: The bank could not complete the transfer.');
    expect(await balance(campaignId)).toMatchObject({ paidOut: 0, inFlight: 0, available: 4750 });
    peer.payouts.setBankOutcome('success');
  });

  it('refuses an account number of the wrong length for the bank without sending anything', async () => {
    const before = peer.payouts.requests.length;
    const { id } = await request(100, { bank: 'AWASH_BANK', number: '12345' });
    const res = await post(`/api/review/withdrawals/${id}/approve`, reviewer);
    expect(res.json().data).toMatchObject({ status: 'FAILED', reason: expect.stringMatching(/14 digits/), failureCode: 'account_number_length' });
    expect(peer.payouts.requests.length).toBe(before);
  });

  it('when Chapa is down the approved payout waits; the retry job sends it once with the same reference', async () => {
    peer.payouts.failNext(1);
    const { id } = await request(300);
    const res = await post(`/api/review/withdrawals/${id}/approve`, reviewer);
    expect(res.json().data.status).toBe('APPROVED');
    const reference = res.json().data.reference as string;
    expect(peer.payouts.transfers.has(reference)).toBe(false);
    await Promise.all([retryUnsettled(t.deps), retryUnsettled(t.deps)]);
    await until(() => row(id), (w) => w.status === 'PAID');
    await retryUnsettled(t.deps);
    expect(peer.payouts.requests.filter((r) => r.reference === reference).length).toBeGreaterThanOrEqual(2);
    expect([...peer.payouts.transfers.values()].filter((x) => x.reference === reference)).toHaveLength(1);
    const [{ n }] = ((await t.db.execute(sql`select count(*)::int as n from withdrawals where reference = ${reference} and status = 'PAID'`)) as unknown as { rows: Array<{ n: number }> }).rows;
    expect(n).toBe(1);
  });
});
