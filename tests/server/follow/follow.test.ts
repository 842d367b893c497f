import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignFollowers } from '#server/db/schema';
import { claims } from '#tests/support/accounts';
import { verifiedUser } from '#tests/support/create-helpers';
import { createCampaign } from '#tests/support/fixtures';
import { call, campaignId, organiserId, payViaSandbox, t, tok, useLiveCampaign } from '#tests/support/live-campaign';

// Following a campaign (issue 45): a guest with a code, a signed-in person in one tap, the
// unfollow link, donors who follow unless they say no — and who may see or change what.

useLiveCampaign();

const followers = (campaign: string) =>
  t.db.select().from(campaignFollowers).where(and(eq(campaignFollowers.campaignId, campaign), isNull(campaignFollowers.unfollowedAt)));
const codeIn = (to: string) => /\b(\d{6})\b/.exec(t.outbox().filter((m) => m.to === to).at(-1)!.text)![1];
const follow = (campaign: string, body: object, token?: string, ip?: string) => call('POST', `/api/campaign/${campaign}/follow`, token, body, ip);
const confirm = (campaign: string, body: object, ip?: string) => call('POST', `/api/campaign/${campaign}/follow/confirm`, undefined, body, ip);

describe('a guest follows with a code', () => {
  it('gets a 6-digit code by email, stored only as a hash, and follows once it is confirmed', async () => {
    const asked = await follow(campaignId, { email: 'Guest.One@example.com' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe('We sent a 6-digit code to guest.one@example.com. Enter it to follow this campaign.');
    const mail = t.outbox().filter((m) => m.to === 'guest.one@example.com').at(-1)!;
    expect(mail.subject).toBe('Your code to follow "Water for Lalibela"');
    const code = codeIn('guest.one@example.com');
    const [row] = (await t.db.select().from(campaignFollowers).where(eq(campaignFollowers.email, 'guest.one@example.com')));
    expect(row.confirmedAt).toBeNull();
    expect(row.codeHash).not.toContain(code);

    const done = await confirm(campaignId, { email: 'guest.one@example.com', code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ following: true, message: 'You are following this campaign' });
    const [after] = await t.db.select().from(campaignFollowers).where(eq(campaignFollowers.id, row.id));
    expect(after.confirmedAt).not.toBeNull();
    expect(after.codeHash).toBeNull();
    // Used up: the same code again is refused.
    expect((await confirm(campaignId, { email: 'guest.one@example.com', code })).statusCode).toBe(400);
  });

  it('by phone, the code comes by SMS', async () => {
    expect((await follow(campaignId, { phoneNumber: '0911223344' })).statusCode).toBe(202);
    const code = codeIn('+251911223344');
    expect((await confirm(campaignId, { phoneNumber: '+251911223344', code })).statusCode).toBe(200);
    expect((await followers(campaignId)).some((f) => f.phoneNumber === '+251911223344' && f.confirmedAt)).toBe(true);
  });

  it('refuses a wrong code with a message, and voids the code after five wrong ones', async () => {
    await follow(campaignId, { email: 'guest.two@example.com' });
    const code = codeIn('guest.two@example.com');
    const wrong = code === '123456' ? '654321' : '123456';
    const res = await confirm(campaignId, { email: 'guest.two@example.com', code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'That code is wrong or has expired', field: 'code' });
    for (let i = 0; i < 4; i++) await confirm(campaignId, { email: 'guest.two@example.com', code: wrong });
    const locked = await confirm(campaignId, { email: 'guest.two@example.com', code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong codes. Ask for a new code.');
    expect((await followers(campaignId)).find((f) => f.email === 'guest.two@example.com')!.confirmedAt).toBeNull();
  });

  it('refuses what is neither an email nor a phone number', async () => {
    const res = await follow(campaignId, { email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter a valid email address or Ethiopian phone number');
    expect((await follow(campaignId, {})).statusCode).toBe(400);
  });

  it('limits codes per destination (one a minute) and requests per address', async () => {
    const ip = '10.99.0.1';
    expect((await follow(campaignId, { email: 'guest.three@example.com' }, undefined, ip)).statusCode).toBe(202);
    const again = await follow(campaignId, { email: 'guest.three@example.com' }, undefined, '10.99.0.2');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Too many requests to follow\. Try again in \d+ minutes?\.$/);
    expect(again.headers['retry-after']).toBeDefined();
    let last = 0;
    for (let i = 0; i < 30; i++) last = (await follow(campaignId, { email: `many${i}@example.com` }, undefined, ip)).statusCode;
    expect(last).toBe(429);
  });

  it('a campaign the public cannot see cannot be followed', async () => {
    const pending = await createCampaign(t.db, { userId: organiserId, status: 'PENDING' });
    expect((await follow(pending.id, { email: 'guest.four@example.com' })).statusCode).toBe(404);
  });
});

describe('a signed-in person follows in one tap', () => {
  it('201 the first time, 200 after; the same request twice at once makes one row', async () => {
    const token = await verifiedUser(t, 'tapper@example.com');
    const userId = claims(token).sub!;
    const [a, b] = await Promise.all([follow(campaignId, {}, token), follow(campaignId, {}, token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect((await follow(campaignId, {}, token)).json()).toEqual({ following: true, message: 'You already follow this campaign' });
    const rows = await t.db.select().from(campaignFollowers).where(and(eq(campaignFollowers.campaignId, campaignId), eq(campaignFollowers.userId, userId)));
    expect(rows).toHaveLength(1);
    expect((await call('GET', `/api/campaign/${campaignId}/follow`, token)).json()).toEqual({ following: true });

    const mine = await call('GET', '/api/user/follows', token);
    expect(mine.json().data).toEqual([expect.objectContaining({ id: campaignId, title: 'Water for Lalibela' })]);

    const off = await call('DELETE', `/api/campaign/${campaignId}/follow`, token);
    expect(off.json()).toEqual({ following: false, message: 'You no longer follow this campaign' });
    expect((await call('GET', `/api/campaign/${campaignId}/follow`, token)).json()).toEqual({ following: false });
    expect((await call('GET', '/api/user/follows', token)).json().data).toEqual([]);
    // Following again is 201 (a new start) and keeps one row.
    expect((await follow(campaignId, {}, token)).statusCode).toBe(201);
    expect(await t.db.select().from(campaignFollowers).where(eq(campaignFollowers.userId, userId))).toHaveLength(1);
  });

  it('signing out is needed for nothing but following: the routes about oneself need a session', async () => {
    expect((await call('DELETE', `/api/campaign/${campaignId}/follow`)).statusCode).toBe(401);
    expect((await call('GET', '/api/user/follows')).statusCode).toBe(401);
  });
});

describe('who may see and change following', () => {
  it('another user unfollowing changes only their own row, never someone else\'s', async () => {
    expect((await follow(campaignId, {}, tok.other)).statusCode).toBeLessThan(300);
    const before = (await followers(campaignId)).length;
    // The donor (auto-following) asks to unfollow with the other user's id in the body: ignored.
    const otherId = claims(tok.other).sub!;
    await call('DELETE', `/api/campaign/${campaignId}/follow`, tok.donor, { userId: otherId });
    const after = await followers(campaignId);
    expect(after.some((f) => f.userId === otherId)).toBe(true);
    expect(after.some((f) => f.userId === claims(tok.donor).sub)).toBe(false);
    expect(after.length).toBe(before - 1);
  });

  it('only the organiser sees how many follow, as a number, never who', async () => {
    const res = await call('GET', `/api/campaign/${campaignId}/followers/count`, tok.organiser);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: (await followers(campaignId)).filter((f) => f.confirmedAt).length });
    expect((await call('GET', `/api/campaign/${campaignId}/followers/count`, tok.other)).statusCode).toBe(403);
    expect((await call('GET', `/api/campaign/${campaignId}/followers/count`)).statusCode).toBe(401);
    // The public campaign answer names no follower.
    const page = await call('GET', `/api/campaign/${campaignId}`);
    expect(page.body).not.toContain('guest.one@example.com');
    expect(page.body).not.toContain('+251911223344');
  });

  it('a guest asking for an address that already follows gets the same answer as anyone', async () => {
    await t.db.insert(campaignFollowers).values({ campaignId, email: 'already@example.com', confirmedAt: new Date() });
    const res = await follow(campaignId, { email: 'already@example.com' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'We sent a 6-digit code to already@example.com. Enter it to follow this campaign.', codeSent: true });
    // And it still follows: asking again unfollows nobody.
    expect((await followers(campaignId)).find((f) => f.email === 'already@example.com')!.confirmedAt).not.toBeNull();
  });
});

describe('donors follow what they gave to', () => {
  it('unless they untick "Send me updates"', async () => {
    const c = (await createCampaign(t.db, { userId: organiserId, title: 'Books for Hawassa' })).id;
    const yes = await payViaSandbox(c, { email: 'gives.yes@example.com' });
    await yes.pay();
    const no = await payViaSandbox(c, { email: 'gives.no@example.com', followUpdates: false });
    await no.pay();
    const unpaid = await payViaSandbox(c, { email: 'gives.later@example.com' });
    void unpaid;
    const rows = await followers(c);
    expect(rows.map((f) => f.email)).toEqual(['gives.yes@example.com']);
    expect(rows[0].confirmedAt).not.toBeNull();
  });

  it('a signed-in donor follows as their account', async () => {
    const donorId = claims(tok.donor).sub!;
    const c = (await createCampaign(t.db, { userId: organiserId })).id;
    await (await payViaSandbox(c, { email: 'donor@example.com' }, tok.donor)).pay();
    expect((await followers(c)).map((f) => f.userId)).toEqual([donorId]);
  });

  it('refuses a "Send me updates" that is not true or false', async () => {
    const res = await call('POST', `/api/donation/guest/${campaignId}`, undefined, {
      donorFirstName: 'A',
      donorLastName: 'B',
      email: 'x@example.com',
      amount: 10,
      followUpdates: 'maybe',
    });
    expect(res.statusCode).toBe(400);
  });
});
