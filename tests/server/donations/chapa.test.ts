import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapaPayments } from '#server/adapters/payments/chapa';
import { donations } from '#server/db/schema';
import { freePort } from '#support/product';
import type { ChapaPeer } from '#tests/peers/chapa';
import { chapaApp, CHAPA_SECRET_KEY as SECRET_KEY, CHAPA_WEBHOOK_SECRET as WEBHOOK_SECRET } from '#tests/support/chapa-app';
import { createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

let t: TestApp;
let peer: ChapaPeer;
let origin: string;
let campaignId: string;

beforeAll(async () => {
  ({ t, peer, origin } = await chapaApp({ donations: { perAddressPer10Min: 1000 } }));
  campaignId = (await createCampaign(t.db, { title: 'Clinic in Gondar — ሕክምና' })).id;
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const gift = (amount = 1500) => ({ donorFirstName: 'Selam', donorLastName: 'Bekele', email: 'selam@example.com', amount, isAnonymous: false });

async function donate(amount = 1500) {
  const res = await fetch(`${origin}/api/donation/guest/${campaignId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(gift(amount)),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { checkoutUrl: string; txRef: string } }).data;
}

const row = async (txRef: string) => (await t.db.select().from(donations).where(eq(donations.txRef, txRef)))[0];
async function raised() {
  const res = await fetch(`${origin}/api/campaign/${campaignId}`);
  const { data } = (await res.json()) as { data: { raisedAmount: number; _count: { Donation: number } } };
  return { raised: data.raisedAmount, count: data._count.Donation };
}
const webhook = (body: string, headers: Record<string, string>) =>
  fetch(`${origin}/api/donation/webhook/chapa`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('Chapa adapter against a loopback Chapa', () => {
  let first: { checkoutUrl: string; txRef: string };

  it('initializes a hosted checkout with the amount, ETB, the donor, our callback and return URLs', async () => {
    first = await donate(1500);
    expect(first.checkoutUrl.startsWith(`${peer.url}/checkout/payment/`)).toBe(true);
    const sent = peer.initializeBodies.at(-1)!;
    expect(sent).toMatchObject({
      amount: '1500.00',
      currency: 'ETB',
      email: 'selam@example.com',
      first_name: 'Selam',
      last_name: 'Bekele',
      tx_ref: first.txRef,
      callback_url: `${origin}/api/donation/callback/${first.txRef}`,
      return_url: `${origin}/donation/thank-you?tx_ref=${first.txRef}`,
    });
    expect((sent.customization as { description: string }).description).toBe('Donation to Clinic in Gondar');
    expect(await row(first.txRef)).toMatchObject({ paymentStatus: 'PENDING', provider: 'chapa' });
  });

  it('gives Chapa a Latin-only title and description for an Amharic donor to a campaign titled in Amharic', async () => {
    const amharic = (await createCampaign(t.db, { title: 'የልብ ቀዶ ሕክምና ለሊያ' })).id;
    const res = await fetch(`${origin}/api/donation/guest/${amharic}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'am' },
      body: JSON.stringify(gift(200)),
    });
    expect(res.status).toBe(201);
    expect(peer.initializeBodies.at(-1)!.customization).toEqual({ title: 'Birr donation', description: 'Donation to a Birr campaign' });
  });

  it('tells the form Chapa needs an email, and refuses a donation without one before asking Chapa', async () => {
    const options = await (await fetch(`${origin}/api/donation/options`)).json();
    expect(options).toEqual({ data: { feePercent: 5, requiredFields: ['email'] } });
    const asked = peer.initializeBodies.length;
    const res = await fetch(`${origin}/api/donation/guest/${campaignId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...gift(), email: '' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Email is required');
    expect(peer.initializeBodies.length).toBe(asked);
  });

  it('an unpaid checkout stays pending when the thank-you page asks', async () => {
    const res = await fetch(`${origin}/api/donation/verify/${first.txRef}`);
    expect(((await res.json()) as { data: { status: string } }).data.status).toBe('PENDING');
    expect(await raised()).toEqual({ raised: 0, count: 0 });
  });

  it('paying on the hosted page (webhook, callback, then the return URL) counts the donation once', async () => {
    const page = await fetch(first.checkoutUrl);
    expect(await page.text()).toContain('Pay 1500.00 ETB');
    const res = await fetch(`${first.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${origin}/donation/thank-you?tx_ref=${first.txRef}`);
    expect(peer.webhookResponses.at(-1)).toBe(200);
    const verified = await fetch(`${origin}/api/donation/verify/${first.txRef}`);
    expect(((await verified.json()) as { data: { status: string } }).data.status).toBe('VERIFIED');
    expect(await row(first.txRef)).toMatchObject({ paymentStatus: 'VERIFIED', providerReference: peer.transactions.get(first.txRef)!.reference });
    expect(await raised()).toEqual({ raised: 1500, count: 1 });
  });

  it('replayed webhooks change nothing', async () => {
    for (let i = 0; i < 3; i++) expect(await peer.fireWebhook(first.txRef)).toBe(200);
    await peer.callCallback(first.txRef);
    expect(await raised()).toEqual({ raised: 1500, count: 1 });
  });

  it('refuses a webhook with a tampered, missing or wrongly keyed signature, before trusting anything', async () => {
    const { txRef } = await donate(700);
    peer.settle(txRef, 'success');
    const body = peer.webhookBody(txRef);
    const other = body.replace('"amount":"700.00"', '"amount":"7.00"');
    const wrongKey = (s: string) => `${s.slice(0, -1)}${s.endsWith('0') ? '1' : '0'}`;
    const attempts = [
      webhook(body, { 'x-chapa-signature': wrongKey(peer.sign(body)) }),
      webhook(other, { 'x-chapa-signature': peer.sign(body) }),
      webhook(body, {}),
      webhook(body, { 'Chapa-Signature': 'not-the-hash' }),
      peer.fireWebhook(txRef, { bodySignature: 'deadbeef', keySignature: null }).then((status) => ({ status })),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(401);
    expect((await row(txRef)).paymentStatus).toBe('PENDING');
    expect(await raised()).toEqual({ raised: 1500, count: 1 });
    // The same notification, properly signed, is accepted.
    expect(await peer.fireWebhook(txRef)).toBe(200);
    expect((await row(txRef)).paymentStatus).toBe('VERIFIED');
    expect(await raised()).toEqual({ raised: 2200, count: 2 });
  });

  it('accepts the Chapa-Signature header (the secret hash) alone, and still verifies with Chapa', async () => {
    const { txRef } = await donate(50);
    // Chapa has not settled it: a genuine but early webhook counts nothing.
    expect(await peer.fireWebhook(txRef, { bodySignature: null })).toBe(200);
    expect((await row(txRef)).paymentStatus).toBe('PENDING');
    peer.settle(txRef, 'success');
    expect(await peer.fireWebhook(txRef, { bodySignature: null })).toBe(200);
    expect((await row(txRef)).paymentStatus).toBe('VERIFIED');
    expect(await raised()).toEqual({ raised: 2250, count: 3 });
  });

  it('refuses a payment whose verified amount or currency differs from the donation: FAILED, nothing counted', async () => {
    const short = await donate(1000);
    peer.settle(short.txRef, 'success', { amount: '10.00' });
    expect(await peer.fireWebhook(short.txRef)).toBe(200);
    expect(await row(short.txRef)).toMatchObject({ paymentStatus: 'FAILED' });
    expect((await row(short.txRef)).failureReason).toMatch(/10/);

    const dollars = await donate(1000);
    peer.settle(dollars.txRef, 'success', { currency: 'USD' });
    await fetch(`${origin}/api/donation/verify/${dollars.txRef}`);
    expect((await row(dollars.txRef)).paymentStatus).toBe('FAILED');
    expect(await raised()).toEqual({ raised: 2250, count: 3 });
  });

  it('a cancelled payment on the hosted page becomes FAILED', async () => {
    const { checkoutUrl, txRef } = await donate(300);
    const res = await fetch(`${checkoutUrl}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(302);
    expect((await row(txRef)).paymentStatus).toBe('FAILED');
    expect(await raised()).toEqual({ raised: 2250, count: 3 });
  });

  it('a webhook racing return-URL verifies and the callback counts once', async () => {
    const { txRef } = await donate(333.33);
    peer.settle(txRef, 'success');
    const verify = () => fetch(`${origin}/api/donation/verify/${txRef}`).then((r) => r.status);
    const statuses = await Promise.all([
      peer.fireWebhook(txRef),
      verify(),
      peer.fireWebhook(txRef),
      verify(),
      peer.callCallback(txRef).then(() => 200),
      peer.fireWebhook(txRef),
      verify(),
    ]);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect((await row(txRef)).paymentStatus).toBe('VERIFIED');
    expect(await raised()).toEqual({ raised: 2583.33, count: 4 });
  });

  it('answers 502 with a message when Chapa refuses or cannot be reached, and keeps nothing pending', async () => {
    const wrongKey = await testApp({
      config: { webDist: '/nonexistent', publicUrl: origin },
      payments: chapaPayments({ secretKey: 'CHASECK_TEST-wrong', apiUrl: peer.apiUrl }),
    });
    const down = await testApp({
      config: { webDist: '/nonexistent', publicUrl: origin },
      payments: chapaPayments({ secretKey: SECRET_KEY, apiUrl: `http://127.0.0.1:${await freePort()}/v1`, timeoutMs: 2000 }),
    });
    try {
      for (const app of [wrongKey, down]) {
        const id = (await createCampaign(app.db)).id;
        const res = await app.app.inject({ method: 'POST', url: `/api/donation/guest/${id}`, payload: gift() });
        expect(res.statusCode).toBe(502);
        expect(res.json().message).toMatch(/could not start the checkout/);
        const rows = await app.db.select().from(donations);
        expect(rows.map((r) => r.paymentStatus)).toEqual(['FAILED']);
      }
    } finally {
      await wrongKey.close();
      await down.close();
    }
  });
});
