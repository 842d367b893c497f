import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankDetails, users } from '#server/db/schema';
import { rowsOf } from '#server/db/rows';
import { runJob } from '#server/jobs/queue';
import { SMS_PART_CHARS } from '#server/modules/notifications/compose';
import { bearer, claims } from '#tests/support/accounts';
import { verifiedUser } from '#tests/support/create-helpers';
import { addDonation, createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

// An organiser's own notices (issue 45): a decision, a payout, its goal, its end. The request
// queues them with what they tell, once however often it is sent; the notifications job sends
// them on the channels the organiser chose, with the campaign's link and a way to stop.

let t: TestApp;
let reviewer: string;
const job = () => runJob('follower-notices', t.deps);
const inject = (method: 'POST' | 'PUT', url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });

/** An organiser with a campaign that holds 1,000 Br and a bank account. */
async function organiserWithMoney(email: string, title: string) {
  const token = await verifiedUser(t, email);
  const userId = claims(token).sub!;
  const c = await createCampaign(t.db, { userId, title });
  await t.db.insert(bankDetails).values({ campaignId: c.id, bankName: 'AWASH_BANK', holderName: 'Abebe Kebede', accountNumber: '01320123456700' });
  await addDonation(t.db, c.id, { amount: 1000 });
  // What reaches them from here on (their sign-up code went before).
  const mark = t.outbox().length;
  const told = (to = email) => t.outbox().slice(mark).filter((m) => m.to === to);
  return { token, userId, campaignId: c.id, told };
}
const withdraw = (token: string, campaignId: string, amount: number, key = randomUUID()) =>
  inject('POST', `/api/campaign/${campaignId}/withdrawals`, token, { amount }, { 'idempotency-key': key });
const queued = async (campaignId: string, notice: string) =>
  rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from notification_messages where campaign_id = ${campaignId} and data->>'notice' = ${notice}`))[0].n;

beforeAll(async () => {
  t = await testApp({ auth: { adminEmail: 'reviewer@birr.example' }, config: { publicUrl: 'https://birr.example' } });
  reviewer = await verifiedUser(t, 'reviewer@birr.example');
}, 300_000);
afterAll(() => t.close());

describe("the organiser's own notices", () => {
  it('the same decision sent twice at once, and a replayed request, each queue one message', async () => {
    const o = await organiserWithMoney('twice@example.com', 'Well in Bahir Dar');
    const key = randomUUID();
    const [a, b] = await Promise.all([withdraw(o.token, o.campaignId, 300, key), withdraw(o.token, o.campaignId, 300, key)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    const w = a.json().data.id as string;
    const decisions = await Promise.all([1, 2].map(() => inject('POST', `/api/review/withdrawals/${w}/reject`, reviewer, { reason: 'The holder is not the recipient' })));
    expect(decisions.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // Nothing goes from inside the requests: the job sends it.
    expect(o.told()).toEqual([]);
    expect(await queued(o.campaignId, 'PAYOUT_REQUESTED')).toBe(1);
    expect(await queued(o.campaignId, 'PAYOUT_REJECTED')).toBe(1);
    await Promise.all([job(), job()]);
    const told = o.told();
    expect(told.map((m) => m.subject).sort()).toEqual(['Payout not approved', 'Payout requested']);
    const refusal = told.find((m) => m.subject === 'Payout not approved')!;
    expect(refusal.text).toContain('Your payout of 300.00 Br from "Well in Bahir Dar" was not approved.\nReason: The holder is not the recipient');
    expect(refusal.text).toContain(`See the campaign: https://birr.example/campaign/${o.campaignId}?ref=email`);
    expect(refusal.text).toMatch(/To choose where you hear from us: https:\/\/birr\.example\/profile\?tab=settings$/);
    await job();
    expect(o.told()).toHaveLength(2);
  });

  it('an organiser who chose SMS only hears that the payout was sent by SMS, within one part, with ?ref=sms', async () => {
    const o = await organiserWithMoney('sms-only@example.com', 'የጎንደር ክሊኒክ ግንባታ ለሁሉም የአካባቢው ነዋሪዎች የሚሆን ትልቅ ዘመቻ');
    await t.db.update(users).set({ phoneNumber: '+251911000045', locale: 'am' }).where(eq(users.id, o.userId));
    const chosen = await inject('PUT', '/api/user/notifications', o.token, { channels: ['sms'] });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const w = (await withdraw(o.token, o.campaignId, 400)).json().data.id as string;
    const approved = await inject('POST', `/api/review/withdrawals/${w}/approve`, reviewer);
    expect(approved.json().data).toMatchObject({ status: 'PAID' });
    await job();
    expect(o.told()).toEqual([]);
    const texts = o.told('+251911000045').map((m) => m.text.split('\n'));
    expect(texts).toHaveLength(3); // requested, approved, sent
    const sent = texts.find(([sentence]) => sentence.endsWith('400.00 ብር ወደ ባንክ ተልኳል።'))!;
    const [sentence, link, stop] = sent;
    expect(sentence.length).toBeLessThanOrEqual(SMS_PART_CHARS);
    expect(sentence).toMatch(/^«የጎንደር ክሊኒክ.*…»፦ 400.00 ብር ወደ ባንክ ተልኳል።$/);
    expect(link).toBe(`https://birr.example/campaign/${o.campaignId}?ref=sms&lang=am`);
    expect(stop).toBe('ለማቆም፦ https://birr.example/profile?tab=settings&lang=am');
  });
});
