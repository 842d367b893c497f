// Messages in the recipient's language on the server: a failed payout's reason and a guest reporter's
// outcome email reach people in their language, not in the provider's or the reviewer's.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankDetails, campaigns, donations, withdrawals } from '#server/db/schema';
import { runJob } from '#server/jobs/queue';
import { bearer, claims } from '#tests/support/accounts';
import { verifiedUser } from '#tests/support/create-helpers';
import { createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

let t: TestApp;
let reviewer: string;
let ipN = 0;
const ip = () => `10.127.${Math.floor(++ipN / 250)}.${ipN % 250}`;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, remoteAddress: ip(), headers: { ...(token ? bearer(token) : {}), ...headers } });
const mailTo = (to: string) => t.outbox().filter((m) => m.to === to);

beforeAll(async () => {
  t = await testApp({ auth: { adminEmail: 'reviewer@birr.example' }, config: { webDist: '/nonexistent', publicUrl: 'http://birr.test' } });
  reviewer = await verifiedUser(t, 'reviewer@birr.example');
});
afterAll(() => t.close());

/** A campaign with 1,000 Br to pay out to an account the sandbox bank refuses (it ends in 0000). */
async function refusedPayout(organiser: string) {
  const c = await createCampaign(t.db, { userId: claims(organiser).sub!, title: 'Clinic in Gondar' });
  await t.db.insert(bankDetails).values({ campaignId: c.id, bankName: 'COMMERCIAL_BANK_OF_ETHIOPIA', holderName: 'Abebe Kebede', accountNumber: '1000120000' });
  await t.db.insert(donations).values({
    campaignId: c.id, donorFirstName: 'D', donorLastName: 'F', email: 'd@example.com', amount: '1000.00', fee: '50.00',
    txRef: `t-${randomUUID()}`, paymentStatus: 'VERIFIED', verifiedAt: new Date(),
  });
  await t.db.update(campaigns).set({ raisedAmount: sql`${campaigns.raisedAmount} + 1000` }).where(eq(campaigns.id, c.id));
  const asked = await call('POST', `/api/campaign/${c.id}/withdrawals`, organiser, { amount: 500 }, { 'idempotency-key': randomUUID() });
  expect(asked.statusCode).toBe(201);
  // The reviewer works in English; the organiser hears in their own language all the same.
  const approved = await call('POST', `/api/review/withdrawals/${asked.json().data.id}/approve`, reviewer, undefined, { 'accept-language': 'en' });
  expect(approved.statusCode).toBe(200);
  return { campaignId: c.id, withdrawal: approved.json().data };
}

describe('a failed payout’s reason', () => {
  it('reaches an Amharic organiser in Amharic and an English one in English, as a code the screens translate', async () => {
    const amharic = await verifiedUser(t, 'amharic-organiser@example.com');
    expect((await call('PUT', '/api/user/locale', amharic, { locale: 'am' })).statusCode).toBeLessThan(300);
    const english = await verifiedUser(t, 'english-organiser@example.com');

    const am = await refusedPayout(amharic);
    expect(am.withdrawal).toMatchObject({ status: 'FAILED', failureCode: 'account_refused' });
    // Queued with the settled payout; the notifications job sends it.
    await runJob('follower-notices', t.deps);
    const amMail = mailTo('amharic-organiser@example.com').find((m) => m.subject === 'ገንዘቡን መላክ አልተሳካም')!;
    expect(amMail.subject).toBe('ገንዘቡን መላክ አልተሳካም');
    expect(amMail.text).toContain('ባንኩ የባንክ ሂሳቡን አልተቀበለውም');
    expect(amMail.text).not.toMatch(/refused|sandbox/i);

    const en = await refusedPayout(english);
    await runJob('follower-notices', t.deps);
    const enMail = mailTo('english-organiser@example.com').find((m) => m.subject === 'Payout failed')!;
    expect(enMail.subject).toBe('Payout failed');
    expect(enMail.text).toContain('could not be sent: The bank refused the account.');

    // The payouts list carries the code (the screen words it); the provider's words stay for operators.
    const list = (await call('GET', `/api/campaign/${am.campaignId}/withdrawals`, amharic)).json().data;
    expect(list[0]).toMatchObject({ status: 'FAILED', failureCode: 'account_refused', reason: 'The sandbox bank refused the account' });
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, am.withdrawal.id));
    expect(row).toMatchObject({ failureCode: 'account_refused', reason: 'The sandbox bank refused the account' });
  });

  it('shows a code it does not know (a row from another version) as the general one', async () => {
    const organiser = await verifiedUser(t, 'odd-code@example.com');
    const { campaignId, withdrawal } = await refusedPayout(organiser);
    await t.db.update(withdrawals).set({ failureCode: 'bank_on_strike' }).where(eq(withdrawals.id, withdrawal.id));
    const list = (await call('GET', `/api/campaign/${campaignId}/withdrawals`, organiser)).json().data;
    expect(list[0]).toMatchObject({ status: 'FAILED', failureCode: 'unknown' });
  });
});

describe('a guest reporter', () => {
  it('hears the outcome in the language they reported in, not the reviewer’s', async () => {
    const organiser = await verifiedUser(t, 'reported-organiser@example.com');
    const c = await createCampaign(t.db, { userId: claims(organiser).sub!, title: 'Roof for the school' });
    const filed = await call('POST', `/api/campaign/${c.id}/reports`, undefined, { reason: 'MISLEADING', email: 'guest-am@example.com' }, { 'accept-language': 'am-ET,am;q=0.9' });
    expect(filed.statusCode).toBe(201);
    const enGuest = await call('POST', `/api/campaign/${c.id}/reports`, undefined, { reason: 'OTHER', email: 'guest-en@example.com' }, { 'accept-language': 'en' });
    expect(enGuest.statusCode).toBe(201);

    // The reviewer dismisses them with an English request.
    const dismissed = await call('POST', `/api/review/campaigns/${c.id}/reports/dismiss`, reviewer, undefined, { 'accept-language': 'en' });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().message).toMatch(/[A-Za-z]/);
    await runJob('person-notices', t.deps);

    const am = mailTo('guest-am@example.com').at(-1)!;
    expect(am.subject).toBe('የሪፖርትዎ ውጤት');
    expect(am.text).toContain('ስለ "Roof for the school" ላቀረቡት ሪፖርት እናመሰግናለን');
    const en = mailTo('guest-en@example.com').at(-1)!;
    expect(en.subject).toBe('The outcome of your report');
    expect(en.text).toContain('found no reason to take the campaign down');
  });

  it('reporting in English, then a reviewer working in Amharic, still gets English', async () => {
    const organiser = await verifiedUser(t, 'reported-organiser2@example.com');
    const c = await createCampaign(t.db, { userId: claims(organiser).sub!, title: 'Books for Bahir Dar' });
    expect((await call('POST', `/api/campaign/${c.id}/reports`, undefined, { reason: 'OTHER', email: 'guest-en2@example.com' })).statusCode).toBe(201);
    expect((await call('POST', `/api/review/campaigns/${c.id}/reports/dismiss`, reviewer, undefined, { cookie: 'lang=am' })).statusCode).toBe(200);
    await runJob('person-notices', t.deps);
    expect(mailTo('guest-en2@example.com').at(-1)?.subject).toBe('The outcome of your report');
  });
});
