import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, donations } from '#server/db/schema';
import { bearer } from '#tests/support/accounts';
import { createCampaign, createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

let t: TestApp;
let userId: string;
const PW = 'Demo12345!';

beforeAll(async () => {
  t = await testApp({ config: { webDist: '/nonexistent', publicUrl: 'http://birr.test' } });
  const passwordHash = await hash(PW, { algorithm: 2 });
  userId = (await createUser(t.db, { email: 'donor@example.com', passwordHash, firstName: 'Hana' })).id;
});
afterAll(() => t.close());

const gift = (over: Record<string, unknown> = {}) => ({
  donorFirstName: 'Almaz',
  donorLastName: 'Worku',
  email: 'almaz@example.com',
  amount: 1500,
  isAnonymous: false,
  ...over,
});

let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
/** Each request from its own client address unless told, so the per-address limit stays out of the way. */
const send = (app: TestApp, url: string, payload: object, headers: Record<string, string> = {}, ip = freshIp()) =>
  app.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
const donateAsGuest = (campaignId: string, body: object = gift(), ip = freshIp()) =>
  send(t, `/api/donation/guest/${campaignId}`, body, {}, ip);

async function campaignNumbers(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/campaign/${id}` });
  const c = res.json().data;
  return { raised: c.raisedAmount as number, count: c._count.Donation as number };
}
const donationRow = async (txRef: string) =>
  (await t.db.select().from(donations).where(eq(donations.txRef, txRef)))[0];
const rowCount = async () => Number((await t.db.select({ n: sql<number>`count(*)` }).from(donations))[0].n);

const pay = (txRef: string) => t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${txRef}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
const cancel = (txRef: string) => t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${txRef}/cancel`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
const verify = (txRef: string) => t.app.inject({ method: 'GET', url: `/api/donation/verify/${txRef}` });

describe('a guest donates through the sandbox checkout', () => {
  let campaignId: string;
  let txRef: string;
  beforeAll(async () => {
    campaignId = (await createCampaign(t.db, { title: 'Water for Lalibela' })).id;
  });

  it('answers the checkout address and a reference, and records a pending donation with the fee rate', async () => {
    const res = await donateAsGuest(campaignId);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.status).toBe('success');
    txRef = body.data.txRef;
    expect(body.data.checkoutUrl).toBe(`http://birr.test/api/payments/sandbox/${txRef}`);
    const row = await donationRow(txRef);
    expect(row).toMatchObject({
      paymentStatus: 'PENDING',
      amount: '1500.00',
      currency: 'ETB',
      feeRate: '0.0500',
      fee: '75.00',
      userId: null,
      provider: 'sandbox',
    });
    expect(await campaignNumbers(campaignId)).toEqual({ raised: 0, count: 0 });
  });

  it('shows the campaign and amount on a checkout page without any script', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/${txRef}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Water for Lalibela');
    expect(res.body).toContain('Pay 1,500.00 Br');
    expect(res.body).toContain('Cancel');
    expect(res.body).not.toMatch(/<script/i);
  });

  it('still pending before paying: the verify endpoint says so and nothing is counted', async () => {
    const res = await verify(txRef);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'PENDING', amount: 1500, campaign: { id: campaignId, title: 'Water for Lalibela' } });
    expect(res.body).not.toContain('almaz@example.com');
  });

  it('paying sends the donor to the thank-you page and counts the donation once', async () => {
    const res = await pay(txRef);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://birr.test/donation/thank-you?tx_ref=${txRef}`);
    expect((await donationRow(txRef)).paymentStatus).toBe('VERIFIED');
    expect(await campaignNumbers(campaignId)).toEqual({ raised: 1500, count: 1 });
    const list = (await t.app.inject({ method: 'GET', url: `/api/donation/${campaignId}` })).json().data;
    expect(list).toEqual([expect.objectContaining({ donorFirstName: 'Almaz', donorLastName: 'Worku', amount: 1500 })]);
    expect((await verify(txRef)).json().data.status).toBe('VERIFIED');
  });

  it('replaying the confirmation (pay again, verify again, cancel after) changes nothing', async () => {
    await pay(txRef);
    await verify(txRef);
    await cancel(txRef);
    await verify(txRef);
    expect((await donationRow(txRef)).paymentStatus).toBe('VERIFIED');
    expect(await campaignNumbers(campaignId)).toEqual({ raised: 1500, count: 1 });
  });

  it('a cancelled payment becomes FAILED and counts nothing', async () => {
    const ref = (await donateAsGuest(campaignId, gift({ amount: 200 }))).json().data.txRef;
    const res = await cancel(ref);
    expect(res.statusCode).toBe(303);
    expect(await donationRow(ref)).toMatchObject({ paymentStatus: 'FAILED' });
    await pay(ref);
    expect((await donationRow(ref)).paymentStatus).toBe('FAILED');
    expect((await verify(ref)).json().data.status).toBe('FAILED');
    expect(await campaignNumbers(campaignId)).toEqual({ raised: 1500, count: 1 });
  });

  it('an anonymous donation is listed without a name', async () => {
    const ref = (await donateAsGuest(campaignId, gift({ amount: 10.5, isAnonymous: true, donorFirstName: 'Hidden' }))).json().data.txRef;
    await pay(ref);
    const res = await t.app.inject({ method: 'GET', url: `/api/donation/${campaignId}` });
    expect(res.json().data[0]).toMatchObject({ amount: 10.5, isAnonymous: true, donorFirstName: null, donorLastName: null });
    expect(res.body).not.toContain('Hidden');
    expect(await campaignNumbers(campaignId)).toEqual({ raised: 1510.5, count: 2 });
  });
});

describe('a signed-in donor', () => {
  it('donates with the bearer token and the donation is linked to the account', async () => {
    const campaignId = (await createCampaign(t.db)).id;
    const signin = await send(t, '/api/auth/local/signin', { email: 'donor@example.com', password: PW });
    const token = signin.json().access_token as string;
    const res = await send(t, `/api/donation/${campaignId}`, gift({ donorFirstName: 'Hana' }), bearer(token));
    expect(res.statusCode).toBe(201);
    const ref = res.json().data.txRef;
    expect(await donationRow(ref)).toMatchObject({ userId, donorFirstName: 'Hana' });
    await pay(ref);
    expect(await campaignNumbers(campaignId)).toEqual({ raised: 1500, count: 1 });
  });

  it('is refused without a valid token on the signed-in route', async () => {
    const campaignId = (await createCampaign(t.db)).id;
    const res = await send(t, `/api/donation/${campaignId}`, gift(), bearer('nonsense'));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });
});

describe('a donor without an email (signed up with a phone number)', () => {
  it('donates through the sandbox, which needs none, and the form is told so with the fee', async () => {
    const options = await t.app.inject({ method: 'GET', url: '/api/donation/options' });
    expect(options.json()).toEqual({ data: { feePercent: 5, requiredFields: [] } });
    const campaignId = (await createCampaign(t.db)).id;
    const res = await donateAsGuest(campaignId, gift({ email: undefined }));
    expect(res.statusCode).toBe(201);
    expect((await donationRow(res.json().data.txRef)).email).toBe('');
  });
});

describe('bad input is refused with a message and nothing is stored', () => {
  let campaignId: string;
  beforeAll(async () => {
    campaignId = (await createCampaign(t.db)).id;
  });

  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['zero amount', gift({ amount: 0 }), /greater than 0/],
    ['negative amount', gift({ amount: -5 }), /greater than 0/],
    ['non-numeric amount', gift({ amount: 'lots' }), /must be a number/],
    ['absurdly large amount', gift({ amount: 1e12 }), /at most/],
    ['more than two decimals', gift({ amount: 10.123 }), /2 decimal/],
    ['missing first name', gift({ donorFirstName: '  ' }), /First name is required/],
    ['missing last name', gift({ donorLastName: undefined }), /Last name is required/],
    ['invalid email', gift({ email: 'almaz-at-example' }), /valid email/],
    ['control characters in a name', gift({ donorFirstName: 'Al\u0000maz' }), /not allowed/],
  ];
  for (const [what, body, message] of cases) {
    it(what, async () => {
      const before = await rowCount();
      const res = await donateAsGuest(campaignId, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(await rowCount()).toBe(before);
    });
  }

  it('unknown, pending, closed and past-deadline campaigns', async () => {
    const before = await rowCount();
    const unknown = await donateAsGuest('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Campaign not found');
    const pending = await donateAsGuest((await createCampaign(t.db, { status: 'PENDING' })).id);
    expect(pending.statusCode).toBe(404);
    const completed = await donateAsGuest((await createCampaign(t.db, { status: 'COMPLETED' })).id);
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toBe('This campaign is no longer accepting donations');
    const expired = await donateAsGuest((await createCampaign(t.db, { deadline: '2020-01-01' })).id);
    expect(expired.statusCode).toBe(409);
    const malformed = await donateAsGuest('not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(await rowCount()).toBe(before);
  });
});

describe('rate limit', () => {
  it('refuses more than the allowed donations from one address, with Retry-After', async () => {
    const limited = await testApp({ donations: { perAddressPer10Min: 3 } });
    try {
      const id = (await createCampaign(limited.db)).id;
      const again = () => send(limited, `/api/donation/guest/${id}`, gift(), {}, '10.1.1.1');
      for (let i = 0; i < 3; i++) expect((await again()).statusCode).toBe(201);
      const refused = await again();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/Too many donation attempts/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const other = await send(limited, `/api/donation/guest/${id}`, gift(), {}, '10.1.1.2');
      expect(other.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('exactly once under concurrency', () => {
  it('100 donations to one campaign, each confirmed by racing paths at once, sum exactly', async () => {
    const campaignId = (await createCampaign(t.db, { goal: 1_000_000 })).id;
    const amounts = Array.from({ length: 100 }, (_, i) => 10 + i + (i % 3) * 0.25);
    const refs: string[] = [];
    for (const amount of amounts) {
      const res = await donateAsGuest(campaignId, gift({ amount }));
      expect(res.statusCode).toBe(201);
      refs.push(res.json().data.txRef);
    }
    // Each payment is confirmed three times at once: the checkout's Pay, and two return-URL verifies.
    const results = await Promise.all(refs.flatMap((ref) => [pay(ref), verify(ref), verify(ref)]));
    expect(results.every((r) => r.statusCode < 400)).toBe(true);
    // Whatever a verify saw first, asking again now finds all settled.
    await Promise.all(refs.map((ref) => verify(ref)));
    const expected = amounts.reduce((s, a) => s + Math.round(a * 100), 0) / 100;
    const [c] = await t.db.select({ raised: campaigns.raisedAmount }).from(campaigns).where(eq(campaigns.id, campaignId));
    expect(c.raised).toBe(expected.toFixed(2));
    expect(await campaignNumbers(campaignId)).toEqual({ raised: expected, count: 100 });
  });
});
