import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapaPayments } from '#server/adapters/payments/chapa';
import { chapaPayouts, hmacHex } from '#server/adapters/payouts/chapa';
import { bankDetails, donations, withdrawals } from '#server/db/schema';
import { runJob } from '#server/jobs/queue';
import { retryUnsettled } from '#server/modules/payouts/service';
import { freePort } from '#support/product';
import { startChapaPeer, type ChapaPeer } from '#tests/peers/chapa';
import { bearer, claims } from '#tests/support/accounts';
import { verifiedUser } from '#tests/support/create-helpers';
import { addDonation, createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

// The second security audit (issue 40), the money items: a payout Chapa reports for another
// amount is held for a reviewer (6), the transfer approval checks every field (12), payout
// requests are limited (15), a suspended campaign's payouts wait (7), and anonymous donation
// checks reuse the provider's recent answer (16). All against the loopback Chapa.

const SECRET_KEY = 'CHASECK_TEST-money0123456789';
const WEBHOOK_SECRET = 'money-webhook-secret';
const APPROVAL_SECRET = 'money-approval-secret';

let t: TestApp;
let peer: ChapaPeer;
let origin: string;
/** The app's clock runs this far ahead of the real one (a test moves time on). */
let ahead = 0;
const tok: Record<'reviewer' | 'organiser' | 'second' | 'flooder', string> = {} as never;

beforeAll(async () => {
  peer = await startChapaPeer({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, approvalSecret: APPROVAL_SECRET });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  t = await testApp({
    config: { webDist: '/nonexistent', publicUrl: origin },
    auth: { adminEmail: 'reviewer@money.example' },
    clock: () => new Date(Date.now() + ahead),
    payments: chapaPayments({ secretKey: SECRET_KEY, apiUrl: peer.apiUrl, webhookSecret: WEBHOOK_SECRET }),
    payouts: chapaPayouts({ secretKey: SECRET_KEY, apiUrl: peer.apiUrl, webhookSecret: WEBHOOK_SECRET, approvalSecret: APPROVAL_SECRET }),
    // Two donations per address per 10 minutes, so 80 checks of donations per address.
    donations: { perAddressPer10Min: 2 },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  peer.setWebhookUrl(`${origin}/api/donation/webhook/chapa`);
  peer.payouts.setApprovalUrl(`${origin}/api/payouts/chapa/approval`);
  tok.reviewer = await verifiedUser(t, 'reviewer@money.example');
  tok.organiser = await verifiedUser(t, 'organiser@money.example');
  tok.second = await verifiedUser(t, 'second@money.example');
  tok.flooder = await verifiedUser(t, 'flooder@money.example');
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers: { ...(token ? bearer(token) : {}), ...headers } });
const withdraw = (campaignId: string, amount: number, key: string = randomUUID(), token = tok.organiser) =>
  call('POST', `/api/campaign/${campaignId}/withdrawals`, token, { amount }, { 'idempotency-key': key });
const balance = async (campaignId: string) => (await call('GET', `/api/campaign/${campaignId}/balance`, tok.organiser)).json().data;
const row = async (id: string) => (await t.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];
const mailTo = (subject: string, to = 'organiser@money.example') => t.outbox().filter((m) => m.to === to && m.subject === subject);
/** What the organiser was told once the notifications job sent what the requests queued. */
const told = async (subject: string, to?: string) => (await runJob('follower-notices', t.deps), mailTo(subject, to));

async function until<T>(read: () => Promise<T>, check: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await read();
    if (check(v)) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition never held');
}

/** An ACTIVE campaign (the organiser's unless said), with a CBE account and `raised` Br of verified donations (no fee). */
async function funded(raised = 4750, owner = tok.organiser) {
  const c = await createCampaign(t.db, { userId: claims(owner).sub! });
  await t.db.insert(bankDetails).values({ campaignId: c.id, bankName: 'COMMERCIAL_BANK_OF_ETHIOPIA', holderName: 'Abebe Kebede', accountNumber: '1000123456789' });
  await addDonation(t.db, c.id, { amount: raised });
  return c.id;
}

/** A request approved by the reviewer and accepted by Chapa (approval answered), not yet settled by the bank. */
async function approvedTransfer(amount: number, campaignId?: string) {
  const id = campaignId ?? (await funded());
  const asked = await withdraw(id, amount);
  expect(asked.statusCode, asked.body).toBe(201);
  peer.payouts.setBankOutcome('pending');
  const approved = await call('POST', `/api/review/withdrawals/${asked.json().data.id}/approve`, tok.reviewer);
  expect(approved.statusCode, approved.body).toBe(200);
  const reference = approved.json().data.reference as string;
  await until(async () => peer.payouts.transfers.get(reference)?.approval, (a) => a === 200);
  peer.payouts.setBankOutcome('success');
  return { campaignId: id, id: asked.json().data.id as string, reference };
}

describe('a payout Chapa reports for another amount (item 6)', () => {
  it('is held, not failed: the money Chapa says it sent stays counted, and the reviewers see both amounts', async () => {
    const { campaignId, id, reference } = await approvedTransfer(400);
    peer.payouts.transfers.get(reference)!.amount = '699.00';
    await peer.payouts.settle(reference, 'success');
    expect(await row(id)).toMatchObject({ status: 'HELD', providerAmount: '699.00', failureCode: null });
    // Held, the larger of the two amounts is in flight: nothing of it can be asked for again.
    expect(await balance(campaignId)).toMatchObject({ paidOut: 0, inFlight: 699, available: 4051 });
    expect((await withdraw(campaignId, 100)).statusCode).toBe(409);
    // Replays and the verify job leave it where it is.
    expect(await peer.payouts.fireWebhook(reference)).toBe(200);
    await retryUnsettled(t.deps);
    expect((await row(id)).status).toBe('HELD');
    expect((await told('Payout failed')).some((m) => m.text.includes('400.00'))).toBe(false);
    // The organiser sees it on hold, without the provider's English words.
    const mine = (await call('GET', `/api/campaign/${campaignId}/withdrawals`, tok.organiser)).json().data[0];
    expect(mine).toEqual(expect.objectContaining({ id, status: 'HELD' }));
    expect(mine.reason).toBeUndefined();

    const queue = (await call('GET', '/api/review/withdrawals?limit=50', tok.reviewer)).json().data;
    expect(queue[0]).toMatchObject({ id, status: 'HELD', amount: 400, providerAmount: 699, campaign: { id: campaignId, suspended: false } });
  });

  it('the verify job holds a mismatch the same way as the webhook', async () => {
    const { id, reference } = await approvedTransfer(300);
    peer.payouts.transfers.get(reference)!.amount = '30.00';
    await peer.payouts.settle(reference, 'success', true);
    await retryUnsettled(t.deps);
    expect(await row(id)).toMatchObject({ status: 'HELD', providerAmount: '30.00' });
  });

  it('a reverted transfer fails and its amount is available again', async () => {
    const { campaignId, id, reference } = await approvedTransfer(500);
    await peer.payouts.settle(reference, 'reverted', true);
    await retryUnsettled(t.deps);
    expect(await row(id)).toMatchObject({ status: 'FAILED', failureCode: 'transfer_failed' });
    expect(await balance(campaignId)).toMatchObject({ inFlight: 0, available: 4750 });
  });

  it('a reviewer decides a held payout once, with a reason: sent counts what Chapa sent, failed gives the amount back', async () => {
    const sent = await approvedTransfer(400);
    peer.payouts.transfers.get(sent.reference)!.amount = '699.00';
    await peer.payouts.settle(sent.reference, 'success');
    await until(() => row(sent.id), (w) => w.status === 'HELD');

    const paid = (token: string, body: object = { reason: 'Chapa support confirmed 699 Br reached the account' }) =>
      call('POST', `/api/review/withdrawals/${sent.id}/paid`, token, body);
    expect((await paid(tok.organiser)).statusCode).toBe(403);
    const noReason = await paid(tok.reviewer, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Please say how you checked this payout');
    // Two reviewers' taps at once: one decision.
    const both = await Promise.all([paid(tok.reviewer), paid(tok.reviewer)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = both.find((r) => r.statusCode === 200)!.json();
    expect(winner).toMatchObject({ message: 'Payout marked as sent', data: { status: 'PAID' } });
    expect(both.find((r) => r.statusCode === 409)!.json().message).toBe('This withdrawal has already been decided');
    // Decided: failing it now is refused too.
    expect((await call('POST', `/api/review/withdrawals/${sent.id}/failed`, tok.reviewer, { reason: 'not sent' })).statusCode).toBe(409);
    expect(await row(sent.id)).toMatchObject({ status: 'PAID', resolvedBy: claims(tok.reviewer).sub, reason: 'Chapa support confirmed 699 Br reached the account' });
    expect(await balance(sent.campaignId)).toMatchObject({ paidOut: 699, inFlight: 0, available: 4051 });
    expect((await told('Payout sent')).at(-1)?.text).toContain('699.00 Br');

    const lost = await approvedTransfer(250);
    peer.payouts.transfers.get(lost.reference)!.amount = '2500.00';
    await peer.payouts.settle(lost.reference, 'success');
    await until(() => row(lost.id), (w) => w.status === 'HELD');
    const failed = await call('POST', `/api/review/withdrawals/${lost.id}/failed`, tok.reviewer, { reason: 'The bank statement shows nothing arrived' });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({ message: 'Payout marked as failed; the amount is available again', data: { status: 'FAILED' } });
    expect(await balance(lost.campaignId)).toMatchObject({ paidOut: 0, inFlight: 0, available: 4750 });
    expect((await told('Payout failed')).at(-1)?.text).toContain('The bank statement shows nothing arrived');
    // Only a held payout is decided this way.
    const again = await call('POST', `/api/review/withdrawals/${lost.id}/paid`, tok.reviewer, { reason: 'x' });
    expect(again.statusCode).toBe(409);
  });
});

describe('Chapa’s transfer approval (item 12)', () => {
  it('answers 200 only when the signed body carries and matches reference, amount, account number, bank and account name', async () => {
    const { reference } = await approvedTransfer(120);
    const ask = (body: object, signature?: string) => {
      const text = JSON.stringify(body);
      return fetch(`${origin}/api/payouts/chapa/approval`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Chapa-Signature': signature ?? peer.payouts.approvalSignature(text) },
        body: text,
      }).then((r) => r.status);
    };
    const genuine = { amount: '120.00', reference, bank: 'Commercial Bank of Ethiopia (CBE)', account_name: 'Abebe Kebede', account_number: '1000123456789' };
    expect(await ask(genuine)).toBe(200);
    expect(await ask({ ...genuine, bank: 'Awash Bank' })).toBe(400);
    expect(await ask({ ...genuine, bank: 'CBEBirr' })).toBe(400);
    expect(await ask({ ...genuine, account_name: 'Someone Else' })).toBe(400);
    const { amount: _a, account_number: _n, ...bare } = genuine;
    expect(await ask(bare)).toBe(400);
    // The static signature (the secret keyed with itself) covers no body: every field must still match.
    const staticKey = hmacHex(APPROVAL_SECRET, APPROVAL_SECRET);
    expect(await ask({ reference }, staticKey)).toBe(400);
    expect(await ask({ ...genuine, account_number: undefined }, staticKey)).toBe(400);
    expect(await ask(genuine, staticKey)).toBe(200);
  });
});

describe('payout requests are limited (item 15)', () => {
  // Another organiser, so these requests do not use up the first one's hourly allowance.
  const ask = (campaignId: string, amount: number, key?: string) => withdraw(campaignId, amount, key, tok.second);

  it('refuses less than 100.00 Br, unless it is the whole of a smaller balance', async () => {
    const big = await funded(4750, tok.second);
    const small = await ask(big, 99.99);
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe('A payout must be at least 100.00 Br, or the whole available balance when less than that is available');
    expect((await ask(big, 100)).statusCode).toBe(201);

    const little = await funded(80, tok.second);
    expect((await ask(little, 50)).statusCode).toBe(400);
    expect((await ask(little, 80)).statusCode).toBe(201);
  });

  it('keeps one request open per campaign: two at once give one 201 and one 409; a decided one frees the campaign', async () => {
    const id = await funded(4750, tok.second);
    const before = (await told('Payout requested', 'second@money.example')).length;
    const [a, b] = await Promise.all([ask(id, 1000), ask(id, 2000)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe(
      'This campaign already has a payout request waiting or being sent. You can ask for another once it is decided.',
    );
    expect((await told('Payout requested', 'second@money.example')).length).toBe(before + 1);
    const open = [a, b].find((r) => r.statusCode === 201)!.json().data;
    expect((await call('POST', `/api/review/withdrawals/${open.id}/reject`, tok.reviewer, { reason: 'Wrong account' })).statusCode).toBe(200);
    expect((await ask(id, 500)).statusCode).toBe(201);
  });

  it('answers a repeated Idempotency-Key with the first withdrawal, even sent twice at once', async () => {
    const id = await funded(4750, tok.second);
    const key = randomUUID();
    const both = await Promise.all([ask(id, 300, key), ask(id, 300, key)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(both[0].json().data.id).toBe(both[1].json().data.id);
    const later = await ask(id, 300, key);
    expect(later.statusCode).toBe(200);
    expect(later.json().data.id).toBe(both[0].json().data.id);
  });

  it('limits new requests per account, but not the repeat of one already made', async () => {
    const id = await createCampaign(t.db, { userId: claims(tok.flooder).sub! });
    await t.db.insert(bankDetails).values({ campaignId: id.id, bankName: 'AWASH_BANK', holderName: 'F', accountNumber: '01320123456700' });
    await addDonation(t.db, id.id, { amount: 1000 });
    const key = randomUUID();
    expect((await withdraw(id.id, 100, key, tok.flooder)).statusCode).toBe(201);
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push((await withdraw(id.id, 100, randomUUID(), tok.flooder)).statusCode);
    expect(answers.slice(0, 19).every((s) => s === 409)).toBe(true);
    const limited = await withdraw(id.id, 100, randomUUID(), tok.flooder);
    expect(answers.at(-1)).toBe(429);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many payout requests from your account\. Try again in \d+ minutes\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await withdraw(id.id, 100, key, tok.flooder)).statusCode).toBe(200);
  });
});

describe('a suspended campaign’s payouts wait (item 7, payouts)', () => {
  it('an approved transfer not yet started is not started while suspended, and is once reinstated', async () => {
    const id = await funded();
    const asked = (await withdraw(id, 600)).json().data;
    peer.payouts.failNext(1);
    const approved = (await call('POST', `/api/review/withdrawals/${asked.id}/approve`, tok.reviewer)).json().data;
    expect(approved.status).toBe('APPROVED');
    expect(peer.payouts.transfers.has(approved.reference)).toBe(false);

    const suspend = await call('POST', `/api/review/campaigns/${id}/suspend`, tok.reviewer, { reason: 'Checking the bank account' });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const asks = peer.payouts.requests.length;
    await retryUnsettled(t.deps);
    expect(peer.payouts.requests.length).toBe(asks);
    expect((await row(asked.id)).status).toBe('APPROVED');

    expect((await call('POST', `/api/review/campaigns/${id}/reinstate`, tok.reviewer)).statusCode).toBe(200);
    await retryUnsettled(t.deps);
    await until(() => row(asked.id), (w) => w.status === 'PAID');
  });

  it('Chapa’s approval of a suspended campaign’s transfer is refused, and the queue says the campaign is suspended', async () => {
    const { campaignId, reference } = await approvedTransfer(150);
    const other = await funded();
    const waiting = (await withdraw(other, 200)).json().data;
    for (const c of [campaignId, other]) {
      expect((await call('POST', `/api/review/campaigns/${c}/suspend`, tok.reviewer, { reason: 'Checking' })).statusCode).toBe(200);
    }
    const body = JSON.stringify({ amount: '150.00', reference, bank: 'Commercial Bank of Ethiopia (CBE)', account_name: 'Abebe Kebede', account_number: '1000123456789' });
    const res = await fetch(`${origin}/api/payouts/chapa/approval`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Chapa-Signature': peer.payouts.approvalSignature(body) },
      body,
    });
    expect(res.status).toBe(400);
    const queue = (await call('GET', '/api/review/withdrawals?limit=50', tok.reviewer)).json().data;
    expect(queue.find((w: { id: string }) => w.id === waiting.id)).toMatchObject({ campaign: { suspended: true } });
    const approve = await call('POST', `/api/review/withdrawals/${waiting.id}/approve`, tok.reviewer);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe('This campaign is under review: payouts wait until it is reinstated');
  });
});

describe('anonymous checks of a pending donation (item 16)', () => {
  let address = 0;
  async function pendingDonation() {
    const campaignId = (await createCampaign(t.db)).id;
    const res = await call('POST', `/api/donation/guest/${campaignId}`, undefined, { donorFirstName: 'Selam', donorLastName: 'Bekele', email: 'selam@example.com', amount: 250, isAnonymous: false }, { 'x-forwarded-for': `10.16.0.${++address}` });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.txRef as string;
  }
  const verify = (txRef: string, from = '10.16.1.1') => call('GET', `/api/donation/verify/${txRef}`, undefined, undefined, { 'x-forwarded-for': from });
  const calls = (txRef: string) => peer.verifyCalls.get(txRef) ?? 0;

  it('asks Chapa once for many checks at once, reuses the answer for a while, and the signed webhook still asks at once', async () => {
    const txRef = await pendingDonation();
    const answers = await Promise.all(Array.from({ length: 6 }, () => verify(txRef)));
    expect(answers.map((r) => r.json().data.status)).toEqual(Array(6).fill('PENDING'));
    expect(calls(txRef)).toBe(1);
    await peer.callCallback(txRef);
    await verify(txRef);
    expect(calls(txRef)).toBe(1);

    ahead += 16_000;
    await verify(txRef);
    expect(calls(txRef)).toBe(2);

    // Paid: the signed webhook is not held back by the reuse.
    peer.settle(txRef, 'success');
    expect(await peer.fireWebhook(txRef)).toBe(200);
    expect(calls(txRef)).toBe(3);
    expect((await t.db.select().from(donations).where(eq(donations.txRef, txRef)))[0].paymentStatus).toBe('VERIFIED');
    expect((await verify(txRef)).json().data.status).toBe('VERIFIED');
    expect(calls(txRef)).toBe(3);
  });

  it('limits the checks one address makes', async () => {
    const txRef = await pendingDonation();
    const from = '10.16.2.2';
    for (let i = 0; i < 80; i++) expect((await verify(txRef, from)).statusCode).toBe(200);
    const limited = await verify(txRef, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many checks from this address. Please try again in a few minutes.');
    expect((await verify(txRef, '10.16.2.3')).statusCode).toBe(200);
  });
});
