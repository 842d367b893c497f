import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInEthiopia } from '#contract/dates';
import { campaignFollowers, campaigns, notificationDeliveries } from '#server/db/schema';
import { runJob } from '#server/jobs/queue';
import { SMS_PART_CHARS } from '#server/modules/notifications/compose';
import { bearer, PASSWORD, post } from '#tests/support/accounts';
import { verifiedUser } from '#tests/support/create-helpers';
import { addDonation, createCampaign } from '#tests/support/fixtures';
import { testApp, type OutboxMessage, type TestApp } from '#tests/support/harness';
import { claims } from '#tests/support/accounts';

// What followers hear (issue 45), sent by the job queue: updates, half the goal, the goal, the
// last days, the end, a suspension; each person once per message, at most one non-urgent message
// per campaign in three days, in their language, with the campaign's link and a way to stop.

let t: TestApp;
let now = new Date();
/** Addresses the mail server refuses for now (in front of the real outbox adapter). */
const refusing = new Set<string>();
const sent = (): OutboxMessage[] => t.outbox();
const sentTo = (to: string) => sent().filter((m) => m.to === to);
const job = () => runJob('follower-notices', t.deps);
const later = (ms: number) => void (now = new Date(now.getTime() + ms));
const DAY = 86_400_000;

let organiserId: string;
const organiser = async () => {
  const res = await post(t, '/api/auth/local/signin', { email: 'organiser@example.com', password: PASSWORD });
  return res.json().access_token as string;
};
const postUpdate = async (campaign: string, text: string) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/campaign/${campaign}/updates`, headers: bearer(await organiser()), payload: { text } });
  expect(res.statusCode, res.body).toBe(201);
  return res;
};
/** `n` confirmed guest followers, straight into the table: f0…@<domain>. */
const addFollowers = (campaign: string, n: number, domain: string) =>
  t.db.execute(sql`
    insert into campaign_followers (campaign_id, email, locale, confirmed_at)
    select ${campaign}, 'f' || i || '@' || ${domain}, 'en', ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz
      from generate_series(0, ${n - 1}) i`);
const follower = (campaign: string, over: Partial<typeof campaignFollowers.$inferInsert>) =>
  t.db.insert(campaignFollowers).values({ campaignId: campaign, confirmedAt: new Date(now.getTime() - 60_000), ...over });
const deliveries = (campaign: string) => t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.campaignId, campaign));

beforeAll(async () => {
  t = await testApp({ clock: () => now, config: { publicUrl: 'https://birr.example' } });
  const outbox = t.deps.notifiers.email;
  t.deps.notifiers.email = { send: (msg) => (refusing.has(msg.to) ? Promise.reject(new Error('mailbox unavailable')) : outbox.send(msg)) };
  organiserId = claims(await verifiedUser(t, 'organiser@example.com')).sub!;
}, 300_000);
afterAll(() => t.close());

describe('an update reaches followers through the job', () => {
  it('with 10,000 followers the request answers before any delivery is made', async () => {
    const c = (await createCampaign(t.db, { userId: organiserId, title: 'Big crowd' })).id;
    await addFollowers(c, 10_000, 'crowd.example');
    const before = sent().length;
    const started = Date.now();
    const res = await postUpdate(c, 'Thank you, all of you');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.json().emailed).toBe(10_000);
    expect(sent().length).toBe(before);
    expect(await deliveries(c)).toEqual([]);
    // Delivered later by the job; not in this test (see the next ones), so the message is closed here.
    await t.db.execute(sql`update notification_messages set done_at = now() where campaign_id = ${c}`);
  });

  it('two runs at once send each follower the update once', async () => {
    const c = (await createCampaign(t.db, { userId: organiserId, title: 'Roof for Adwa' })).id;
    await addFollowers(c, 240, 'adwa.example');
    // The same person twice (as a guest and as an account with that address) is one person.
    const [u] = await t.db.execute(sql`insert into users (first_name, last_name, email, is_verified) values ('Same', 'Person', 'f7@adwa.example', true) returning id`).then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    await follower(c, { userId: u.id });
    await postUpdate(c, 'The roof is on');
    const [a, b] = await Promise.all([job(), job()]);
    expect(a!).toBeDefined();
    expect(b!).toBeDefined();
    const mails = sent().filter((m) => m.to.endsWith('@adwa.example'));
    expect(mails).toHaveLength(240);
    expect(new Set(mails.map((m) => m.to)).size).toBe(240);
    const rows = await deliveries(c);
    expect(rows).toHaveLength(240);
    expect(rows.every((d) => d.status === 'sent' && d.attempts === 1 && d.channel === 'email')).toBe(true);
    // A third run finds nothing left to send.
    await job();
    expect(sent().filter((m) => m.to.endsWith('@adwa.example'))).toHaveLength(240);
  });

  it('names the campaign, in the follower\'s language, links with ?ref=email and carries the unfollow link', async () => {
    const c = (await createCampaign(t.db, { userId: organiserId, title: 'Clinic in Gondar' })).id;
    await follower(c, { email: 'english@example.com', locale: 'en' });
    await follower(c, { email: 'amharic@example.com', locale: 'am' });
    await postUpdate(c, 'The clinic opened.');
    await job();
    const [en] = sentTo('english@example.com');
    expect(en.subject).toBe('Update: Clinic in Gondar');
    expect(en.text).toContain('The organiser of "Clinic in Gondar", a campaign you follow, posted an update:\n\nThe clinic opened.');
    expect(en.text).toContain(`See the campaign: https://birr.example/campaign/${c}?ref=email\n`);
    expect(en.text).toMatch(/To stop hearing about this campaign: https:\/\/birr\.example\/api\/follow\/unsubscribe\?token=[\w-]+$/);
    const [am] = sentTo('amharic@example.com');
    expect(am.subject).toBe('ወቅታዊ መረጃ፡ Clinic in Gondar');
    expect(am.text).toContain(`https://birr.example/campaign/${c}?ref=email&lang=am`);
    expect(am.text).toMatch(/ስለዚህ ዘመቻ መስማት ለማቆም፡ https:\/\/birr\.example\/api\/follow\/unsubscribe\?token=[\w-]+&lang=am$/);
  });

  it('goes by SMS to a follower with only a phone, its sentence within one Ethiopic part, ?ref=sms', async () => {
    const title = 'የአዲስ አበባ ልጆች ትምህርት ቤት ግንባታ ለሁሉም ልጆች የሚሆን ትልቅ ዘመቻ በጋራ እንሥራ';
    const c = (await createCampaign(t.db, { userId: organiserId, title })).id;
    await follower(c, { phoneNumber: '+251911000001', locale: 'am' });
    await postUpdate(c, 'Walls are up.');
    await job();
    const [sms] = sentTo('+251911000001');
    const [sentence, link, stop] = sms.text.split('\n');
    expect(sentence.length).toBeLessThanOrEqual(SMS_PART_CHARS);
    expect(sentence).toMatch(/^«የአዲስ አበባ.*…»፦ አዲስ ወቅታዊ መረጃ።$/);
    expect(link).toBe(`https://birr.example/campaign/${c}?ref=sms&lang=am`);
    expect(stop).toMatch(/^ለማቆም፦ https:\/\/birr\.example\/api\/follow\/unsubscribe\?token=/);
    expect((await deliveries(c))[0]).toMatchObject({ channel: 'sms', status: 'sent', destination: '+251911000001' });
  });
});

describe('the unfollow link', () => {
  it('works without signing in, in the person\'s language, and only with its own token', async () => {
    const c = (await createCampaign(t.db, { userId: organiserId, title: 'Well in Mekelle' })).id;
    await follower(c, { email: 'leaving@example.com', locale: 'am' });
    await postUpdate(c, 'Digging started');
    await job();
    const link = new URL(/https:\/\/birr\.example\/api\/follow\/unsubscribe\S+/.exec(sentTo('leaving@example.com')[0].text)![0]);
    const page = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="am"');
    expect(page.body).toContain('leaving@example.com');
    // The token's first character changed (to another one: one token in 64 starts with x).
    const forged = link.pathname + link.search.replace(/token=([\w-])/, (_, c: string) => `token=${c === 'x' ? 'y' : 'x'}`);
    expect((await t.app.inject({ method: 'POST', url: forged })).statusCode).toBe(400);
    const done = await t.app.inject({ method: 'POST', url: link.pathname + link.search, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(done.statusCode).toBe(200);
    const [row] = await t.db.select().from(campaignFollowers).where(eq(campaignFollowers.email, 'leaving@example.com'));
    expect(row.unfollowedAt).not.toBeNull();
    // The next urgent message (no cap in the way) does not reach them.
    await t.db.update(campaigns).set({ status: 'SUSPENDED', suspendedAt: now, suspendedReason: 'Checking' }).where(eq(campaigns.id, c));
    await job();
    expect(sentTo('leaving@example.com')).toHaveLength(1);
  });
});

describe('milestones and the cap', () => {
  it('half the goal and the goal are each told once', async () => {
    const c = (await createCampaign(t.db, { userId: organiserId, title: 'Bridge in Bahir Dar', goal: 1000 })).id;
    await follower(c, { email: 'milestones@example.com' });
    await addDonation(t.db, c, { amount: 400 });
    await job();
    expect(sentTo('milestones@example.com')).toEqual([]);
    await addDonation(t.db, c, { amount: 150 });
    await job();
    await job();
    expect(sentTo('milestones@example.com').map((m) => m.subject)).toEqual(['Halfway there: Bridge in Bahir Dar']);
    later(4 * DAY);
    await addDonation(t.db, c, { amount: 450 });
    await job();
    await job();
    const subjects = sentTo('milestones@example.com').map((m) => m.subject);
    expect(subjects).toEqual(['Halfway there: Bridge in Bahir Dar', 'Goal reached: Bridge in Bahir Dar']);
    expect(sentTo('milestones@example.com')[1].text).toContain(`https://birr.example/campaign/${c}?ref=email`);
  });

  it('at most one non-urgent message per campaign in three days; urgent ones always go', async () => {
    const c = (await createCampaign(t.db, { userId: organiserId, title: 'Library in Jimma' })).id;
    await follower(c, { email: 'quiet@example.com' });
    await postUpdate(c, 'First news');
    await job();
    later(3_600_000);
    await postUpdate(c, 'Second news, an hour later');
    await job();
    expect(sentTo('quiet@example.com').map((m) => m.text.includes('Second news'))).toEqual([false]);
    const skipped = (await deliveries(c)).filter((d) => d.status === 'skipped');
    expect(skipped).toHaveLength(1);
    // A suspension concerns them: it goes at once.
    await t.db.update(campaigns).set({ status: 'SUSPENDED', suspendedAt: now, suspendedReason: 'Checking' }).where(eq(campaigns.id, c));
    await job();
    expect(sentTo('quiet@example.com').at(-1)!.subject).toBe('Campaign suspended: Library in Jimma');
    // Reinstated, and three days on, the next update goes again.
    await t.db.update(campaigns).set({ status: 'ACTIVE', suspendedAt: null }).where(eq(campaigns.id, c));
    later(3 * DAY);
    await postUpdate(c, 'Third news, days later');
    await job();
    expect(sentTo('quiet@example.com').at(-1)!.text).toContain('Third news, days later');
  });

  it('the last three days and the end are told', async () => {
    const today = todayInEthiopia(now);
    const c = (await createCampaign(t.db, { userId: organiserId, title: 'Seeds for Harar', deadline: addDays(today, 2) })).id;
    await follower(c, { email: 'ending@example.com' });
    await job();
    expect(sentTo('ending@example.com').map((m) => m.subject)).toEqual(['Last days: Seeds for Harar']);
    later(4 * DAY);
    await runJob('close-campaigns', t.deps);
    await job();
    expect(sentTo('ending@example.com').map((m) => m.subject)).toEqual(['Last days: Seeds for Harar', 'Campaign ended: Seeds for Harar']);
  });
});

describe('delivery that holds', () => {
  it('a failed send is retried with a growing wait, and recorded', async () => {
    const c = (await createCampaign(t.db, { userId: organiserId, title: 'Water in Afar' })).id;
    await follower(c, { email: 'flaky@example.com' });
    refusing.add('flaky@example.com');
    await postUpdate(c, 'Pipes arrived');
    await job();
    let [d] = await deliveries(c);
    expect(d).toMatchObject({ status: 'failed', attempts: 1, lastError: 'mailbox unavailable' });
    // Not before its wait is over.
    await job();
    expect((await deliveries(c))[0].attempts).toBe(1);
    later(61_000);
    await job();
    [d] = await deliveries(c);
    expect(d).toMatchObject({ status: 'failed', attempts: 2 });
    refusing.delete('flaky@example.com');
    later(4 * 60_000 + 1000);
    await job();
    [d] = await deliveries(c);
    expect(d).toMatchObject({ status: 'sent', attempts: 3 });
    expect(sentTo('flaky@example.com')).toHaveLength(1);
  });

  it('followers who came after a message was written do not get it', async () => {
    const c = (await createCampaign(t.db, { userId: organiserId, title: 'Late comers' })).id;
    await postUpdate(c, 'Before you came');
    later(1000);
    await t.db.insert(campaignFollowers).values({ campaignId: c, email: 'late@example.com', confirmedAt: new Date(now.getTime() + 60_000) });
    await job();
    expect(sentTo('late@example.com')).toEqual([]);
    expect(await t.db.select().from(notificationDeliveries).where(and(eq(notificationDeliveries.campaignId, c)))).toEqual([]);
  });
});
