import { Writable } from 'node:stream';
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapaPayments } from '#server/adapters/payments/chapa';
import { choosePayments } from '#server/adapters/payments/choose';
import { chapaDirectCharge } from '#server/adapters/payments/direct-charge';
import { loadConfig } from '#server/config';
import type { Db } from '#server/db/open';
import { directCharges, donations } from '#server/db/schema';
import { DIRECT_CHARGE_TIMEOUT_MS } from '#contract/direct-charge-paths';
import type { OpsHealth } from '#contract/ops-alerts';
import { freePort } from '#support/product';
import { startChapaPeer, type ChapaPeer } from '#tests/peers/chapa';
import { bearer, post } from '#tests/support/accounts';
import { createCampaign, createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

const SECRET_KEY = 'CHASECK_TEST-direct-charge0123';
const WEBHOOK_SECRET = 'birr-direct-charge-webhook';
/** 24 characters, as Chapa's dashboard gives it. */
const ENCRYPTION_KEY = 'birr-test-3des-key-24chr';

let t: TestApp;
let peer: ChapaPeer;
let origin: string;
let campaignId: string;
/** How far the server's clock is ahead of the real one (a push left unanswered). */
let skewMs = 0;

beforeAll(async () => {
  peer = await startChapaPeer({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, encryptionKey: ENCRYPTION_KEY });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const chapa = { secretKey: SECRET_KEY, apiUrl: peer.apiUrl };
  t = await testApp({
    donations: { perAddressPer10Min: 1000 },
    clock: () => new Date(Date.now() + skewMs),
    config: { webDist: '/nonexistent', publicUrl: origin },
    // What choosePayments builds for PAYMENTS=chapa with CHAPA_ENCRYPTION_KEY (checked below).
    payments: { ...chapaPayments({ ...chapa, webhookSecret: WEBHOOK_SECRET }), directCharge: chapaDirectCharge({ ...chapa, encryptionKey: ENCRYPTION_KEY }) },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  peer.setWebhookUrl(`${origin}/api/donation/webhook/chapa`);
  campaignId = (await createCampaign(t.db, { title: 'Water for Lalibela' })).id;
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const gift = (over: Record<string, unknown> = {}) => ({
  donorFirstName: 'Selam',
  donorLastName: 'Bekele',
  email: '',
  amount: 1500,
  isAnonymous: false,
  method: 'telebirr',
  phone: '0911 55 66 77',
  ...over,
});

type Answer = { data: { txRef: string; method: string; state: string; reason: string | null } };

const start = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  fetch(`${origin}/api/donation/charge/guest/${campaignId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
async function started(over: Record<string, unknown> = {}) {
  const res = await start(gift(over));
  const body = (await res.json()) as Answer;
  expect({ status: res.status, body }).toEqual({ status: 201, body: expect.anything() });
  return body.data;
}
const poll = async (txRef: string) => {
  const res = await fetch(`${origin}/api/donation/charge/${txRef}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Answer).data.state;
};
const sendOtp = (txRef: string, otp: string) =>
  fetch(`${origin}/api/donation/charge/${txRef}/otp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ otp }) });
const row = async (txRef: string) => (await t.db.select().from(donations).where(eq(donations.txRef, txRef)))[0];
async function raised() {
  const res = await fetch(`${origin}/api/campaign/${campaignId}`);
  return ((await res.json()) as { data: { raisedAmount: number } }).data.raisedAmount;
}
const donationCount = async () => Number((await t.db.select({ n: sql<number>`count(*)` }).from(donations))[0].n);

describe('Paying from a wallet on Birr\'s own page (Chapa direct charge)', () => {
  it('offers the wallets Chapa charges directly', async () => {
    const res = await fetch(`${origin}/api/donation/charge/options`);
    expect(await res.json()).toEqual({ data: { wallets: ['telebirr', 'mpesa', 'cbebirr', 'ebirr', 'awashbirr', 'yaya'] } });
  });

  it('asks telebirr to push the payment to the phone, and counts it once when the webhook and the page both confirm it, twice at once', async () => {
    const before = await raised();
    const charge = await started();
    expect(charge).toMatchObject({ method: 'telebirr', state: 'ussd', reason: null });
    // The number as typed with spaces reaches Chapa as 09…, with the amount and our reference.
    expect(peer.chargeBodies.at(-1)).toMatchObject({ type: 'telebirr', mobile: '0911556677', amount: '1500.00', currency: 'ETB', tx_ref: charge.txRef });
    expect(await poll(charge.txRef)).toBe('ussd');

    await peer.answerPush(charge.txRef, 'approve', { webhook: false });
    const arrivals = await Promise.all([peer.fireWebhook(charge.txRef), peer.fireWebhook(charge.txRef), poll(charge.txRef), poll(charge.txRef)]);
    expect(arrivals.slice(0, 2)).toEqual([200, 200]);

    expect(await poll(charge.txRef)).toBe('confirmed');
    expect(await row(charge.txRef)).toMatchObject({ paymentStatus: 'VERIFIED', amount: '1500.00', provider: 'chapa' });
    expect(await raised()).toBe(before + 1500);
  });

  it('starts one charge for a repeated request with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'wallet-gift-0001-abcdef' };
    const sent = peer.chargeBodies.length;
    const [a, b] = [await start(gift({ amount: 300 }), headers), await start(gift({ amount: 300 }), headers)];
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(((await b.json()) as Answer).data.txRef).toBe(((await a.json()) as Answer).data.txRef);
    expect(peer.chargeBodies.length).toBe(sent + 1);
  });

  it('takes the code the wallet sent, encrypted with the account key, refusing a wrong one first', async () => {
    peer.planWallet('0922334455', { auth: 'otp' });
    const before = await raised();
    const charge = await started({ method: 'mpesa', phone: '+251 922 334 455', amount: 200 });
    expect(charge.state).toBe('otp');

    const wrong = await sendOtp(charge.txRef, '000000');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'otp', message: 'That code was not accepted. Check your text message and try again.' });
    expect(await poll(charge.txRef)).toBe('otp');

    const otp = peer.otpFor(charge.txRef)!;
    const right = await sendOtp(charge.txRef, otp);
    expect(right.status).toBe(200);
    expect(((await right.json()) as Answer).data.state).toBe('confirmed');
    // Chapa received the code only inside the 3DES payload, which it decrypted with the same key.
    const validated = peer.validateBodies.at(-1)!;
    expect(validated.type).toBe('mpesa');
    expect(validated.decrypted).toMatchObject({ otp });
    expect(await raised()).toBe(before + 200);
  });

  it('says so when the donor refuses on the phone, and counts nothing', async () => {
    const before = await raised();
    const charge = await started({ amount: 400 });
    await peer.answerPush(charge.txRef, 'refuse');
    expect(await poll(charge.txRef)).toBe('refused');
    expect(await row(charge.txRef)).toMatchObject({ paymentStatus: 'FAILED' });
    expect(await raised()).toBe(before);
  });

  it('says so when the wallet refuses to start the payment', async () => {
    peer.planWallet('0933445566', { refuse: 'The customer has no telebirr account' });
    const charge = await started({ phone: '0933445566' });
    expect(charge.state).toBe('refused');
    expect(charge.reason).toContain('no telebirr account');
    expect(await row(charge.txRef)).toMatchObject({ paymentStatus: 'FAILED' });
  });

  it('shows a push nobody answers as timed out, and still counts it once if it is approved late', async () => {
    const before = await raised();
    const charge = await started({ amount: 600 });
    expect(await poll(charge.txRef)).toBe('ussd');
    skewMs = DIRECT_CHARGE_TIMEOUT_MS + 1_000;
    try {
      expect(await poll(charge.txRef)).toBe('timed_out');
      expect((await t.db.select().from(directCharges).where(eq(directCharges.txRef, charge.txRef)))[0].state).toBe('timed_out');
      expect(await row(charge.txRef)).toMatchObject({ paymentStatus: 'PENDING' });
      expect(DIRECT_CHARGE_TIMEOUT_MS).toBeLessThan(3 * 60_000);

      await peer.answerPush(charge.txRef, 'approve');
      expect(await poll(charge.txRef)).toBe('confirmed');
      expect(await raised()).toBe(before + 600);
    } finally {
      skewMs = 0;
    }
  });

  it('refuses a payment over the wallet\'s limit with a message, before anything is recorded or sent', async () => {
    const [sent, rows] = [peer.chargeBodies.length, await donationCount()];
    // 75,000 Br with the fee on top is more than telebirr takes in one payment.
    const res = await start(gift({ amount: 75_000, coverFee: true }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'amount', message: 'telebirr takes at most 75,000.00 Br in one payment. Lower the amount, or pay by card.' });
    expect(peer.chargeBodies.length).toBe(sent);
    expect(await donationCount()).toBe(rows);
  });

  it('refuses a number that is not Ethiopian, and a wallet payment in dollars', async () => {
    const phone = await start(gift({ phone: '12345' }));
    expect(phone.status).toBe(400);
    expect(await phone.json()).toMatchObject({ field: 'phone' });
    const usd = await start(gift({ currency: 'USD' }));
    expect(usd.status).toBe(400);
    expect(await usd.json()).toMatchObject({ field: 'currency', message: 'Wallets pay in Birr only. To pay in another currency, choose card or other.' });
  });
});

describe('The encryption key', () => {
  it('leaves direct charge off with Chapa when no key is set', () => {
    const config = { payments: 'chapa' as const, chapaSecretKey: SECRET_KEY, chapaApiUrl: 'http://127.0.0.1:9/v1', chapaWebhookSecret: WEBHOOK_SECRET };
    expect(choosePayments({ ...config, chapaEncryptionKey: undefined }, undefined as unknown as Db).directCharge).toBeUndefined();
    expect(choosePayments({ ...config, chapaEncryptionKey: ENCRYPTION_KEY }, undefined as unknown as Db).directCharge?.methods).toContain('telebirr');
  });

  it('refuses a key that is not 24 characters', () => {
    expect(() => loadConfig({ CHAPA_ENCRYPTION_KEY: 'too-short' })).toThrow(/CHAPA_ENCRYPTION_KEY must be the 24-character encryption key/);
    expect(loadConfig({ CHAPA_ENCRYPTION_KEY: ENCRYPTION_KEY }).chapaEncryptionKey).toBe(ENCRYPTION_KEY);
  });

  it('a code encrypted with another key is not taken by Chapa, and nothing is counted', async () => {
    peer.planWallet('0944556677', { auth: 'otp' });
    const charge = await started({ phone: '0944556677', amount: 100 });
    const wrongKey = chapaDirectCharge({ secretKey: SECRET_KEY, apiUrl: peer.apiUrl, encryptionKey: 'another-24-character-key' });
    const meta = (await t.db.select().from(directCharges).where(eq(directCharges.txRef, charge.txRef)))[0];
    const outcome = await wrongKey.authorize({ txRef: charge.txRef, method: 'telebirr', reference: meta.reference, otp: peer.otpFor(charge.txRef)! });
    // Chapa could not read it: the key set here is wrong, not the donor's code.
    expect(outcome.status).toBe('misconfigured');
    expect(peer.validateBodies.at(-1)!.decrypted).toBeNull();
    expect(await poll(charge.txRef)).toBe('otp');
    expect(await row(charge.txRef)).toMatchObject({ paymentStatus: 'PENDING' });
  });
});

describe('a confirmed wallet payment whose webhook never comes', () => {
  it('shows as confirmed within seconds of the donor approving, polled as the page polls, and is counted once', async () => {
    const before = await raised();
    const charge = await started({ amount: 700 });
    // The page's first polls: Chapa is asked, the donor has not approved yet.
    expect(await poll(charge.txRef)).toBe('ussd');
    await peer.answerPush(charge.txRef, 'approve', { webhook: false });
    // The page polls every DIRECT_CHARGE_POLL_MS (3 s): within two polls the server has asked Chapa again.
    const asked = Date.now();
    let state = await poll(charge.txRef);
    while (state !== 'confirmed' && Date.now() - asked < 8_000) {
      await new Promise((r) => setTimeout(r, 1_000));
      state = await poll(charge.txRef);
    }
    expect(state).toBe('confirmed');
    expect(Date.now() - asked).toBeLessThan(8_000);
    expect(await poll(charge.txRef)).toBe('confirmed');
    expect(await raised()).toBe(before + 700);
  }, 30_000);
});

describe('a wrong CHAPA_ENCRYPTION_KEY', () => {
  let w: TestApp;
  let wOrigin: string;
  /** The app's payments: the operator puts the key right by swapping its direct charge. */
  let wPayments: ReturnType<typeof chapaPayments> & { directCharge?: ReturnType<typeof chapaDirectCharge> };
  const logged: Array<{ level: number; msg: string }> = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(l));
        done();
      },
    });
    const port = await freePort();
    wOrigin = `http://127.0.0.1:${port}`;
    const chapa = { secretKey: SECRET_KEY, apiUrl: peer.apiUrl };
    w = await testApp({
      donations: { perAddressPer10Min: 1000 },
      log: pino({ level: 'info' }, sink),
      config: { webDist: '/nonexistent', publicUrl: wOrigin },
      payments: (wPayments = { ...chapaPayments({ ...chapa, webhookSecret: WEBHOOK_SECRET }), directCharge: chapaDirectCharge({ ...chapa, encryptionKey: 'another-24-character-key' }) }),
    });
    await w.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => w?.close());

  it('tells the donor the payment cannot be finished here (not that their code is wrong), and the operator what to fix', async () => {
    peer.planWallet('0955667788', { auth: 'otp' });
    const campaign = (await createCampaign(w.db, { title: 'Roof for Bahir Dar' })).id;
    const res = await fetch(`${wOrigin}/api/donation/charge/guest/${campaign}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(gift({ phone: '0955 66 77 88', amount: 250 })) });
    expect(res.status).toBe(201);
    const { txRef } = ((await res.json()) as Answer).data;
    const sent = await fetch(`${wOrigin}/api/donation/charge/${txRef}/otp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ otp: peer.otpFor(txRef) }) });
    expect(sent.status).toBe(503);
    expect(await sent.json()).toMatchObject({ code: 'WALLET_NOT_HERE', message: 'This payment could not be finished here: nothing was taken from your wallet. Please pay by card or on the checkout page instead.' });
    expect((await w.db.select().from(donations).where(eq(donations.txRef, txRef)))[0]).toMatchObject({ paymentStatus: 'FAILED' });
    expect(logged.some((l) => l.level >= 50 && l.msg.includes('CHAPA_ENCRYPTION_KEY is not this account'))).toBe(true);
  });

  const signedIn = async (role: 'ADMIN' | 'USER') => {
    const email = `health-${role.toLowerCase()}-${Date.now()}@example.com`;
    await createUser(w.db, { email, role, passwordHash: await hash('Demo12345!', { algorithm: 2 }) });
    const res = await post(w, '/api/auth/local/signin', { email, password: 'Demo12345!' }, { 'x-forwarded-for': `10.88.0.${role === 'ADMIN' ? 1 : 2}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { access_token: string }).access_token;
  };
  const health = async (token: string) => {
    const res = await w.app.inject({ method: 'GET', url: '/api/admin/health', headers: bearer(token) });
    return { status: res.statusCode, alerts: res.statusCode === 200 ? (res.json() as OpsHealth).data.alerts : null };
  };
  const walletGift = async (phone: string) => {
    peer.planWallet(phone, { auth: 'otp' });
    const campaign = (await createCampaign(w.db)).id;
    const res = await fetch(`${wOrigin}/api/donation/charge/guest/${campaign}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(gift({ phone, amount: 120 })) });
    const { txRef } = ((await res.json()) as Answer).data;
    return fetch(`${wOrigin}/api/donation/charge/${txRef}/otp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ otp: peer.otpFor(txRef) }) });
  };

  it('shows the refused key on the console’s health page (reviewers only) until a later code is accepted', async () => {
    // The test above was the first refusal; a second one counts.
    expect((await walletGift('0955667789')).status).toBe(503);
    const reviewer = await signedIn('ADMIN');
    const { status, alerts } = await health(reviewer);
    expect(status).toBe(200);
    const key = alerts!.filter((a) => a.kind === 'wallet_key_refused');
    expect(key).toHaveLength(1);
    expect(key[0]).toMatchObject({ count: 2, queue: null });
    expect(key[0]!.detail).toMatch(/^Chapa: .*(encrypt|decrypt)/i);
    expect(Date.now() - Date.parse(key[0]!.lastAt)).toBeLessThan(60_000);

    expect(await health(await signedIn('USER'))).toEqual({ status: 403, alerts: null });
    expect((await w.app.inject({ method: 'GET', url: '/api/admin/health' })).statusCode).toBe(401);

    // The operator sets the account's key: the next wallet code goes through and the alert is gone.
    wPayments.directCharge = chapaDirectCharge({ secretKey: SECRET_KEY, apiUrl: peer.apiUrl, encryptionKey: ENCRYPTION_KEY });
    expect((await walletGift('0955667790')).status).toBe(200);
    expect((await health(reviewer)).alerts!.filter((a) => a.kind === 'wallet_key_refused')).toEqual([]);
  });
});
