import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_ENDPOINTS } from '#contract/refunds';
import { donations } from '#server/db/schema';
import { runJob } from '#server/jobs/queue';
import type { ChapaPeer } from '#tests/peers/chapa';
import { bearer } from '#tests/support/accounts';
import { chapaApp } from '#tests/support/chapa-app';
import { verifiedUser } from '#tests/support/create-helpers';
import { createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

// Issue 43, "from abroad": a donor outside Ethiopia pays by card in US dollars through Chapa's USD
// checkout; the campaign is credited in Birr at the rate Chapa applied, exactly once.

let t: TestApp;
let peer: ChapaPeer;
let origin: string;
let campaignId: string;

beforeAll(async () => {
  ({ t, peer, origin } = await chapaApp({ auth: { adminEmail: 'reviewer@birr.example' }, donations: { perAddressPer10Min: 1000 } }));
  campaignId = (await createCampaign(t.db, { title: 'Clinic in Gondar' })).id;
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const gift = (amount: number | string, extra: Record<string, unknown> = {}) => ({
  donorFirstName: 'Hanna',
  donorLastName: 'Tesfaye',
  email: 'hanna@example.com',
  amount,
  isAnonymous: false,
  currency: 'USD',
  ...extra,
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}/api/donation/guest/${campaignId}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function donate(amount: number | string, extra: Record<string, unknown> = {}) {
  const res = await post(gift(amount, extra));
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { checkoutUrl: string; txRef: string } }).data;
}

const row = async (txRef: string) => (await t.db.select().from(donations).where(eq(donations.txRef, txRef)))[0];
const verify = async (txRef: string) => (await (await fetch(`${origin}/api/donation/verify/${txRef}`)).json()) as { data: Record<string, unknown> & { paidAbroad: Record<string, unknown> | null; receiptPath: string | null } };
async function ledger() {
  const { data } = (await (await fetch(`${origin}/api/campaign/${campaignId}/ledger`)).json()) as { data: { raised: number; fees: number; donations: number } };
  return data;
}

describe('a gift paid in US dollars through Chapa', () => {
  let txRef: string;

  it('tells the form today’s dollar rate, from Chapa’s rates', async () => {
    const res = await fetch(`${origin}/api/exchange-rates`);
    expect(res.status).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Addis_Ababa' }).format(new Date());
    expect(await res.json()).toEqual({ data: [{ currency: 'USD', rate: '138.1000', date: today }] });
  });

  it('asks Chapa for the gift’s price in dollars at that rate, and keeps both amounts on the donation', async () => {
    ({ txRef } = await donate(2500));
    // 2,500.00 Br ÷ 138.10 = 18.1028… → 18.10 USD
    expect(peer.initializeBodies.at(-1)).toMatchObject({ amount: '18.10', currency: 'USD', tx_ref: txRef });
    expect(await row(txRef)).toMatchObject({
      paymentStatus: 'PENDING',
      amount: '2500.00',
      fee: '125.00',
      currency: 'ETB',
      chargeCurrency: 'USD',
      chargeAmount: '18.10',
      exchangeRate: '138.1000',
      rateSource: 'quoted',
    });
  });

  it('credits the campaign in Birr at the rate Chapa applied, once, however the webhook and the verify race', async () => {
    const before = await ledger();
    // Chapa applied 139.00 when the donor paid: 18.10 × 139.00 = 2,515.90 Br.
    peer.settle(txRef, 'success', { rate: '139.0000' });
    const statuses = await Promise.all([peer.fireWebhook(txRef), verify(txRef), peer.fireWebhook(txRef), verify(txRef)]);
    expect(statuses[0]).toBe(200);
    expect(statuses[2]).toBe(200);
    expect(await row(txRef)).toMatchObject({ paymentStatus: 'VERIFIED', amount: '2515.90', fee: '125.00', exchangeRate: '139.0000', rateSource: 'provider' });
    const after = await ledger();
    expect(after.donations - before.donations).toBe(1);
    expect(Math.round((after.raised - before.raised) * 100)).toBe(251_590);
    expect(Math.round((after.fees - before.fees) * 100)).toBe(12_500);
  });

  it('shows the dollars paid beside the Birr credited in the donor’s history and on the organiser’s list of donors', async () => {
    const donor = await verifiedUser(t, 'abroad-donor@example.com');
    const organiser = await verifiedUser(t, 'usd-organiser@example.com');
    const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    const own = await createCampaign(t.db, { title: 'Library in Dessie', userId: (await me(organiser)).json().data.id });
    const started = await t.app.inject({ method: 'POST', url: `/api/donation/${own.id}`, headers: bearer(donor), payload: gift(2500) });
    expect(started.statusCode, started.body).toBe(201);
    const paid = started.json().data.txRef as string;
    peer.settle(paid, 'success', { rate: '139.0000' });
    expect(await peer.fireWebhook(paid)).toBe(200);

    const history = (await me(donor)).json().data.Donation as Array<Record<string, unknown>>;
    expect(history.find((d) => d.txRef === paid)).toMatchObject({ amount: 2515.9, paymentStatus: 'VERIFIED', paidAbroad: { currency: 'USD', amount: 18.1, rate: '139.0000' } });
    const donors = await t.app.inject({ method: 'GET', url: `/api/campaign/${own.id}/thanks`, headers: bearer(organiser) });
    expect(donors.statusCode, donors.body).toBe(200);
    expect(donors.json().data.donors).toEqual([expect.objectContaining({ amount: 2515.9, paidIn: { currency: 'USD', amount: 18.1 } })]);
  });

  it('shows both amounts on the thank-you page’s receipt, the printable receipt and the emailed one', async () => {
    const { data } = await verify(txRef);
    expect(data).toMatchObject({ status: 'VERIFIED', amount: 2515.9, fee: 125, toCampaign: 2390.9, currency: 'ETB' });
    expect(data.paidAbroad).toMatchObject({ currency: 'USD', amount: 18.1, rate: '139.0000', rateSource: 'provider' });
    const page = await (await fetch(`${origin}${data.receiptPath}`)).text();
    expect(page).toContain('2,515.90 Br');
    expect(page).toContain('18.10 USD');
    expect(page).toContain('1 USD = 139.00 Br');
    const mail = t.outbox().find((msg) => msg.to === 'hanna@example.com' && msg.text.includes(txRef));
    expect(mail?.text).toContain('Paid: 18.10 USD at 1 USD = 139.00 Br');
  });

  it('credits the rate quoted to the donor when Chapa names none', async () => {
    const quoted = await donate(1000); // 1,000 ÷ 138.10 = 7.2411… → 7.24 USD
    peer.settle(quoted.txRef, 'success', { rate: undefined });
    expect(await peer.fireWebhook(quoted.txRef)).toBe(200);
    // 7.24 × 138.10 = 999.844 → 999.84 Br
    expect(await row(quoted.txRef)).toMatchObject({ paymentStatus: 'VERIFIED', chargeAmount: '7.24', amount: '999.84', exchangeRate: '138.1000', rateSource: 'quoted' });
  });

  it('fails a payment Chapa reports in another amount or currency, and credits nothing', async () => {
    const before = await ledger();
    const short = await donate(1000);
    peer.settle(short.txRef, 'success', { amount: '7.00' });
    expect(await peer.fireWebhook(short.txRef)).toBe(200);
    const birr = await donate(1000);
    peer.settle(birr.txRef, 'success', { currency: 'ETB', amount: '1000.00' });
    expect(await peer.fireWebhook(birr.txRef)).toBe(200);
    expect((await row(short.txRef)).paymentStatus).toBe('FAILED');
    expect((await row(birr.txRef)).paymentStatus).toBe('FAILED');
    expect((await ledger()).raised).toBe(before.raised);
  });

  it('refuses a gift too small for a card charge, on the amount field, before asking Chapa', async () => {
    const asked = peer.initializeBodies.length;
    const res = await post(gift(100)); // 0.72 USD
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'amount', message: expect.stringContaining('1.00 USD') });
    expect(peer.initializeBodies.length).toBe(asked);
  });

  it('starts one checkout for a repeated request with the same Idempotency-Key, as a Birr gift does', async () => {
    const headers = { 'idempotency-key': 'usd-gift-0001-abcdef' };
    const first = await post(gift(5000), headers);
    const again = await post(gift(5000), headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const a = ((await first.json()) as { data: { txRef: string } }).data.txRef;
    expect(((await again.json()) as { data: { txRef: string } }).data.txRef).toBe(a);
    expect(peer.initializeBodies.filter((b) => b.tx_ref === a)).toHaveLength(1);
  });

  it('refuses a currency it does not take', async () => {
    const res = await post(gift(2500, { currency: 'EUR' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'currency' });
  });

  it('stores Chapa’s new rate when the refresh-rates job runs, and prices the next gift at it', async () => {
    peer.setUsdRate('140.0000');
    expect(await runJob('refresh-rates', t.deps)).toEqual({ rates: 1 });
    const { data } = (await (await fetch(`${origin}/api/exchange-rates`)).json()) as { data: Array<{ rate: string }> };
    expect(data[0].rate).toBe('140.0000');
    const next = await donate(1400);
    expect(peer.initializeBodies.at(-1)).toMatchObject({ amount: '10.00', currency: 'USD', tx_ref: next.txRef });
  });

  it('refunds a gift paid abroad as it was paid, in dollars, and gives back its Birr in the books', async () => {
    const reviewer = await verifiedUser(t, 'reviewer@birr.example');
    const gift = await row(txRef);
    const res = await t.app.inject({ method: 'POST', url: `/api${REFUND_ENDPOINTS.donation(gift.id)}`, headers: bearer(reviewer), payload: { reason: 'The donor paid twice by mistake' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ refunded: 2515.9 });
    expect(peer.refundCalls.at(-1)).toMatchObject({ txRef, amount: '18.10' });
    expect((await row(txRef)).paymentStatus).toBe('REFUNDED');
  });
});

describe('a gift paid in US dollars on the embedded sandbox', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await testApp();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('prices it at the USD_ETB_RATE setting, of its date, and the job has nothing to refresh', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/exchange-rates' });
    expect(res.json()).toEqual({ data: [{ currency: 'USD', rate: '137.4000', date: '2026-11-27' }] });
    expect(await runJob('refresh-rates', s.deps)).toEqual({ rates: 0 });
    const campaign = (await createCampaign(s.db, {})).id;
    const started = await s.app.inject({ method: 'POST', url: `/api/donation/guest/${campaign}`, payload: gift(2500) });
    expect(started.statusCode).toBe(201);
    const { txRef } = started.json().data as { txRef: string };
    // 2,500.00 ÷ 137.40 = 18.195… → 18.20 USD, and the sandbox's checkout asks for dollars.
    expect(await (await s.db.select().from(donations).where(eq(donations.txRef, txRef)))[0]).toMatchObject({ chargeAmount: '18.20', exchangeRate: '137.4000', rateDate: '2026-11-27' });
    const page = await s.app.inject({ method: 'GET', url: `/api/payments/sandbox/${txRef}` });
    expect(page.body).toContain('18.20 USD');
  });
});
