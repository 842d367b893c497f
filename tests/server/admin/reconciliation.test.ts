import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reconciliation, ReconciliationDifference } from '#contract/admin';
import { addDays, todayInEthiopia } from '#contract/dates';
import { chapaPayments } from '#server/adapters/payments/chapa';
import { chapaPayouts } from '#server/adapters/payouts/chapa';
import { donations, sandboxPayments, sandboxPayouts, withdrawals } from '#server/db/schema';
import { startChapaPeer, type ChapaPeer } from '#tests/peers/chapa';
import { chapaApp } from '#tests/support/chapa-app';
import { bearer, post } from '#tests/support/accounts';
import { createCampaign, createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';
import { appWithPeople } from '#tests/support/people';

// Issue 46: for each day, what the provider reports against what we counted, money in and out,
// with the differences flagged — from the sandbox's own ledgers, or from Chapa's lists.

type Answer = Reconciliation['data'];
const today = () => todayInEthiopia(new Date());
const gift = (amount: number) => ({ donorFirstName: 'Selam', donorLastName: 'Bekele', email: 'selam@example.com', amount, isAnonymous: false });
const about = (a: Answer, reference: string) => a.differences.filter((d) => d.reference === reference || d.providerReference === reference);
const todays = (a: Answer) => a.days.find((d) => d.day === today())!;

describe('reconciliation against the sandbox', () => {
  const { app, from, person, signedIn } = appWithPeople('recon-', {});
  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    app().app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...from(), ...headers } });
  const reconcile = async (token: string, query = '') => {
    const res = await get(`/api/admin/reconciliation${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Reconciliation).data;
  };
  /** A guest's donation, paid on the sandbox checkout: VERIFIED here, success in the sandbox's ledger. */
  async function paidDonation(campaignId: string, amount: number) {
    const res = await app().app.inject({ method: 'POST', url: `/api/donation/guest/${campaignId}`, payload: gift(amount), headers: from() });
    expect(res.statusCode, res.body).toBe(201);
    const txRef = res.json().data.txRef as string;
    await app().app.inject({ method: 'POST', url: `/api/payments/sandbox/${txRef}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    await get(`/api/donation/verify/${txRef}`);
    const [row] = await app().db.select().from(donations).where(eq(donations.txRef, txRef));
    expect(row.paymentStatus).toBe('VERIFIED');
    return txRef;
  }

  it('finds no difference in a donation both sides counted, and tallies it on the day for both', async () => {
    const reviewer = await signedIn({ role: 'ADMIN' });
    const campaign = await createCampaign(app().db);
    const before = todays(await reconcile(reviewer.access_token)).in;
    const txRef = await paidDonation(campaign.id, 1500);

    const a = await reconcile(reviewer.access_token);
    expect(a).toMatchObject({ from: addDays(today(), -6), to: today(), providers: { in: { name: 'sandbox', available: true, message: null }, out: { name: 'sandbox', available: true } } });
    expect(a.days.map((d) => d.day)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => addDays(today(), i - 6)));
    expect(about(a, txRef)).toEqual([]);
    const day = todays(a).in;
    expect(day.counted).toEqual({ count: before.counted.count + 1, amount: before.counted.amount + 1500 });
    expect(day.provider).toEqual({ count: before.provider!.count + 1, amount: before.provider!.amount + 1500 });
  });

  it('matches a refunded gift with its payment: it came in (the refund is money going back, not a difference)', async () => {
    const reviewer = await signedIn({ role: 'ADMIN' });
    const campaign = await createCampaign(app().db);
    const txRef = await paidDonation(campaign.id, 600);
    const [donation] = await app().db.select().from(donations).where(eq(donations.txRef, txRef));
    const refund = await app().app.inject({
      method: 'POST',
      url: `/api/review/donations/${donation.id}/refund`,
      payload: { reason: 'The donor gave twice by mistake' },
      headers: { ...bearer(reviewer.access_token), ...from() },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const [after] = await app().db.select().from(donations).where(eq(donations.txRef, txRef));
    expect(after.paymentStatus).toBe('REFUNDED');
    expect(about(await reconcile(reviewer.access_token), txRef)).toEqual([]);
  });

  it('flags a payment in the sandbox’s ledger that no donation of ours knows', async () => {
    const reviewer = await signedIn({ role: 'ADMIN' });
    await app().db.insert(sandboxPayments).values({ txRef: 'ghost-payment-1', amount: '250.00', currency: 'ETB', status: 'success', reference: 'SBX-GHOST1' });
    const a = await reconcile(reviewer.access_token);
    expect(about(a, 'ghost-payment-1')).toEqual([
      { side: 'in', kind: 'missing_here', day: today(), reference: 'ghost-payment-1', providerReference: 'SBX-GHOST1', recordId: null, campaignId: null, ours: null, provider: { amount: 250, currency: 'ETB', status: 'success' } },
    ]);
    expect(todays(a).in.differences).toBeGreaterThanOrEqual(1);
  });

  it('flags a donation whose amount differs from what the provider charged', async () => {
    const reviewer = await signedIn({ role: 'ADMIN' });
    const campaign = await createCampaign(app().db);
    const txRef = await paidDonation(campaign.id, 800);
    await app().db.update(sandboxPayments).set({ amount: '750.50' }).where(eq(sandboxPayments.txRef, txRef));
    const [donation] = await app().db.select().from(donations).where(eq(donations.txRef, txRef));
    const a = await reconcile(reviewer.access_token);
    expect(about(a, txRef)).toEqual([
      expect.objectContaining({ side: 'in', kind: 'amount', day: today(), recordId: donation.id, campaignId: campaign.id, ours: { amount: 800, currency: 'ETB', status: 'VERIFIED' }, provider: { amount: 750.5, currency: 'ETB', status: 'success' } }),
    ]);
  });

  it('matches payouts with the sandbox bank’s transfers, and flags one paid here that the bank never sent', async () => {
    const reviewer = await signedIn({ role: 'ADMIN' });
    const { user } = await person();
    const campaign = await createCampaign(app().db, { userId: user.id });
    const payout = (reference: string, amount: string) =>
      app().db.insert(withdrawals).values({ campaignId: campaign.id, requestedBy: user.id, amount, status: 'PAID', bankName: 'AWASH_BANK', holderName: 'Holder', accountNumber: '1000123456789', idempotencyKey: reference, reference, provider: 'sandbox', transferStartedAt: new Date() }).returning();
    await payout('po-both-1', '300.00');
    await app().db.insert(sandboxPayouts).values({ reference: 'po-both-1', amount: '300.00', currency: 'ETB', bankName: 'AWASH_BANK', accountNumber: '1000123456789', status: 'success', providerReference: 'SBXP-BOTH1' });
    const [lost] = await payout('po-lost-1', '120.00');

    const a = await reconcile(reviewer.access_token);
    expect(about(a, 'po-both-1')).toEqual([]);
    expect(about(a, 'po-lost-1')).toEqual([
      { side: 'out', kind: 'missing_at_provider', day: today(), reference: 'po-lost-1', providerReference: null, recordId: lost.id, campaignId: campaign.id, ours: { amount: 120, currency: 'ETB', status: 'PAID' }, provider: null },
    ]);
    const out = todays(a).out;
    expect(out.counted.amount - out.provider!.amount).toBe(120);
  });

  it('refuses a period it cannot answer, with a message in the reader’s language', async () => {
    const reviewer = await signedIn({ role: 'ADMIN' });
    const reversed = await get('/api/admin/reconciliation?from=2026-03-02&to=2026-03-01', reviewer.access_token);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'from' });
    const long = await get('/api/admin/reconciliation?from=2026-01-01&to=2026-04-03', reviewer.access_token);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The period may be at most 92 days' });
    const inAmharic = await get('/api/admin/reconciliation?from=2026-01-01&to=2026-04-03', reviewer.access_token, { 'accept-language': 'am' });
    expect(inAmharic.json().message).toBe('የተመረጠው ጊዜ ቢበዛ 92 ቀናት ሊሆን ይችላል');
    // Only `from`: up to today, which is too far from 2020.
    const fromOnly = await get('/api/admin/reconciliation?from=2020-01-01', reviewer.access_token);
    expect(fromOnly.statusCode).toBe(400);
    expect(fromOnly.json().message).toBe('The period may be at most 92 days');
    const notADay = await get('/api/admin/reconciliation?from=yesterday', reviewer.access_token);
    expect(notADay.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'from' });
    // Exactly 92 days is allowed: a row for each.
    const quarter = await reconcile(reviewer.access_token, '?from=2026-01-01&to=2026-04-02');
    expect(quarter.days).toHaveLength(92);
  });

  it('answers reviewers only: 401 without a token, 403 to a non-reviewer, nothing to a deactivated reviewer', async () => {
    const plain = await signedIn();
    const reviewer = await signedIn({ role: 'ADMIN' });
    const boss = await signedIn({ role: 'ADMIN' });
    const url = '/api/admin/reconciliation';
    expect((await get(url)).statusCode).toBe(401);
    const user = await get(url, plain.access_token);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Only reviewers can do this' });
    expect((await get(url, reviewer.access_token)).statusCode).toBe(200);
    const off = await app().app.inject({ method: 'POST', url: `/api/admin/users/${reviewer.user.id}/deactivate`, headers: { ...bearer(boss.access_token), ...from() }, payload: { reason: 'Left the team' } });
    expect(off.statusCode).toBe(200);
    expect([401, 403]).toContain((await get(url, reviewer.access_token)).statusCode);
  });
});

describe('reconciliation against a loopback Chapa', () => {
  const SECRET_KEY = 'CHASECK_TEST-reconcile0123456789';
  const WEBHOOK_SECRET = 'reconcile-webhook-hash';
  let t: TestApp;
  let peer: ChapaPeer;
  let token: string;
  let campaignId: string;

  beforeAll(async () => {
    peer = await startChapaPeer({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    t = await testApp({
      payments: chapaPayments({ secretKey: SECRET_KEY, apiUrl: peer.apiUrl, webhookSecret: WEBHOOK_SECRET }),
      payouts: chapaPayouts({ secretKey: SECRET_KEY, apiUrl: peer.apiUrl, webhookSecret: WEBHOOK_SECRET }),
      donations: { perAddressPer10Min: 1000 },
    });
    const reviewer = await createUser(t.db, { email: 'recon-chapa@example.com', role: 'ADMIN', passwordHash: await hash('Demo12345!', { algorithm: 2 }) });
    const signin = await post(t, '/api/auth/local/signin', { email: reviewer.email, password: 'Demo12345!' });
    expect(signin.statusCode).toBe(200);
    token = signin.json().access_token;
    campaignId = (await createCampaign(t.db, { userId: reviewer.id })).id;
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  const reconcile = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/reconciliation', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Reconciliation).data;
  };
  /** Paid on Chapa's side, then verified by us (the thank-you page's call). */
  async function paid(amount: number) {
    const res = await post(t, `/api/donation/guest/${campaignId}`, gift(amount));
    expect(res.statusCode, res.body).toBe(201);
    const txRef = res.json().data.txRef as string;
    peer.settle(txRef, 'success');
    await t.app.inject({ method: 'GET', url: `/api/donation/verify/${txRef}` });
    return peer.transactions.get(txRef)!;
  }

  it('reads Chapa’s transaction and transfer lists page after page and flags what differs', async () => {
    const matched = await paid(1500);
    const changed = await paid(900);
    // Chapa later reports another amount for the second charge.
    peer.settle(changed.tx_ref, 'success', { amount: '850.00' });
    // A charge on Chapa that never reached us, behind more than a page of abandoned checkouts.
    const old = new Date(Date.now() - 60_000).toISOString();
    peer.transactions.set('not-ours-1', { id: 'x1', tx_ref: 'not-ours-1', amount: '40.00', currency: 'ETB', status: 'success', reference: 'APNOTOURS1', charged: { amount: '40.00', currency: 'ETB' }, created_at: old });
    for (let i = 0; i < 12; i++) {
      const ref = `abandoned-${i}`;
      peer.transactions.set(ref, { id: `a${i}`, tx_ref: ref, amount: '10.00', currency: 'ETB', status: 'pending', reference: `APABANDON${i}`, charged: { amount: '10.00', currency: 'ETB' }, created_at: new Date().toISOString() });
    }
    // Money out: one transfer on both sides, one only on Chapa's.
    const { id: requestedBy } = await createUser(t.db);
    await t.db.insert(withdrawals).values({ campaignId, requestedBy, amount: '200.00', status: 'PAID', bankName: 'AWASH_BANK', holderName: 'Holder', accountNumber: '10001234567890', idempotencyKey: 'chapa-po-1', reference: 'chapa-po-1', provider: 'chapa', providerReference: 'CHTRBOTH1', transferStartedAt: new Date() });
    const transfer = (reference: string, chapaReference: string, amount: string) =>
      peer.payouts.transfers.set(reference, { reference, chapa_reference: chapaReference, amount, currency: 'ETB', account_name: 'Holder', account_number: '10001234567890', bank_code: 656, status: 'success', created_at: new Date().toISOString() });
    transfer('chapa-po-1', 'CHTRBOTH1', '200.00');
    transfer('someone-elses', 'CHTRELSE1', '75.00');

    const a = await reconcile();
    expect(a.providers).toEqual({
      in: { name: 'chapa', available: true, message: null, detail: null },
      out: { name: 'chapa', available: true, message: null, detail: null },
    });
    expect(about(a, matched.reference)).toEqual([]);
    expect(about(a, changed.reference)).toEqual([
      expect.objectContaining({ side: 'in', kind: 'amount', reference: changed.tx_ref, ours: { amount: 900, currency: 'ETB', status: 'VERIFIED' }, provider: { amount: 850, currency: 'ETB', status: 'success' } }),
    ]);
    // Chapa's list names its own reference only.
    expect(about(a, 'APNOTOURS1')).toEqual([expect.objectContaining<Partial<ReconciliationDifference>>({ side: 'in', kind: 'missing_here', reference: null, provider: { amount: 40, currency: 'ETB', status: 'success' } })]);
    expect(about(a, 'chapa-po-1')).toEqual([]);
    expect(about(a, 'someone-elses')).toEqual([expect.objectContaining({ side: 'out', kind: 'missing_here', providerReference: 'CHTRELSE1', provider: { amount: 75, currency: 'ETB', status: 'success' } })]);
    expect(todays(a).in).toEqual({ counted: { count: 2, amount: 2400 }, provider: { count: 3, amount: 2390 }, differences: 2 });
    expect(todays(a).out).toEqual({ counted: { count: 1, amount: 200 }, provider: { count: 2, amount: 275 }, differences: 1 });
  });

  it('says so for each side when Chapa cannot be reached, and still shows what we counted', async () => {
    await peer.close();
    const a = await reconcile();
    expect(a.providers.in).toMatchObject({ name: 'chapa', available: false, message: 'The provider (Chapa) could not be asked, so its side is not shown. Please try again later.', detail: expect.stringContaining('could not be reached') });
    expect(a.providers.out.available).toBe(false);
    expect(a.differences).toEqual([]);
    expect(todays(a).in).toEqual({ counted: { count: 2, amount: 2400 }, provider: null, differences: 0 });
  });
});

describe('reconciliation of gifts paid in US dollars, against a loopback Chapa', () => {
  let t: TestApp;
  let peer: ChapaPeer;
  let token: string;
  let campaignId: string;

  beforeAll(async () => {
    ({ t, peer } = await chapaApp({ donations: { perAddressPer10Min: 1000 } }));
    const reviewer = await createUser(t.db, { email: 'recon-usd@example.com', role: 'ADMIN', passwordHash: await hash('Demo12345!', { algorithm: 2 }) });
    token = (await post(t, '/api/auth/local/signin', { email: reviewer.email, password: 'Demo12345!' })).json().access_token;
    campaignId = (await createCampaign(t.db, { userId: reviewer.id })).id;
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  /** A USD gift Chapa settled at 139.00 Br a dollar, verified by us. */
  async function paidInDollars(amount: number) {
    const res = await post(t, `/api/donation/guest/${campaignId}`, { ...gift(amount), currency: 'USD' });
    expect(res.statusCode, res.body).toBe(201);
    const txRef = res.json().data.txRef as string;
    peer.settle(txRef, 'success', { rate: '139.0000' });
    await t.app.inject({ method: 'GET', url: `/api/donation/verify/${txRef}` });
    const [row] = await t.db.select().from(donations).where(eq(donations.txRef, txRef));
    expect(row).toMatchObject({ paymentStatus: 'VERIFIED', chargeCurrency: 'USD' });
    return row;
  }

  it('compares a gift paid in dollars in dollars, as Chapa lists it: no false amount difference, and the day’s Birr agree', async () => {
    const gift = await paidInDollars(2500); // 18.10 USD, credited 18.10 × 139.00 = 2,515.90 Br
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/reconciliation', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const a = (res.json() as Reconciliation).data;
    expect(about(a, gift.txRef)).toEqual([]);
    expect(todays(a).in).toEqual({ counted: { count: 1, amount: 2515.9 }, provider: { count: 1, amount: 2515.9 }, differences: 0 });
  });

  it('flags a dollar gift Chapa lists with other dollars, showing both amounts and the Birr credited', async () => {
    const gift = await paidInDollars(1400); // 1,400 ÷ 138.10 = 10.137… → 10.14 USD; × 139.00 = 1,409.46 Br
    peer.settle(gift.txRef, 'success', { amount: '10.00', rate: '139.0000' });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/reconciliation', headers: bearer(token) });
    const a = (res.json() as Reconciliation).data;
    expect(about(a, gift.txRef)).toEqual([
      expect.objectContaining({
        kind: 'amount',
        ours: { amount: 10.14, currency: 'USD', status: 'VERIFIED', birr: 1409.46 },
        provider: { amount: 10, currency: 'USD', status: 'success' },
      }),
    ]);
  });
});
