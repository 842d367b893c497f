import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_DESTINATIONS } from '#contract/banks';
import { chapaPayouts } from '#server/adapters/payouts/chapa';
import { bankDetails, campaigns, donations, payoutDestinations, withdrawals } from '#server/db/schema';
import { runJob, type JobContext } from '#server/jobs/queue';
import { freePort } from '#support/product';
import { PEER_BANKS } from '#tests/peers/chapa-transfers';
import { startChapaPeer, type ChapaPeer } from '#tests/peers/chapa';
import { bearer } from '#tests/support/accounts';
import { submit, validForm, verifiedUser } from '#tests/support/create-helpers';
import { testApp, type TestApp } from '#tests/support/harness';

// Issue 44, "paid where Ethiopians keep money": the banks and wallets of Chapa's list, checked
// when a campaign names one, and the transfer sent to the bank Chapa knows it by.

const SECRET_KEY = 'CHASECK_TEST-loopback0123456789';
const WEBHOOK_SECRET = 'birr-webhook-secret-hash';
const APPROVAL_SECRET = 'birr-approval-secret';

let t: TestApp;
let peer: ChapaPeer;
let reviewer: string;
let organiser: string;

beforeAll(async () => {
  peer = await startChapaPeer({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, approvalSecret: APPROVAL_SECRET });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  t = await testApp({
    config: { webDist: '/nonexistent', publicUrl: origin },
    auth: { adminEmail: 'reviewer@birr.example' },
    payouts: chapaPayouts({ secretKey: SECRET_KEY, apiUrl: peer.apiUrl, webhookSecret: WEBHOOK_SECRET, approvalSecret: APPROVAL_SECRET }),
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  peer.setWebhookUrl(`${origin}/api/donation/webhook/chapa`);
  peer.payouts.setApprovalUrl(`${origin}/api/payouts/chapa/approval`);
  reviewer = await verifiedUser(t, 'reviewer@birr.example');
  organiser = await verifiedUser(t, 'organiser@example.com');
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const banks = async (app = t) => {
  const res = await app.app.inject({ method: 'GET', url: '/api/banks' });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string; name: string; kind: string; accountLength: number | null }[];
};
const create = async (over: Record<string, string>, headers: Record<string, string> = {}) =>
  submit(t, 'personal', organiser, await validForm('personal', over), headers);

/** Approves a submitted campaign, gives it a gift and asks for a payout; answers the withdrawal. */
async function paidOut(campaignId: string, amount: number) {
  await t.db.update(campaigns).set({ status: 'ACTIVE', raisedAmount: '5000.00' }).where(eq(campaigns.id, campaignId));
  await t.db.insert(donations).values({ campaignId, donorFirstName: 'D', donorLastName: 'F', email: 'd@example.com', amount: '5000.00', fee: '250.00', txRef: `t-${randomUUID()}`, paymentStatus: 'VERIFIED', verifiedAt: new Date() });
  const asked = await t.app.inject({ method: 'POST', url: `/api/campaign/${campaignId}/withdrawals`, payload: { amount }, headers: { ...bearer(organiser), 'idempotency-key': randomUUID() } });
  expect(asked.statusCode).toBe(201);
  const approved = await t.app.inject({ method: 'POST', url: `/api/review/withdrawals/${asked.json().data.id}/approve`, headers: bearer(reviewer) });
  expect(approved.statusCode).toBe(200);
  return approved.json().data.reference as string;
}

describe('GET /api/banks', () => {
  it('lists Chapa’s active banks and wallets, the spec’s five under their own ids, others by slug, and is cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/banks' });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=3600/);
    const list = await banks();
    expect(list).toContainEqual({ id: 'COMMERCIAL_BANK_OF_ETHIOPIA', name: 'Commercial Bank of Ethiopia (CBE)', kind: 'bank', accountLength: 13 });
    expect(list).toContainEqual({ id: 'DASHEN_BANK', name: 'Dashen Bank', kind: 'bank', accountLength: 13 });
    expect(list).toContainEqual({ id: 'TELEBIRR', name: 'telebirr', kind: 'wallet', accountLength: 10 });
    expect(list).toContainEqual({ id: 'CBEBIRR', name: 'CBEBirr', kind: 'wallet', accountLength: 10 });
    expect(list.map((b) => b.id)).toEqual(expect.arrayContaining(['AWASH_BANK', 'ABAY_BANK', 'ABYSSINIA_BANK', 'ZEMEN_BANK']));
    // Chapa has switched this one off.
    expect(list.map((b) => b.id)).not.toContain('CLOSED_BANK');
  });

  it('is the fixed list when Chapa is not configured (the sandbox)', async () => {
    const sandbox = await testApp();
    try {
      const list = await banks(sandbox);
      expect(list).toEqual(FALLBACK_DESTINATIONS);
      expect(list.map((b) => b.id)).toEqual(expect.arrayContaining(['AWASH_BANK', 'DASHEN_BANK', 'COOPERATIVE_BANK_OF_OROMIA', 'TELEBIRR', 'CBEBIRR', 'MPESA']));
    } finally {
      await sandbox.close();
    }
  }, 60_000);

  it('is refreshed by the daily job: a bank Chapa adds shows up, one it drops goes', async () => {
    await banks();
    const added = { ...PEER_BANKS[0], id: 990, slug: 'gadaa_bank', name: 'Gadaa Bank', acct_length: 12 };
    PEER_BANKS.push(added);
    try {
      // Stored: the list does not change before the job runs.
      expect((await banks()).map((b) => b.id)).not.toContain('GADAA_BANK');
      const result = await runJob('refresh-banks', t.deps as unknown as JobContext);
      expect(result).toEqual({ destinations: (await t.db.select().from(payoutDestinations)).length });
      expect(await banks()).toContainEqual({ id: 'GADAA_BANK', name: 'Gadaa Bank', kind: 'bank', accountLength: 12 });
    } finally {
      PEER_BANKS.pop();
    }
    await runJob('refresh-banks', t.deps as unknown as JobContext);
    expect((await banks()).map((b) => b.id)).not.toContain('GADAA_BANK');
  });
});

describe('a campaign’s bank, checked against the list', () => {
  it('takes a bank beyond the spec’s five and pays it out through Chapa to that bank’s code', async () => {
    const res = await create({ bankName: 'DASHEN_BANK', accountNumber: '0123456789012' });
    expect(res.statusCode).toBe(201);
    const campaignId = res.json().data.id as string;
    const [bank] = await t.db.select().from(bankDetails).where(eq(bankDetails.campaignId, campaignId));
    expect(bank.bankName).toBe('DASHEN_BANK');
    const reference = await paidOut(campaignId, 800);
    expect(peer.payouts.requests.at(-1)).toMatchObject({ reference, account_number: '0123456789012', amount: '800.00', bank_code: 880 });
    const [w] = await t.db.select().from(withdrawals).where(eq(withdrawals.reference, reference));
    expect(w.bankName).toBe('DASHEN_BANK');
  });

  it('still takes the spec’s five ids and pays them to the bank Chapa lists under that name', async () => {
    for (const [id, number] of [['AWASH_BANK', '10001234567890'], ['ABAY_BANK', '1000123456789012'], ['COMMERCIAL_BANK_OF_ETHIOPIA', '1000123456789'], ['ABYSSINIA_BANK', '12345678'], ['ZEMEN_BANK', '1000123456789012']]) {
      const res = await create({ bankName: id, accountNumber: number });
      expect(res.statusCode, id).toBe(201);
    }
    const res = await create({ bankName: 'ZEMEN_BANK', accountNumber: '1000123456789012' });
    const reference = await paidOut(res.json().data.id, 300);
    expect(peer.payouts.requests.at(-1)).toMatchObject({ reference, bank_code: 207 });
  });

  it('pays a telebirr wallet by its phone number, written as people write it', async () => {
    const res = await create({ bankName: 'TELEBIRR', accountNumber: '+251 911 22 33 44'.replace(/\D/g, '') });
    expect(res.statusCode).toBe(201);
    const [bank] = await t.db.select().from(bankDetails).where(eq(bankDetails.campaignId, res.json().data.id));
    expect(bank.accountNumber).toBe('0911223344');
    const reference = await paidOut(res.json().data.id, 200);
    expect(peer.payouts.requests.at(-1)).toMatchObject({ reference, account_number: '0911223344', bank_code: 833 });
  });

  it('refuses a bank not on the list, in the person’s language', async () => {
    const en = await create({ bankName: 'CLOSED_BANK' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ field: 'bankName', code: 'VALIDATION_FAILED', message: 'Please select your preferred bank' });
    const am = await create({ bankName: 'NO_SUCH_BANK' }, { 'accept-language': 'am' });
    expect(am.json()).toMatchObject({ field: 'bankName', message: 'እባክዎ የሚመርጡትን ባንክ ይምረጡ' });
    // Not an id at all: the contract's own check.
    expect((await create({ bankName: 'dashen bank' })).json()).toMatchObject({ field: 'bankName' });
  });

  it('refuses an account number of the wrong length, naming the length', async () => {
    const res = await create({ bankName: 'DASHEN_BANK', accountNumber: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'accountNumber', message: "This bank's account numbers have 13 digits" });
    const wallet = await create({ bankName: 'TELEBIRR', accountNumber: '12345' });
    expect(wallet.json()).toMatchObject({ field: 'accountNumber', message: 'Enter the wallet\'s phone number, e.g. 0911223344' });
  });

  it('checks a rejected campaign’s new bank when it is resubmitted', async () => {
    const res = await create({ bankName: 'DASHEN_BANK', accountNumber: '0123456789012' });
    const id = res.json().data.id as string;
    await t.db.update(campaigns).set({ status: 'REJECTED', reviewReason: 'The account number is wrong' }).where(eq(campaigns.id, id));
    const resubmit = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      return t.app.inject({ method: 'POST', url: `/api/campaign/${id}/resubmit`, payload: body, headers: bearer(organiser) });
    };
    const short = await resubmit({ accountNumber: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'accountNumber', message: "This bank's account numbers have 13 digits" });
    const unknown = await resubmit({ bankName: 'NO_SUCH_BANK' });
    expect(unknown.json()).toMatchObject({ field: 'bankName' });
    const fixed = await resubmit({ bankName: 'AWASH_BANK', accountNumber: '10001234567890' });
    expect(fixed.statusCode).toBe(200);
    const [bank] = await t.db.select().from(bankDetails).where(eq(bankDetails.campaignId, id));
    expect(bank).toMatchObject({ bankName: 'AWASH_BANK', accountNumber: '10001234567890' });
  });
});
