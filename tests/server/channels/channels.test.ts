import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_ENDPOINTS } from '#contract/channels';
import type { ChannelReport } from '#contract/channel-report';
import { todayInEthiopia } from '#contract/dates';
import { buildApp } from '#server/app';
import { forgetVisitors } from '#server/modules/channels/visits';
import { issueSession } from '#server/modules/auth/tokens';
import { users } from '#server/db/schema';
import { bearer, claims } from '#tests/support/accounts';
import { verifiedUser } from '#tests/support/create-helpers';
import { addDonation, createCampaign } from '#tests/support/fixtures';
import { testApp, testDeps, type TestApp } from '#tests/support/harness';

// Issue 44, "know what works": visits counted once a visitor a day without cookies, bots left
// out, counted alike by two instances on one database; donations attributed to the channel they
// name; the organiser's (and treasurers') figures per channel and day, and the donations as CSV.

const BROWSER = 'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const OTHER_BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

// The app's clock, a day ahead when a test says so (sessions are checked against the real one).
const DAY = 86_400_000;
const start = new Date();
let now = start;
const dayOf = (offset: number) => todayInEthiopia(new Date(start.getTime() + offset * DAY));
let t: TestApp;
/** A second instance of the app on the same database (its own memory, nothing else shared). */
let second: Awaited<ReturnType<typeof buildApp>>;
const EMAILS = { organiser: 'organiser@example.com', treasurer: 'treasurer@example.com', other: 'other@example.com', reviewer: 'reviewer@birr.example' };
const tok = {} as Record<keyof typeof EMAILS, string>;
/** Fresh sessions on the app's clock (moved a day ahead, yesterday's have expired). */
async function signInAgain() {
  for (const [who, email] of Object.entries(EMAILS) as Array<[keyof typeof EMAILS, string]>) {
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    tok[who] = (await issueSession(t.deps, user!)).access_token;
  }
}
let campaignId: string;

beforeAll(async () => {
  t = await testApp({ clock: () => now, auth: { adminEmail: 'reviewer@birr.example' } });
  second = await buildApp(testDeps(t.db, t.storage, t.deps.notifiers, { clock: () => now, auth: { adminEmail: 'reviewer@birr.example' } }));
  tok.organiser = await verifiedUser(t, 'organiser@example.com');
  tok.treasurer = await verifiedUser(t, 'treasurer@example.com');
  tok.other = await verifiedUser(t, 'other@example.com');
  tok.reviewer = await verifiedUser(t, 'reviewer@birr.example');
  const organiserId = claims(tok.organiser).sub!;
  campaignId = (await createCampaign(t.db, { userId: organiserId, title: 'Water for Lalibela', createdAt: new Date(start.getTime() - 2 * DAY) })).id;
  // An accepted treasurer, as issue 42's invitation leaves one.
  await t.db.execute(sql`
    insert into campaign_treasurers (campaign_id, user_id, email, invited_by, accepted_at)
    values (${campaignId}, ${claims(tok.treasurer).sub!}, 'treasurer@example.com', ${organiserId}, now())`);
}, 120_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const visit = (body: object, opts: { ip?: string; agent?: string; app?: typeof second } = {}) =>
  (opts.app ?? t.app).inject({
    method: 'POST',
    url: `/api${CHANNEL_ENDPOINTS.visit(campaignId)}`,
    remoteAddress: opts.ip ?? '10.44.0.1',
    headers: { 'user-agent': opts.agent ?? BROWSER },
    payload: body,
  });
const report = async (token = tok.organiser, app = t.app) => {
  const res = await app.inject({ method: 'GET', url: `/api${CHANNEL_ENDPOINTS.report(campaignId)}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ChannelReport).data;
};
const figures = async (channel: string, app = t.app) => (await report(tok.organiser, app)).channels.find((c) => c.channel === channel)!;

describe('a visit', () => {
  it('is counted once per visitor per day, on the channel of its link', async () => {
    expect((await visit({ ref: 'telegram' })).statusCode).toBe(204);
    await visit({ ref: 'telegram' });
    await visit({ ref: 'whatsapp' }); // the same person again today: still their first channel
    expect((await figures('telegram')).visits).toBe(1);
    expect((await figures('whatsapp')).visits).toBe(0);
    // Another browser at the same address is another visitor.
    await visit({ ref: 'telegram' }, { agent: OTHER_BROWSER });
    expect((await figures('telegram')).visits).toBe(2);
  });

  it('without a ref is direct, and an unknown ref is a shared link', async () => {
    await visit({}, { ip: '10.44.0.2' });
    await visit({ ref: 'twitter-campaign' }, { ip: '10.44.0.3' });
    expect((await figures('direct')).visits).toBe(1);
    expect((await figures('link')).visits).toBe(1);
  });

  it("is not counted for bots and link previews (Telegram's, WhatsApp's, Facebook's)", async () => {
    const before = await figures('facebook');
    for (const agent of ['TelegramBot (like TwitterBot)', 'WhatsApp/2.23.20.0 A', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', 'Googlebot/2.1', '']) {
      expect((await visit({ ref: 'facebook' }, { ip: '10.44.0.9', agent })).statusCode).toBe(204);
    }
    expect((await figures('facebook')).visits).toBe(before.visits);
  });

  it('is counted alike by two instances on one database: one visitor once, the figures the same from either', async () => {
    await visit({ ref: 'sms' }, { ip: '10.44.1.1' });
    await visit({ ref: 'sms' }, { ip: '10.44.1.1', app: second });
    await visit({ ref: 'sms' }, { ip: '10.44.1.2', app: second });
    expect((await figures('sms')).visits).toBe(2);
    expect(await report(tok.organiser, second)).toEqual(await report());
  });

  it('the next day counts the same visitor again; the day before leaves only its counts', async () => {
    const yesterday = await figures('qr');
    await visit({ ref: 'qr' }, { ip: '10.44.2.1' });
    now = new Date(start.getTime() + DAY);
    await signInAgain();
    await visit({ ref: 'qr' }, { ip: '10.44.2.1' });
    expect((await figures('qr')).visits).toBe(yesterday.visits + 2);
    // The scheduled job forgets past days' salts and hashes; the counts stay.
    expect(await forgetVisitors(t.db, now)).toBeGreaterThan(0);
    const left = await t.db.execute(sql`select (select count(*) from visit_hashes where day < ${dayOf(1)})::int as hashes, (select count(*) from visit_salts where day < ${dayOf(1)})::int as salts`);
    expect((left as unknown as { rows: Array<{ hashes: number; salts: number }> }).rows[0]).toEqual({ hashes: 0, salts: 0 });
    expect((await figures('qr')).visits).toBe(yesterday.visits + 2);
    const days = (await report()).days;
    expect(days.find((d) => d.day === dayOf(0))!.visits).toBeGreaterThan(0);
    expect(days.find((d) => d.day === dayOf(1))!.visits).toBe(1);
  });

  it('of a campaign that does not exist is not counted, and a bad id is refused', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api${CHANNEL_ENDPOINTS.visit('7b0c8d7e-0000-4000-8000-000000000000')}`, headers: { 'user-agent': BROWSER }, payload: {} });
    expect(res.statusCode).toBe(204);
    const bad = await t.app.inject({ method: 'POST', url: `/api${CHANNEL_ENDPOINTS.visit('nope')}`, headers: { 'user-agent': BROWSER }, payload: {} });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a donation', () => {
  const give = async (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/donation/guest/${campaignId}`,
      remoteAddress: '10.44.3.1',
      payload: { donorFirstName: 'Almaz', donorLastName: 'Worku', email: 'almaz@example.com', amount: 250, ...body },
    });
  const pay = (txRef: string) =>
    t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${txRef}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });

  it('counts for the channel it names once verified; one that names none is direct; a pending one is not counted', async () => {
    const before = { telegram: await figures('telegram'), direct: await figures('direct') };
    const viaTelegram = await give({ channel: 'telegram' });
    expect(viaTelegram.statusCode, viaTelegram.body).toBe(201);
    await pay(viaTelegram.json().data.txRef);
    const unsaid = await give({ amount: 100 });
    await pay(unsaid.json().data.txRef);
    await give({ channel: 'telegram', amount: 999 }); // never paid
    const after = { telegram: await figures('telegram'), direct: await figures('direct') };
    expect(after.telegram.donations).toBe(before.telegram.donations + 1);
    expect(after.telegram.raised).toBe(before.telegram.raised + 250);
    expect(after.direct.donations).toBe(before.direct.donations + 1);
    expect(after.direct.raised).toBe(before.direct.raised + 100);
    // Paid today (the database's clock): two on today's bar of the chart.
    expect((await report()).days.find((d) => d.day === dayOf(0))!.donations).toBe(2);
  });

  it('naming a channel that does not exist is refused with the list', async () => {
    const res = await give({ channel: 'pigeon' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'channel' });
    expect(res.json().message).toContain('telegram, whatsapp');
  });
});

describe('who sees the figures and the CSV', () => {
  it('the organiser and a treasurer; not another user, not a reviewer, not a guest', async () => {
    for (const path of [CHANNEL_ENDPOINTS.report(campaignId), CHANNEL_ENDPOINTS.donationsCsv(campaignId)]) {
      const status = async (token?: string) => (await t.app.inject({ method: 'GET', url: `/api${path}`, headers: token ? bearer(token) : {} })).statusCode;
      expect({ guest: await status(), other: await status(tok.other), reviewer: await status(tok.reviewer), organiser: await status(tok.organiser), treasurer: await status(tok.treasurer) }).toEqual({
        guest: 401,
        other: 403,
        reviewer: 403,
        organiser: 200,
        treasurer: 200,
      });
    }
    const missing = await t.app.inject({ method: 'GET', url: `/api${CHANNEL_ENDPOINTS.report('7b0c8d7e-0000-4000-8000-000000000000')}`, headers: bearer(tok.organiser) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('CAMPAIGN_NOT_FOUND');
  });

  it('every channel is in the report, and each day from launch to today', async () => {
    const r = await report(tok.treasurer);
    expect(r.channels.map((c) => c.channel).sort()).toEqual(['direct', 'email', 'facebook', 'link', 'qr', 'sms', 'telegram', 'whatsapp']);
    expect(r.since).toBe(dayOf(-2));
    expect(r.days.map((d) => d.day)).toEqual([dayOf(-2), dayOf(-1), dayOf(0), dayOf(1)]);
  });
});

describe('the donations CSV', () => {
  it('lists verified donations: date, name or Anonymous, amount, channel, message; formulas are defused', async () => {
    await addDonation(t.db, campaignId, { amount: 75, isAnonymous: true, first: 'Hidden', last: 'Person', at: new Date('2026-11-21T07:00:00Z') });
    await addDonation(t.db, campaignId, { amount: 40, first: '=HYPERLINK("http://evil.example","click")', last: 'X', at: new Date('2026-11-21T08:00:00Z') });
    await t.db.execute(sql`update donations set message = '@SUM(1+1)', channel = 'whatsapp' where donor_first_name like '=HYPERLINK%'`);
    await addDonation(t.db, campaignId, { amount: 500, status: 'PENDING', first: 'Not', last: 'Paid' });

    const res = await t.app.inject({ method: 'GET', url: `/api${CHANNEL_ENDPOINTS.donationsCsv(campaignId)}`, headers: bearer(tok.organiser) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="birr-donations-.*\.csv"/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,name,amount,channel,message');
    expect(lines).toContain(`2026-11-21 11:00,"'=HYPERLINK(""http://evil.example"",""click"") X",40.00,whatsapp,'@SUM(1+1)`);
    expect(lines).toContain('2026-11-21 10:00,Anonymous,75.00,direct,');
    expect(lines.some((l) => l.includes('Almaz Worku,250.00,telegram'))).toBe(true);
    expect(res.body).not.toContain('Hidden');
    expect(res.body).not.toContain('Not Paid');
  });
});
