import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEdits, campaignMedia, campaigns, donations } from '#server/db/schema';
import { runJob } from '#server/jobs/queue';
import { promoteToAdmin } from '#server/modules/review/promote';
import { bearer, claims } from '#tests/support/accounts';
import { form, png, verifiedUser } from '#tests/support/create-helpers';
import { addDonation, createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

// The second security audit (issue 40), items 7, 8 and 13: a reviewer's own campaign, suspension
// that closing early cannot escape, and changes of what a cause says once people gave to it.

let t: TestApp;
const tok = {} as Record<'reviewer' | 'organiser' | 'reviewerOrganiser' | 'other', string>;
let organiserId: string;
let reviewerOrganiserId: string;

const call = (method: string, url: string, token?: string, payload?: object | FormData) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : payload instanceof FormData ? { body: payload as never } : { payload }),
  });
const statusOf = async (id: string) => (await t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];
const pendingOf = (campaignId: string) =>
  t.db.select().from(campaignEdits).where(and(eq(campaignEdits.campaignId, campaignId), eq(campaignEdits.status, 'PENDING')));
const OWN = 'A reviewer cannot decide on their own campaign';

beforeAll(async () => {
  t = await testApp({ auth: { adminEmail: 'reviewer@birr.example' }, config: { publicUrl: 'https://birr.example' } });
  tok.reviewer = await verifiedUser(t, 'reviewer@birr.example');
  tok.organiser = await verifiedUser(t, 'organiser@example.com');
  tok.other = await verifiedUser(t, 'other@example.com');
  // A reviewer who also organises campaigns.
  tok.reviewerOrganiser = await verifiedUser(t, 'second-reviewer@example.com');
  await promoteToAdmin(t.db, 'second-reviewer@example.com');
  organiserId = claims(tok.organiser).sub!;
  reviewerOrganiserId = claims(tok.reviewerOrganiser).sub!;
});
afterAll(() => t.close());

describe('a reviewer decides nothing about their own campaign (item 13)', () => {
  it('cannot approve or reject their own pending campaign; another reviewer can', async () => {
    const own = (await createCampaign(t.db, { userId: reviewerOrganiserId, status: 'PENDING' })).id;
    const approve = await call('POST', `/api/review/campaigns/${own}/approve`, tok.reviewerOrganiser);
    expect(approve.statusCode).toBe(403);
    expect(approve.json().message).toBe(OWN);
    const reject = await call('POST', `/api/review/campaigns/${own}/reject`, tok.reviewerOrganiser, { reason: 'Mine' });
    expect(reject.statusCode).toBe(403);
    expect((await statusOf(own)).status).toBe('PENDING');
    expect((await call('POST', `/api/review/campaigns/${own}/approve`, tok.reviewer)).statusCode).toBe(200);
  });

  it('cannot suspend, reinstate or dismiss reports of their own campaign', async () => {
    const own = (await createCampaign(t.db, { userId: reviewerOrganiserId })).id;
    await call('POST', `/api/campaign/${own}/reports`, undefined, { reason: 'FRAUD' });
    const dismiss = await call('POST', `/api/review/campaigns/${own}/reports/dismiss`, tok.reviewerOrganiser);
    expect(dismiss.statusCode).toBe(403);
    expect(dismiss.json().message).toBe(OWN);
    const suspend = await call('POST', `/api/review/campaigns/${own}/suspend`, tok.reviewerOrganiser, { reason: 'Hide it' });
    expect(suspend.statusCode).toBe(403);
    expect((await statusOf(own)).status).toBe('ACTIVE');
    expect((await call('POST', `/api/review/campaigns/${own}/suspend`, tok.reviewer, { reason: 'Reported for fraud' })).statusCode).toBe(200);
    const reinstate = await call('POST', `/api/review/campaigns/${own}/reinstate`, tok.reviewerOrganiser);
    expect(reinstate.statusCode).toBe(403);
    expect(reinstate.json().message).toBe(OWN);
    expect((await statusOf(own)).status).toBe('SUSPENDED');
  });

  it('cannot decide a change of their own campaign', async () => {
    const own = (await createCampaign(t.db, { userId: reviewerOrganiserId, title: 'Own cause' })).id;
    await addDonation(t.db, own, { amount: 100 });
    expect((await call('PATCH', `/api/campaign/${own}`, tok.reviewerOrganiser, { title: 'Another cause' })).statusCode).toBe(200);
    const [edit] = await t.db.select().from(campaignEdits).where(eq(campaignEdits.campaignId, own));
    const res = await call('POST', `/api/review/edits/${edit.id}/approve`, tok.reviewerOrganiser);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(OWN);
    expect((await statusOf(own)).title).toBe('Own cause');
  });
});

describe('suspension cannot be escaped by closing early (item 7)', () => {
  it('a campaign its organiser closed early can still be suspended, and reinstating brings back COMPLETED', async () => {
    const c = (await createCampaign(t.db, { userId: organiserId, title: 'Closed in a hurry' })).id;
    await addDonation(t.db, c, { amount: 800 });
    await call('POST', `/api/campaign/${c}/reports`, undefined, { reason: 'FRAUD', email: 'watcher@example.com' });
    expect((await call('POST', `/api/campaign/${c}/close`, tok.organiser)).statusCode).toBe(200);
    expect((await statusOf(c)).status).toBe('COMPLETED');

    const suspended = await call('POST', `/api/review/campaigns/${c}/suspend`, tok.reviewer, { reason: 'Closed right after a fraud report' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await statusOf(c)).toMatchObject({ status: 'SUSPENDED', statusBeforeSuspension: 'COMPLETED' });
    const page = await call('GET', `/api/campaign/${c}`);
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe('This campaign is under review');
    // Listed where reviewers find suspended campaigns.
    const list = (await call('GET', '/api/review/suspended', tok.reviewer)).json().data;
    expect(list.some((s: { id: string }) => s.id === c)).toBe(true);

    const before = t.outbox().length;
    expect((await call('POST', `/api/review/campaigns/${c}/reinstate`, tok.reviewer)).statusCode).toBe(200);
    expect(await statusOf(c)).toMatchObject({ status: 'COMPLETED', statusBeforeSuspension: null });
    await runJob('follower-notices', t.deps);
    const told = t.outbox().slice(before).find((m) => m.to === 'organiser@example.com' && m.subject === 'Your campaign is live again');
    expect(told?.text).toContain('takes no more donations');
  });

  it('neither the closing job nor "close early" un-suspends a campaign', async () => {
    const c = (await createCampaign(t.db, { userId: organiserId, deadline: '2020-01-01' })).id;
    expect((await call('POST', `/api/review/campaigns/${c}/suspend`, tok.reviewer, { reason: 'Checking' })).statusCode).toBe(200);
    await runJob('close-campaigns', t.deps);
    expect((await statusOf(c)).status).toBe('SUSPENDED');
    expect((await call('POST', `/api/campaign/${c}/close`, tok.organiser)).statusCode).toBe(409);
    expect((await statusOf(c)).status).toBe('SUSPENDED');
    // Reinstated: ACTIVE again, and the next closing run closes it as past its deadline.
    expect((await call('POST', `/api/review/campaigns/${c}/reinstate`, tok.reviewer)).statusCode).toBe(200);
    expect((await statusOf(c)).status).toBe('ACTIVE');
    await runJob('close-campaigns', t.deps);
    expect((await statusOf(c)).status).toBe('COMPLETED');
  });

  it('a campaign that is not public and holds nothing cannot be suspended', async () => {
    const c = (await createCampaign(t.db, { userId: organiserId, status: 'PENDING' })).id;
    const res = await call('POST', `/api/review/campaigns/${c}/suspend`, tok.reviewer, { reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only a public campaign, or one that holds donations, can be suspended');
  });
});

describe('after donations, what the cause says changes only with a reviewer (item 8)', () => {
  let c: string;
  beforeAll(async () => {
    c = (await createCampaign(t.db, { userId: organiserId, title: 'School roof in Dessie', description: 'A new roof.', goal: 1000 })).id;
    for (const amount of [300, 200, 10]) await addDonation(t.db, c, { amount });
    await addDonation(t.db, c, { amount: 50, status: 'PENDING' });
    // One donor gave in Amharic; one address gave twice (spelt two ways); the unpaid one is not told.
    const byAmount = async (amount: string, set: Partial<typeof donations.$inferInsert>) =>
      t.db.update(donations).set(set).where(and(eq(donations.campaignId, c), eq(donations.amount, amount)));
    await byAmount('300.00', { locale: 'am' });
    await byAmount('200.00', { email: 'twice@example.com' });
    await byAmount('10.00', { email: 'TWICE@example.com' });
  });

  it('a campaign without verified donations is still edited at once', async () => {
    const fresh = (await createCampaign(t.db, { userId: organiserId, title: 'Nobody gave yet' })).id;
    const res = await call('PATCH', `/api/campaign/${fresh}`, tok.organiser, { title: 'Nobody gave yet (clearer)' });
    expect(res.json()).toMatchObject({ message: 'Campaign updated', pendingEdit: null });
    expect((await call('GET', `/api/campaign/${fresh}`)).json().data.title).toBe('Nobody gave yet (clearer)');
  });

  it('a new title and story wait for a reviewer; the public keeps the approved version; a higher goal applies at once', async () => {
    const res = await call('PATCH', `/api/campaign/${c}`, tok.organiser, { title: 'Something else entirely', description: 'A new story.', goalAmount: 2000 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Saved. Your change to the title, story or pictures waits for a reviewer; until it is approved, everyone sees the campaign as it was.');
    expect(body.pendingEdit.proposed).toEqual({ title: 'Something else entirely', description: 'A new story.' });
    const pub = (await call('GET', `/api/campaign/${c}`)).json().data;
    expect(pub).toMatchObject({ title: 'School roof in Dessie', description: 'A new roof.', goalAmount: 2000 });
    const manage = (await call('GET', `/api/campaign/${c}/manage`, tok.organiser)).json().data;
    expect(manage.pendingEdit.proposed.title).toBe('Something else entirely');
  });

  it('a second change merges into the waiting one under a new id; sending the approved value back drops a field', async () => {
    const [first] = await pendingOf(c);
    const res = await call('PATCH', `/api/campaign/${c}`, tok.organiser, { title: 'School roof in Dessie', description: 'A new roof, and desks.' });
    expect(res.json().pendingEdit.proposed).toEqual({ description: 'A new roof, and desks.' });
    // A reviewer who looked at the first version cannot approve the second unseen.
    const stale = await call('POST', `/api/review/edits/${first.id}/approve`, tok.reviewer);
    expect(stale.statusCode).toBe(404);
    expect(stale.json().message).toBe('This change is no longer waiting for review');
    const cover = await call('PATCH', `/api/campaign/${c}`, tok.organiser, form({ title: 'Roof and desks in Dessie', coverImage: { bytes: await png(1200, 700), name: 'c.png', type: 'image/png' } }));
    expect(cover.statusCode, cover.body).toBe(200);
    expect(cover.json().pendingEdit.proposed).toMatchObject({ title: 'Roof and desks in Dessie', description: 'A new roof, and desks.', cover: { url: expect.stringMatching(/\.webp$/) } });
    // The new picture's media row is not there until approval.
    const media = await t.db.select().from(campaignMedia).where(eq(campaignMedia.campaignId, c));
    expect(media.map((m) => m.storageKey).sort()).toEqual([`test/${c}-a`, `test/${c}-b`]);
    expect(await pendingOf(c)).toHaveLength(1);
  });

  it('reviewers (only) see waiting changes beside what the campaign says now', async () => {
    for (const who of ['organiser', 'other'] as const) expect((await call('GET', '/api/review/edits', tok[who])).statusCode).toBe(403);
    const list = (await call('GET', '/api/review/edits', tok.reviewer)).json();
    const mine = list.data.find((e: { campaign: { id: string } }) => e.campaign.id === c);
    expect(mine.current).toMatchObject({ title: 'School roof in Dessie', description: 'A new roof.', cover: { url: expect.any(String) }, others: [expect.any(Object)] });
    expect(mine.proposed).toMatchObject({ title: 'Roof and desks in Dessie', description: 'A new roof, and desks.' });
  });

  it('approval applies it at once and the job queue tells each donor once, in their language', async () => {
    const [edit] = await pendingOf(c);
    const before = t.outbox().length;
    const res = await call('POST', `/api/review/edits/${edit.id}/approve`, tok.reviewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Change approved');
    const pub = (await call('GET', `/api/campaign/${c}`)).json().data;
    expect(pub).toMatchObject({ title: 'Roof and desks in Dessie', description: 'A new roof, and desks.' });
    const newCover = pub.campaignMedia.find((m: { imageType: string }) => m.imageType === 'COVER_IMAGE');
    expect(newCover.url).toMatch(/\/media\/campaigns\/.+\.webp$/);
    expect((await call('POST', `/api/review/edits/${edit.id}/approve`, tok.reviewer)).statusCode).toBe(409);

    // The request sends nothing: the organiser hears from the notifications job, donors from edit-notices.
    expect(t.outbox().slice(before)).toEqual([]);
    await runJob('follower-notices', t.deps);
    // (Earlier tests' notices about other campaigns go out in the same run.)
    const organiser = t.outbox().slice(before).filter((m) => m.text.includes(`https://birr.example/campaign/${c}?ref=email`));
    expect(organiser.map((m) => [m.to, m.subject])).toEqual([['organiser@example.com', 'Your change was approved']]);
    const mark = t.outbox().length;
    await runJob('edit-notices', t.deps);
    const told = t.outbox().slice(mark);
    const verified = (await t.db.select().from(donations).where(eq(donations.campaignId, c))).filter((d) => d.paymentStatus === 'VERIFIED');
    const addresses = [...new Set(verified.map((d) => d.email.toLowerCase()))].sort();
    expect(told.map((m) => m.to).sort()).toEqual(addresses);
    const english = told.find((m) => m.to === 'twice@example.com')!;
    expect(english.subject).toBe('A campaign you gave to has changed: Roof and desks in Dessie');
    expect(english.text).toContain('"School roof in Dessie", a campaign you gave to');
    expect(english.text).toContain('The cover picture was replaced.');
    expect(english.text).toContain(`https://birr.example/campaign/${c}?ref=email`);
    const amharicDonor = verified.find((d) => d.locale === 'am')!;
    expect(told.find((m) => m.to === amharicDonor.email)!.subject).toBe('የለገሱለት ዘመቻ ተቀይሯል፡ Roof and desks in Dessie');
    // Once.
    const after = t.outbox().length;
    await runJob('edit-notices', t.deps);
    expect(t.outbox().length).toBe(after);
  });

  it('rejection keeps the campaign as it was and tells the organiser why', async () => {
    await call('PATCH', `/api/campaign/${c}`, tok.organiser, { title: 'Bait and switch' });
    const [edit] = await pendingOf(c);
    expect((await call('POST', `/api/review/edits/${edit.id}/reject`, tok.reviewer, {})).statusCode).toBe(400);
    const before = t.outbox().length;
    const res = await call('POST', `/api/review/edits/${edit.id}/reject`, tok.reviewer, { reason: 'The cause may not change.' });
    expect(res.statusCode).toBe(200);
    expect((await statusOf(c)).title).toBe('Roof and desks in Dessie');
    expect(t.outbox().slice(before)).toEqual([]);
    await runJob('follower-notices', t.deps);
    const told = t.outbox().slice(before);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ to: 'organiser@example.com', subject: 'Your change was not approved' });
    expect(told[0].text).toContain('The cause may not change.');
    await runJob('edit-notices', t.deps);
    expect(t.outbox().length).toBe(before + 1);
  });
});
