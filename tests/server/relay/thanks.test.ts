import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { claims } from '#tests/support/accounts';
import { verifiedUser } from '#tests/support/create-helpers';
import { donations, relayMessages, thankBatches, users } from '#server/db/schema';
import { runJob } from '#server/jobs/queue';
import { addDonation, createCampaign } from '#tests/support/fixtures';
import { call, campaignId, organiserId, t, tok, useLiveCampaign } from '#tests/support/live-campaign';

// Thank donors (issue 44): one thank-you per donor, or one to every donor not yet thanked, sent
// by the job in the donor's language, without the organiser or the donor seeing the other's address.

useLiveCampaign();

const relay = () => runJob('relay-messages', t.deps);
const to = (address: string) => t.outbox().filter((m) => m.to === address);
const list = (campaign: string, token?: string) => call('GET', `/api/campaign/${campaign}/thanks`, token);
const thankOne = (campaign: string, donation: string, token?: string, message = 'Thank you so much for the water!') =>
  call('POST', `/api/campaign/${campaign}/donations/${donation}/thanks`, token, { message });
const thankAll = (campaign: string, token?: string, message = 'Thank you, everyone!') => call('POST', `/api/campaign/${campaign}/thanks`, token, { message });

/** A verified gift to `campaign` straight into the table, with the address given. */
async function gift(campaign: string, over: { email?: string; first?: string; anonymous?: boolean; locale?: string } = {}) {
  await addDonation(t.db, campaign, { amount: 100, first: over.first ?? 'Hana', last: 'Girma', isAnonymous: over.anonymous });
  const [d] = await t.db.select().from(donations).where(eq(donations.campaignId, campaign)).orderBy(sql`created_at desc`).limit(1);
  await t.db.update(donations).set({ email: over.email ?? d.email, locale: over.locale ?? 'en' }).where(eq(donations.id, d.id));
  return d.id;
}
const donorGift = async () => (await t.db.select().from(donations).where(eq(donations.campaignId, campaignId)))[0].id;

let treasurer: string;
beforeAll(async () => {
  treasurer = await verifiedUser(t, 'treasurer@example.com');
  await t.db.execute(sql`
    insert into campaign_treasurers (campaign_id, user_id, email, invited_by, accepted_at)
    values (${campaignId}, ${claims(treasurer).sub!}, 'treasurer@example.com', ${organiserId}, now())`);
});

describe('who may see and thank', () => {
  it('the organiser, the treasurers and reviewers see the list; only the organiser may thank', async () => {
    const mine = await list(campaignId, tok.organiser);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({ canThank: true, toThank: 1, thanked: 0, anonymous: 0, unreachable: 0 });
    expect(mine.json().data.donors[0]).toMatchObject({ name: 'Almaz Worku', amount: 250, thankedAt: null, skip: null });
    // Never an address in the list.
    expect(mine.body).not.toContain('donor@example.com');
    expect((await list(campaignId, treasurer)).json().data.canThank).toBe(false);
    expect((await list(campaignId, tok.reviewer)).json().data.canThank).toBe(false);
    expect((await list(campaignId, tok.other)).statusCode).toBe(403);
    expect((await list(campaignId)).statusCode).toBe(401);
    const id = await donorGift();
    for (const who of [tok.other, tok.reviewer, treasurer, tok.donor]) expect((await thankOne(campaignId, id, who)).statusCode).toBe(403);
    expect((await thankOne(campaignId, id)).statusCode).toBe(401);
    expect((await thankAll(campaignId, tok.reviewer)).statusCode).toBe(403);
    expect((await thankAll(campaignId, tok.other)).statusCode).toBe(403);
  });
});

describe('a thank-you to one donor', () => {
  it('goes once, by the job, in the donor\'s words of the organiser, with no address of either', async () => {
    const id = await donorGift();
    const res = await thankOne(campaignId, id, tok.organiser);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Your thank-you is on its way to Almaz Worku.');
    expect(res.body).not.toContain('donor@example.com');
    const again = await thankOne(campaignId, id, tok.organiser, 'Once more');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already thanked this donor.');
    await relay();
    const mails = to('donor@example.com').filter((m) => m.subject.startsWith('A thank-you'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('A thank-you from the organiser of "Water for Lalibela"');
    expect(mails[0].text).toContain('wrote to thank you for your donation:\n\nThank you so much for the water!');
    expect(mails[0].text).toContain(`See the campaign: https://birr.example/campaign/${campaignId}`);
    expect(mails[0].text).not.toContain('organiser@example.com');
    expect((mails[0] as { replyTo?: string }).replyTo).toBeUndefined();
    expect((await list(campaignId, tok.organiser)).json().data).toMatchObject({ toThank: 0, thanked: 1 });
  });

  it('two taps at once write one thank-you: one 201, one 409', async () => {
    const c = await createCampaign(t.db, { userId: organiserId, title: 'Race' });
    const id = await gift(c.id, { email: 'racer@example.com' });
    const answers = await Promise.all([thankOne(c.id, id, tok.organiser), thankOne(c.id, id, tok.organiser)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(relayMessages).where(eq(relayMessages.donationId, id))).toHaveLength(1);
    await relay();
    expect(to('racer@example.com')).toHaveLength(1);
  });

  it('in Amharic to a donor who gave in Amharic', async () => {
    const c = await createCampaign(t.db, { userId: organiserId, title: 'Clinic' });
    const id = await gift(c.id, { email: 'amharic-donor@example.com', locale: 'am' });
    expect((await thankOne(c.id, id, tok.organiser, 'እናመሰግናለን!')).statusCode).toBe(201);
    await relay();
    const [mail] = to('amharic-donor@example.com');
    expect(mail.subject).toBe('"Clinic" የሚለውን ዘመቻ ከሚያዘጋጁት የተላከ ምስጋና');
    expect(mail.text).toContain('እናመሰግናለን!');
    expect(mail.text).toContain(`https://birr.example/campaign/${c.id}?lang=am`);
  });

  it('is refused for an anonymous gift, a gift with no address, another campaign\'s gift, and links', async () => {
    const c = await createCampaign(t.db, { userId: organiserId, title: 'Refusals' });
    const anonymous = await gift(c.id, { anonymous: true });
    const noAddress = await gift(c.id, { email: '' });
    const a = await thankOne(c.id, anonymous, tok.organiser);
    expect(a.statusCode).toBe(409);
    expect(a.json().message).toBe('This donor gave anonymously, so Birr does not pass messages to them.');
    const n = await thankOne(c.id, noAddress, tok.organiser);
    expect(n.statusCode).toBe(409);
    expect(n.json().message).toBe('Birr has no address for this donor.');
    const elsewhere = await thankOne(c.id, await donorGift(), tok.organiser);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('There is no such donation on this campaign.');
    const link = await thankOne(c.id, anonymous, tok.organiser, 'see https://x.example');
    expect(link.statusCode).toBe(400);
    expect(link.json().message).toBe('Please leave links out of the message.');
  });
});

describe('a thank-you to all', () => {
  it('counts who it reaches and skips, answers before sending, and reaches each person once', async () => {
    const c = await createCampaign(t.db, { userId: organiserId, title: 'Everyone' });
    const first = await gift(c.id, { email: 'twice@example.com', first: 'Twice' });
    await gift(c.id, { email: 'TWICE@example.com', first: 'Twice' });
    await gift(c.id, { email: 'once@example.com', first: 'Once' });
    const thankedBefore = await gift(c.id, { email: 'before@example.com', first: 'Before' });
    await gift(c.id, { anonymous: true });
    await gift(c.id, { email: '' });
    expect((await thankOne(c.id, thankedBefore, tok.organiser)).statusCode).toBe(201);
    const res = await thankAll(c.id, tok.organiser);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toEqual({ toThank: 2, thanked: 1, anonymous: 1, unreachable: 1 });
    expect(res.json().message).toBe('Your thank-you is on its way. Donors it will reach: 2. Skipped: 1 anonymous, 1 without an address.');
    expect(to('twice@example.com')).toHaveLength(0);
    await Promise.all([relay(), relay()]);
    expect(to('twice@example.com')).toHaveLength(1);
    expect(to('once@example.com')).toHaveLength(1);
    expect(to('before@example.com')).toHaveLength(1);
    expect(to('once@example.com')[0].text).toContain('Thank you, everyone!');
    const after = (await list(c.id, tok.organiser)).json().data;
    expect(after).toMatchObject({ toThank: 0, thanked: 3 });
    expect(after.donors.find((d: { donationId: string }) => d.donationId === first).thankedAt).not.toBeNull();
    // Everyone is thanked: a second one is refused, and does not use the day's allowance.
    const none = await thankAll(c.id, tok.organiser);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Every donor who can be reached has been thanked already.');
    // A new donor the same day: one thank-you to all a day.
    await gift(c.id, { email: 'late@example.com' });
    const late = await thankAll(c.id, tok.organiser);
    expect(late.statusCode).toBe(429);
    expect(late.json().message).toBe('You have sent as many thank-yous as a day allows. Please try again tomorrow.');
    // …but that donor can still be thanked one by one.
    expect((await list(c.id, tok.organiser)).json().data.toThank).toBe(1);
  });

  it('a double tap with one Idempotency-Key writes one batch', async () => {
    const c = await createCampaign(t.db, { userId: organiserId, title: 'Double all' });
    await gift(c.id, { email: 'dt@example.com' });
    const key = randomUUID();
    const send = () =>
      t.app.inject({ method: 'POST', url: `/api/campaign/${c.id}/thanks`, headers: { authorization: `Bearer ${tok.organiser}`, 'idempotency-key': key }, payload: { message: 'Thanks!' } });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(await t.db.select().from(thankBatches).where(eq(thankBatches.campaignId, c.id))).toHaveLength(1);
  });

  it('is refused on a campaign waiting for review', async () => {
    const c = await createCampaign(t.db, { userId: organiserId, status: 'PENDING' });
    const res = await thankAll(c.id, tok.organiser);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Thank-yous can be sent while the campaign is open or after it has ended.');
  });

  it('goes by SMS to a donor with only a phone on their account', async () => {
    const c = await createCampaign(t.db, { userId: organiserId, title: 'Phones' });
    const [u] = await t.db.insert(users).values({ firstName: 'Tigist', lastName: 'Alemu', phoneNumber: '+251922000111', isVerified: true, locale: 'en' }).returning();
    const id = await gift(c.id, { email: '' });
    await t.db.update(donations).set({ userId: u.id }).where(eq(donations.id, id));
    expect((await thankOne(c.id, id, tok.organiser, 'Thank you Tigist')).statusCode).toBe(201);
    await relay();
    const [sms] = to('+251922000111');
    expect(sms.text).toBe(`Birr: a thank-you from the organiser of "Phones":\nThank you Tigist\nhttps://birr.example/campaign/${c.id}`);
  });
});
