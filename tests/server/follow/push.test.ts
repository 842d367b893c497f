import { eq, sql } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPushNotifier } from '#server/adapters/notify/web-push';
import { campaigns, campaignTreasurers, notificationDeliveries, pushSubscriptions } from '#server/db/schema';
import { rowsOf } from '#server/db/rows';
import { runJob } from '#server/jobs/queue';
import { enqueueRefunded } from '#server/modules/notifications/events';
import { bearer, claims, PASSWORD, post } from '#tests/support/accounts';
import { verifiedUser } from '#tests/support/create-helpers';
import { addDonation, createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';
import { startPushService } from '#tests/peers/push-service';
import { startTelegramPeer } from '#tests/peers/telegram';

// Web Push and each person's channels (issue 45): a device subscribes after its person chose to
// follow; the job delivers to the channels they chose, through a real push service on loopback
// (encrypted, VAPID-signed); a gone subscription (410) is removed. The organiser and treasurers
// hear of money through the same deliveries.

let t: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;
let telegram: Awaited<ReturnType<typeof startTelegramPeer>>;
let now = new Date();
const vapid = { subject: 'mailto:ops@birr.example', ...webPush.generateVAPIDKeys() };
const job = () => runJob('follower-notices', t.deps);
const HOUR = 3_600_000;

let organiserToken: string;
let organiserId: string;
const signIn = async (email: string) => (await post(t, '/api/auth/local/signin', { email, password: PASSWORD })).json().access_token as string;
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const postUpdate = async (campaign: string, text: string) => {
  const res = await inject('POST', `/api/campaign/${campaign}/updates`, organiserToken, { text });
  expect(res.statusCode, res.body).toBe(201);
};
const deliveriesOf = (campaign: string) => t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.campaignId, campaign));
const pushesTo = (device: string) => push.received.filter((r) => r.device === device);

/** A signed-in person who follows `campaign`, with one device subscribed and push chosen. */
async function pushFollower(email: string, campaign: string) {
  const token = await verifiedUser(t, email);
  expect((await inject('POST', `/api/campaign/${campaign}/follow`, token, {})).statusCode).toBe(201);
  const device = push.device();
  expect((await inject('POST', '/api/push/subscriptions', token, { endpoint: device.endpoint, keys: device.keys })).statusCode).toBe(201);
  const chosen = await inject('PUT', '/api/user/notifications', token, { channels: ['push'] });
  expect(chosen.statusCode, chosen.body).toBe(200);
  // Messages written from now on are theirs (a follower hears of what comes after following).
  now = new Date(Date.now() + 1000);
  return { token, device };
}

beforeAll(async () => {
  push = await startPushService();
  telegram = await startTelegramPeer();
  t = await testApp({
    clock: () => now,
    config: { publicUrl: 'https://birr.example', telegram: { token: telegram.token, username: 'BirrBot', apiUrl: telegram.apiUrl } },
  });
  t.deps.notifiers.push = webPushNotifier(vapid);
  organiserToken = await verifiedUser(t, 'organiser@example.com');
  organiserId = claims(organiserToken).sub!;
}, 300_000);
afterAll(async () => {
  await t.close();
  await push.close();
  await telegram.close();
});

describe('the push key and a device\'s subscription', () => {
  it('gives the public key to anyone, and null where push is not set up', async () => {
    expect((await inject('GET', '/api/push/key')).json()).toEqual({ publicKey: vapid.publicKey });
    const on = t.deps.notifiers.push;
    delete t.deps.notifiers.push;
    try {
      expect((await inject('GET', '/api/push/key')).json()).toEqual({ publicKey: null });
    } finally {
      t.deps.notifiers.push = on;
    }
  });

  it('subscribing needs signing in; a bad subscription is refused with its field', async () => {
    const device = push.device();
    const anon = await inject('POST', '/api/push/subscriptions', undefined, { endpoint: device.endpoint, keys: device.keys });
    expect(anon.statusCode).toBe(401);
    const token = await verifiedUser(t, 'device-owner@example.com');
    const bad = await inject('POST', '/api/push/subscriptions', token, { endpoint: 'not a url', keys: device.keys });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'endpoint' });
    expect((await inject('POST', '/api/push/subscriptions', token, { endpoint: device.endpoint, keys: device.keys })).statusCode).toBe(201);
    // The same device again is the same subscription.
    expect((await inject('POST', '/api/push/subscriptions', token, { endpoint: device.endpoint, keys: device.keys })).statusCode).toBe(200);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toHaveLength(1);
  });

  it('only its own person removes a device', async () => {
    const owner = await verifiedUser(t, 'device-keeper@example.com');
    const other = await verifiedUser(t, 'someone-else@example.com');
    const device = push.device();
    await inject('POST', '/api/push/subscriptions', owner, { endpoint: device.endpoint, keys: device.keys });
    expect((await inject('DELETE', '/api/push/subscriptions', undefined, { endpoint: device.endpoint })).statusCode).toBe(401);
    expect((await inject('DELETE', '/api/push/subscriptions', other, { endpoint: device.endpoint })).statusCode).toBe(200);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toHaveLength(1);
    expect((await inject('DELETE', '/api/push/subscriptions', owner, { endpoint: device.endpoint })).json()).toEqual({ subscribed: false });
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toEqual([]);
  });

  it('a person may choose only channels that reach them', async () => {
    const token = await verifiedUser(t, 'chooser@example.com');
    const before = (await inject('GET', '/api/user/notifications', token)).json();
    expect(before).toEqual({ channels: ['email'], available: ['email', 'push'], pushDevices: 0 });
    const sms = await inject('PUT', '/api/user/notifications', token, { channels: ['sms'] });
    expect(sms.statusCode).toBe(400);
    expect(sms.json()).toMatchObject({ field: 'channels', message: 'One of the ways you chose cannot reach you yet' });
    expect((await inject('PUT', '/api/user/notifications', token, { channels: [] })).statusCode).toBe(400);
    expect((await inject('PUT', '/api/user/notifications', undefined, { channels: ['email'] })).statusCode).toBe(401);
  });
});

describe('a follower who chose push', () => {
  it('gets the update on their device, encrypted and VAPID-signed, with ?ref=push, and no email', async () => {
    const c = (await createCampaign(t.db, { userId: organiserId, title: 'Clinic in Dessie' })).id;
    const { device } = await pushFollower('pushed@example.com', c);
    await postUpdate(c, 'The clinic opened its doors today.');
    await job();
    const [got] = pushesTo(device.name);
    expect(got.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(got.body.length).toBeGreaterThan(86);
    expect(got.payload).toMatchObject({
      title: 'Update: Clinic in Dessie',
      body: 'The clinic opened its doors today.',
      url: `https://birr.example/campaign/${c}?ref=push`,
      stop: { title: 'Unfollow', url: expect.stringMatching(/^https:\/\/birr\.example\/api\/follow\/unsubscribe\?token=/) },
    });
    expect(t.outbox().filter((m) => m.to === 'pushed@example.com' && m.subject.includes('Clinic in Dessie'))).toEqual([]);
    expect((await deliveriesOf(c)).map((d) => [d.channel, d.status])).toEqual([['push', 'sent']]);
  });

  it('two runs at once push each device once', async () => {
    const c = (await createCampaign(t.db, { userId: organiserId, title: 'Road to Lalibela' })).id;
    const { device } = await pushFollower('twice@example.com', c);
    await postUpdate(c, 'Gravel is down');
    await Promise.all([job(), job()]);
    expect(pushesTo(device.name)).toHaveLength(1);
  });

  it('a device the push service says is gone (410) is removed, and the message goes by email instead', async () => {
    const c = (await createCampaign(t.db, { userId: organiserId, title: 'Water for Afar' })).id;
    const { device } = await pushFollower('gone@example.com', c);
    push.answer(device.name, 410);
    await postUpdate(c, 'First well');
    await job();
    expect(pushesTo(device.name)).toHaveLength(1);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toEqual([]);
    // With no device left, push reaches nobody: email does, for this message and the next.
    const rows = await deliveriesOf(c);
    expect(rows.map((d) => [d.channel, d.status]).sort()).toEqual([
      ['email', 'sent'],
      ['push', 'removed'],
    ]);
    await enqueueRefunded(t.db, c, now);
    await job();
    expect(t.outbox().filter((m) => m.to === 'gone@example.com' && m.subject.endsWith('Water for Afar')).map((m) => m.subject)).toEqual(['Update: Water for Afar', 'Refund: Water for Afar']);
    expect(pushesTo(device.name)).toHaveLength(1);
  });
});

describe('a follower who chose Telegram', () => {
  it('gets the update from the bot with a button to the campaign (?ref=telegram); a blocked bot falls back to email', async () => {
    const c = (await createCampaign(t.db, { userId: organiserId, title: 'Market in Gondar' })).id;
    const token = await verifiedUser(t, 'telegram-fan@example.com');
    expect((await inject('POST', `/api/campaign/${c}/follow`, token, {})).statusCode).toBe(201);
    await t.db.execute(sql`insert into telegram_links (user_id, chat_id) values (${claims(token).sub!}, '777001')`);
    expect((await inject('GET', '/api/user/notifications', token)).json().available).toContain('telegram');
    expect((await inject('PUT', '/api/user/notifications', token, { channels: ['telegram'] })).statusCode).toBe(200);
    now = new Date(Date.now() + 1000);
    await postUpdate(c, 'Stalls are built');
    await job();
    const [msg] = telegram.to('777001');
    expect(msg.text).toContain('Stalls are built');
    expect(msg.reply_markup?.inline_keyboard[0][0].url).toBe(`https://birr.example/campaign/${c}?ref=telegram`);
    expect(t.outbox().filter((m) => m.to === 'telegram-fan@example.com' && m.subject.includes('Market in Gondar'))).toEqual([]);

    telegram.block('777001');
    await enqueueRefunded(t.db, c, now);
    await job();
    expect(telegram.to('777001')).toHaveLength(1);
    expect(t.outbox().filter((m) => m.to === 'telegram-fan@example.com').map((m) => m.subject)).toContain('Refund: Market in Gondar');
  });
});

describe('the organiser and treasurers', () => {
  it('hear of donations in one message an hour with the sum, through the deliveries, treasurers on their own channel', async () => {
    const c = (await createCampaign(t.db, { userId: organiserId, title: 'Books for Axum' })).id;
    const treasurerToken = await verifiedUser(t, 'treasurer@example.com');
    const treasurerId = claims(treasurerToken).sub!;
    await t.db.insert(campaignTreasurers).values({ campaignId: c, userId: treasurerId, email: 'treasurer@example.com', invitedBy: organiserId, acceptedAt: new Date() });
    const device = push.device();
    await inject('POST', '/api/push/subscriptions', treasurerToken, { endpoint: device.endpoint, keys: device.keys });
    await inject('PUT', '/api/user/notifications', treasurerToken, { channels: ['push', 'email'] });
    const toOrganiser = () => t.outbox().filter((m) => m.to === 'organiser@example.com' && m.text.includes('"Books for Axum" received'));

    await addDonation(t.db, c, { amount: 100 });
    await addDonation(t.db, c, { amount: 250 });
    await Promise.all([runJob('donation-notices', t.deps), runJob('donation-notices', t.deps)]);
    expect(toOrganiser().map((m) => m.subject)).toEqual(['2 new donations']);
    expect(toOrganiser()[0].text).toContain('350.00 Br');
    expect(toOrganiser()[0].text).toContain(`https://birr.example/campaign/${c}?ref=email`);
    expect(toOrganiser()[0].text).toContain('To choose where you hear from us: https://birr.example/profile?tab=settings');
    expect(pushesTo(device.name).map((p) => (p.payload as { title: string }).title)).toEqual(['2 new donations']);
    expect(t.outbox().filter((m) => m.to === 'treasurer@example.com' && m.subject === '2 new donations')).toHaveLength(1);

    // Within the hour: nothing more; the follower job does not send it either.
    await addDonation(t.db, c, { amount: 40 });
    await runJob('donation-notices', t.deps);
    await job();
    expect(toOrganiser()).toHaveLength(1);
    // An hour on: the next batch goes, although three days have not passed (money is urgent).
    await t.db.update(campaigns).set({ donationNoticeAt: new Date(Date.now() - 61 * 60_000) }).where(eq(campaigns.id, c));
    await runJob('donation-notices', t.deps);
    expect(toOrganiser().map((m) => m.subject)).toEqual(['2 new donations', 'A new donation']);
    const rows = (await deliveriesOf(c)).filter((d) => d.userId === organiserId);
    expect(rows.map((d) => [d.channel, d.status, d.urgent])).toEqual([
      ['email', 'sent', true],
      ['email', 'sent', true],
    ]);
  });
});

describe('delivery that holds', () => {
  it('a delivery a crash left `sending` is sent again after the timeout, not before', async () => {
    const c = (await createCampaign(t.db, { userId: organiserId, title: 'Crash in Hawassa' })).id;
    const { device } = await pushFollower('stuck@example.com', c);
    await postUpdate(c, 'Halfway built');
    // A run claimed the delivery and died before sending.
    const [{ id: messageId }] = rowsOf<{ id: string }>(await t.db.execute(sql`select id from notification_messages where campaign_id = ${c}`));
    const [follower] = rowsOf<{ id: string }>(await t.db.execute(sql`select id from campaign_followers where campaign_id = ${c}`));
    await t.db.insert(notificationDeliveries).values({ messageId, campaignId: c, followerId: follower.id, destination: device.endpoint, channel: 'push', status: 'sending', urgent: false, at: now });
    await t.db.execute(sql`update notification_messages set done_at = now() where id = ${messageId}`);
    await job();
    expect(pushesTo(device.name)).toHaveLength(0);
    now = new Date(now.getTime() + HOUR);
    await job();
    expect(pushesTo(device.name)).toHaveLength(1);
    expect((await deliveriesOf(c))[0]).toMatchObject({ status: 'sent' });
  });
});
