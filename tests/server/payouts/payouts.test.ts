import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankDetails, campaigns, donations } from '#server/db/schema';
import { runJob } from '#server/jobs/queue';
import { closeExpired } from '#server/modules/campaigns/closing';
import { sendDonationNotices } from '#server/modules/donations/notices';
import { bearer, claims } from '#tests/support/accounts';
import { verifiedUser } from '#tests/support/create-helpers';
import { createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

let t: TestApp;
let now = new Date('2026-11-20T09:00:00Z');
let reviewer: string;
let organiser: string;
let organiserId: string;
let stranger: string;

beforeAll(async () => {
  t = await testApp({ clock: () => now, auth: { adminEmail: 'reviewer@birr.example' }, config: { webDist: '/nonexistent', publicUrl: 'http://birr.test' } });
  reviewer = await verifiedUser(t, 'reviewer@birr.example');
  organiser = await verifiedUser(t, 'organiser@example.com');
  organiserId = claims(organiser).sub!;
  stranger = await verifiedUser(t, 'stranger@example.com');
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...(token ? bearer(token) : {}), ...headers } });
const withdraw = (campaignId: string, amount: unknown, key: string | null = randomUUID(), token = organiser) =>
  post(`/api/campaign/${campaignId}/withdrawals`, token, { amount }, key ? { 'idempotency-key': key } : {});
const messagesTo = (to: string) => t.outbox().filter((m) => m.to === to);
/** The organiser's notices are queued with what they tell and sent by the notifications job. */
const deliver = () => runJob('follower-notices', t.deps);
/** What the organiser was told about one campaign (each notice links to it), by subject. */
const toldAbout = (id: string) => messagesTo('organiser@example.com').filter((m) => m.text.includes(`/campaign/${id}?ref=email`));
const subjectsAbout = (id: string) => toldAbout(id).map((m) => m.subject).sort();

let n = 0;
/** A verified donation with its fee, as the payment confirmation leaves it. */
async function gift(campaignId: string, amount: string, fee: string) {
  await t.db.insert(donations).values({
    campaignId, donorFirstName: 'D', donorLastName: 'F', email: `d${++n}@example.com`, amount, fee, feeRate: '0.0500',
    txRef: `t-${randomUUID()}`, paymentStatus: 'VERIFIED', verifiedAt: now,
  });
  await t.db.update(campaigns).set({ raisedAmount: sql`${campaigns.raisedAmount} + ${amount}` }).where(eq(campaigns.id, campaignId));
}

async function fundedCampaign(account = '1000123456789', opts: { raised?: [string, string][] } = {}) {
  const c = await createCampaign(t.db, { userId: organiserId, title: `Clinic ${++n}` });
  await t.db.insert(bankDetails).values({ campaignId: c.id, bankName: 'COMMERCIAL_BANK_OF_ETHIOPIA', holderName: 'Abebe Kebede', accountNumber: account });
  for (const [amount, fee] of opts.raised ?? [['1000.10', '50.01'], ['333.33', '16.67']]) await gift(c.id, amount, fee);
  return c.id;
}
const balance = async (id: string) => (await get(`/api/campaign/${id}/balance`, organiser)).json().data;

describe('the balance', () => {
  it('shows the organiser and reviewers raised − fees − paid out − in flight, exactly, in Birr', async () => {
    const id = await fundedCampaign();
    for (const token of [organiser, reviewer]) {
      const res = await get(`/api/campaign/${id}/balance`, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('no-store');
      expect(res.json().data).toEqual({ raised: 1333.43, fees: 66.68, paidOut: 0, inFlight: 0, available: 1266.75, currency: 'ETB' });
    }
  });

  it('is nobody else’s business: 401 signed out, 403 for another user, 404 for no campaign, 400 for a bad id', async () => {
    const id = await fundedCampaign();
    expect((await get(`/api/campaign/${id}/balance`)).statusCode).toBe(401);
    const res = await get(`/api/campaign/${id}/balance`, stranger);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/organiser or a reviewer/);
    expect((await get(`/api/campaign/${randomUUID()}/balance`, organiser)).statusCode).toBe(404);
    expect((await get(`/api/campaign/nope/balance`, organiser)).json().message).toBe('Invalid campaign id');
    expect((await get(`/api/campaign/${id}/withdrawals`, stranger)).statusCode).toBe(403);
  });
});

describe('asking for a payout', () => {
  it('records a request for the campaign’s bank account, masked, and holds the amount in flight', async () => {
    const id = await fundedCampaign();
    const res = await withdraw(id, 1000.25);
    expect(res.statusCode).toBe(201);
    const w = res.json().data;
    expect(w).toMatchObject({ campaignId: id, amount: 1000.25, status: 'REQUESTED', bank: { bankName: 'COMMERCIAL_BANK_OF_ETHIOPIA', holderName: 'Abebe Kebede', accountNumberMasked: '•••• 6789' } });
    expect(JSON.stringify(w)).not.toContain('1000123456789');
    expect(await balance(id)).toMatchObject({ inFlight: 1000.25, available: 266.5 });
    expect((await get(`/api/campaign/${id}/withdrawals`, organiser)).json().data.map((x: { id: string }) => x.id)).toEqual([w.id]);
    await deliver();
    expect(subjectsAbout(id)).toEqual(['Payout requested']);
  });

  it('answers a replay with the first withdrawal, and refuses the key for another amount', async () => {
    const id = await fundedCampaign();
    const key = randomUUID();
    const first = await withdraw(id, 100, key);
    const again = await withdraw(id, 100, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await withdraw(id, 101, key)).statusCode).toBe(409);
    expect(await balance(id)).toMatchObject({ inFlight: 100 });
  });

  it('refuses bad amounts and missing keys with a message', async () => {
    const id = await fundedCampaign();
    const cases: Array<[unknown, string | null, number, RegExp]> = [
      [0, randomUUID(), 400, /greater than 0/],
      [-5, randomUUID(), 400, /greater than 0/],
      [10.001, randomUUID(), 400, /2 decimal/],
      ['ten', randomUUID(), 400, /number/],
      [1266.76, randomUUID(), 409, /available balance/],
      [10, null, 400, /Idempotency-Key/],
      [10, 'short', 400, /Idempotency-Key/],
    ];
    for (const [amount, key, status, message] of cases) {
      const res = await withdraw(id, amount, key);
      expect(res.statusCode, JSON.stringify(amount)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect((await withdraw(id, 10, randomUUID(), stranger)).statusCode).toBe(403);
    expect((await withdraw(id, 10, randomUUID(), reviewer)).statusCode).toBe(403);
    expect(await balance(id)).toMatchObject({ inFlight: 0, available: 1266.75 });
  });

  it('never overdraws when requests arrive at once', async () => {
    const id = await fundedCampaign();
    const results = await Promise.all(Array.from({ length: 6 }, () => withdraw(id, 500)));
    // One request open per campaign (issue 40): the first counted wins, the others hear 409.
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await balance(id)).toMatchObject({ inFlight: 500, available: 766.75 });
  });

  it('is only for an approved campaign with a bank account', async () => {
    const pending = await createCampaign(t.db, { userId: organiserId, status: 'PENDING' });
    expect((await withdraw(pending.id, 10)).json().message).toMatch(/approved/);
    const noBank = await createCampaign(t.db, { userId: organiserId });
    await gift(noBank.id, '100.00', '5.00');
    expect((await withdraw(noBank.id, 10)).json().message).toMatch(/no bank account/);
  });
});

describe('reviewers decide payouts', () => {
  it('queues requests oldest first for reviewers only', async () => {
    const id = await fundedCampaign();
    const a = (await withdraw(id, 100)).json().data.id;
    const b = (await withdraw(await fundedCampaign(), 200)).json().data.id;
    expect((await get('/api/review/withdrawals')).statusCode).toBe(401);
    expect((await get('/api/review/withdrawals', organiser)).statusCode).toBe(403);
    const res = await get('/api/review/withdrawals?limit=50', reviewer);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((w: { id: string }) => w.id);
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
    expect(res.json().data.find((w: { id: string }) => w.id === a)).toMatchObject({ campaign: { id }, balance: { inFlight: 100 } });
  });

  it('approval pays the bank once, however many reviewers press it at once, and tells the organiser', async () => {
    const id = await fundedCampaign();
    const w = (await withdraw(id, 1200)).json().data;
    const [x, y, z] = await Promise.all([1, 2, 3].map(() => post(`/api/review/withdrawals/${w.id}/approve`, reviewer)));
    expect([x, y, z].map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const ok = [x, y, z].find((r) => r.statusCode === 200)!.json().data;
    expect(ok).toMatchObject({ id: w.id, status: 'PAID' });
    expect(ok.reference).toMatch(/^birr-po-/);
    expect(await balance(id)).toMatchObject({ paidOut: 1200, inFlight: 0, available: 66.75 });
    const counted = (await t.db.execute(sql`select count(*)::int as n from sandbox_payouts where reference = ${ok.reference}`)) as unknown as { rows: Array<{ n: number }> };
    expect(counted.rows[0].n).toBe(1);
    await deliver();
    expect(subjectsAbout(id)).toEqual(['Payout approved', 'Payout requested', 'Payout sent']);
    expect((await post(`/api/review/withdrawals/${w.id}/reject`, reviewer, { reason: 'late' })).statusCode).toBe(409);
  });

  it('rejection needs a reason, and gives the amount back', async () => {
    const id = await fundedCampaign();
    const w = (await withdraw(id, 100)).json().data;
    const empty = await post(`/api/review/withdrawals/${w.id}/reject`, reviewer, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/reason/);
    const res = await post(`/api/review/withdrawals/${w.id}/reject`, reviewer, { reason: 'Bank holder does not match the recipient' });
    expect(res.json().data).toMatchObject({ status: 'REJECTED', reason: 'Bank holder does not match the recipient' });
    expect(await balance(id)).toMatchObject({ inFlight: 0, available: 1266.75 });
    await deliver();
    expect(toldAbout(id).find((m) => m.subject === 'Payout not approved')?.text).toContain('Reason: Bank holder does not match the recipient');
  });

  it('a failed transfer puts the amount back in available and says why', async () => {
    const id = await fundedCampaign('1000120000');
    const w = (await withdraw(id, 500)).json().data;
    const res = await post(`/api/review/withdrawals/${w.id}/approve`, reviewer);
    expect(res.json().data).toMatchObject({ status: 'FAILED', reason: expect.stringMatching(/refused/), failureCode: 'account_refused' });
    expect(await balance(id)).toMatchObject({ paidOut: 0, inFlight: 0, available: 1266.75 });
    await deliver();
    expect(subjectsAbout(id)).toEqual(['Payout approved', 'Payout failed', 'Payout requested']);
  });

  it('a reviewer cannot decide a payout for their own campaign', async () => {
    const reviewerId = claims(reviewer).sub!;
    const c = await createCampaign(t.db, { userId: reviewerId });
    await t.db.insert(bankDetails).values({ campaignId: c.id, bankName: 'AWASH_BANK', holderName: 'R', accountNumber: '01320123456700' });
    await gift(c.id, '100.00', '5.00');
    const w = (await withdraw(c.id, 95, randomUUID(), reviewer)).json().data;
    const res = await post(`/api/review/withdrawals/${w.id}/approve`, reviewer);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/own campaign/);
    expect((await post(`/api/review/withdrawals/${randomUUID()}/approve`, reviewer)).statusCode).toBe(404);
    expect((await post(`/api/review/withdrawals/x/approve`, reviewer)).statusCode).toBe(400);
  });
});

describe('closing', () => {
  const donate = (campaignId: string) =>
    post(`/api/donation/guest/${campaignId}`, undefined, { donorFirstName: 'A', donorLastName: 'B', email: 'a@example.com', amount: 10, isAnonymous: false });

  it('the organiser can close early; the campaign then takes no donations', async () => {
    const id = await fundedCampaign();
    expect((await post(`/api/campaign/${id}/close`, stranger)).statusCode).toBe(403);
    const res = await post(`/api/campaign/${id}/close`, organiser);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('COMPLETED');
    expect((await post(`/api/campaign/${id}/close`, organiser)).statusCode).toBe(409);
    expect((await donate(id)).statusCode).toBe(409);
    // Closed, the money can still be paid out.
    expect((await withdraw(id, 100)).statusCode).toBe(201);
  });

  it('the hourly job completes campaigns past their Ethiopian deadline once, and tells each organiser once', async () => {
    const ending = await createCampaign(t.db, { userId: organiserId, deadline: '2026-11-20', title: 'Ends today' });
    const ended = await createCampaign(t.db, { userId: organiserId, deadline: '2026-11-19', title: 'Ended yesterday' });
    now = new Date('2026-11-20T20:59:00Z'); // 23:59 in Addis Ababa
    await closeExpired(t.deps);
    const status = async (id: string) => (await t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0].status;
    expect(await status(ending.id)).toBe('ACTIVE');
    expect(await status(ended.id)).toBe('COMPLETED');
    now = new Date('2026-11-20T21:00:00Z'); // midnight in Addis Ababa
    await Promise.all([closeExpired(t.deps), closeExpired(t.deps)]);
    expect(await status(ending.id)).toBe('COMPLETED');
    await Promise.all([deliver(), deliver()]);
    const ends = messagesTo('organiser@example.com').filter((m) => m.subject === 'Your campaign has ended');
    expect(ends.filter((m) => m.text.includes('Ends today'))).toHaveLength(1);
    expect(ends.filter((m) => m.text.includes('Ended yesterday'))).toHaveLength(1);
    expect((await donate(ending.id)).statusCode).toBe(409);
    now = new Date('2026-11-20T09:00:00Z');
  });
});

describe('donation notices and receipts', () => {
  it('tells the organiser of new donations in one message, at most one an hour per campaign', async () => {
    const id = await fundedCampaign('1000123456789', { raised: [] });
    const title = (await t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0].title;
    const notices = () => messagesTo('organiser@example.com').filter((m) => m.text.includes(`"${title}" received`));
    await gift(id, '100.00', '5.00');
    await gift(id, '250.00', '12.50');
    await Promise.all([sendDonationNotices(t.deps), sendDonationNotices(t.deps)]);
    expect(notices().map((m) => m.subject)).toEqual(['2 new donations']);
    expect(notices()[0].text).toContain('350.00 Br');
    await gift(id, '40.00', '2.00');
    await sendDonationNotices(t.deps);
    expect(notices()).toHaveLength(1);
    await t.db.update(campaigns).set({ donationNoticeAt: new Date(Date.now() - 61 * 60_000) }).where(eq(campaigns.id, id));
    await sendDonationNotices(t.deps);
    expect(notices().map((m) => m.subject)).toEqual(['2 new donations', 'A new donation']);
  });

  it('sends the donor a receipt on payment, printable at a link only they hold; reaching the goal is told once', async () => {
    const c = await createCampaign(t.db, { userId: organiserId, goal: 1500, title: 'Goal campaign' });
    const start = async (amount: number, email: string) => {
      const res = await post(`/api/donation/guest/${c.id}`, undefined, { donorFirstName: 'Almaz', donorLastName: 'Worku', email, amount, isAnonymous: false });
      const { txRef } = res.json().data;
      await t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${txRef}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      return txRef as string;
    };
    const txRef = await start(1000, 'almaz@example.com');
    const receipt = messagesTo('almaz@example.com').at(-1)!;
    expect(receipt.subject).toContain('1,000.00 Br');
    expect(receipt.text).toContain('Campaign: Goal campaign');
    expect(receipt.text).toContain('Service fee (included): 50.00 Br');
    expect(receipt.text).toContain(`Reference: ${txRef}`);
    const link = /Printable receipt: (\S+)/.exec(receipt.text)![1];
    expect(link).toMatch(/^http:\/\/birr\.test\/api\/donation\/receipt\/[A-Za-z0-9_-]{43}$/);
    const page = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Goal campaign');
    expect(page.body).toContain('1,000.00');
    expect(page.body).toContain(txRef);
    const verify = (await get(`/api/donation/verify/${txRef}`)).json().data;
    expect(verify.receiptPath).toBe(new URL(link).pathname);
    expect((await get('/api/donation/receipt/not-a-token')).statusCode).toBe(400);
    expect((await get(`/api/donation/receipt/${'A'.repeat(43)}`)).statusCode).toBe(404);

    const goal = () => messagesTo('organiser@example.com').filter((m) => m.subject === 'Your campaign reached its goal' && m.text.includes('Goal campaign'));
    expect(goal()).toHaveLength(0);
    await start(600, 'b@example.com');
    await start(700, 'c@example.com');
    await deliver();
    expect(goal()).toHaveLength(1);
    // A replayed confirmation sends nothing again.
    const before = messagesTo('almaz@example.com').length;
    await t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${txRef}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(messagesTo('almaz@example.com')).toHaveLength(before);
  });
});

describe('the withdrawals table', () => {
  it('keeps withdrawals positive whatever a caller sends', async () => {
    await expect(t.db.execute(sql`insert into withdrawals (campaign_id, requested_by, amount, bank_name, holder_name, account_number, idempotency_key)
      select id, user_id, -1, 'AWASH_BANK', 'x', '1', 'k-negative' from campaigns limit 1`)).rejects.toThrow();
  });
});
