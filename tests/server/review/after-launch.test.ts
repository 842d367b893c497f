import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInEthiopia } from '#contract/dates';
import { bankDetails, campaigns, donations } from '#server/db/schema';
import { bearer, claims } from '#tests/support/accounts';
import { form, png, verifiedUser } from '#tests/support/create-helpers';
import { addDonation, createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

// Issue 26 over HTTP: updates, words of support, reports, suspension, the organiser's page —
// and, for every new route, who may call it (guest, donor, organiser, another user, reviewer).

let t: TestApp;
const tok: Record<'donor' | 'organiser' | 'other' | 'reviewer', string> = {} as never;
let organiserId: string;
let campaignId: string;

let ipN = 0;
const ip = () => `10.26.${Math.floor(++ipN / 250)}.${ipN % 250}`;
const call = (method: string, url: string, token?: string, payload?: object | FormData, remoteAddress = ip()) => {
  const isForm = payload instanceof FormData;
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...(token ? bearer(token) : {}) },
    remoteAddress,
    ...(payload === undefined ? {} : isForm ? { body: payload as never } : { payload }),
  });
};
const payViaSandbox = async (campaign: string, body: Record<string, unknown>, token?: string) => {
  const res = await call('POST', token ? `/api/donation/${campaign}` : `/api/donation/guest/${campaign}`, token, {
    donorFirstName: 'Almaz',
    donorLastName: 'Worku',
    email: 'almaz@example.com',
    amount: 250,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  const txRef = res.json().data.txRef as string;
  return { txRef, pay: () => t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${txRef}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' }) };
};

beforeAll(async () => {
  t = await testApp({ auth: { adminEmail: 'reviewer@birr.example' }, config: { webDist: '/nonexistent', publicUrl: 'https://birr.example' } });
  tok.reviewer = await verifiedUser(t, 'reviewer@birr.example');
  tok.organiser = await verifiedUser(t, 'organiser@example.com');
  tok.donor = await verifiedUser(t, 'donor@example.com');
  tok.other = await verifiedUser(t, 'other@example.com');
  organiserId = claims(tok.organiser).sub!;
  campaignId = (await createCampaign(t.db, { userId: organiserId, title: 'Water for Lalibela' })).id;
  // The donor gave (verified), so "donor" is a real donor of this campaign.
  const { pay } = await payViaSandbox(campaignId, { email: 'donor@example.com' }, tok.donor);
  await pay();
});
afterAll(() => t.close());

type Who = keyof typeof tok | 'guest';
const WHO: Who[] = ['guest', 'donor', 'organiser', 'other', 'reviewer'];
async function statuses(method: string, url: (who: Who) => string, body?: (who: Who) => object | undefined) {
  const out: Record<string, number> = {};
  for (const who of WHO) out[who] = (await call(method, url(who), who === 'guest' ? undefined : tok[who], body?.(who))).statusCode;
  return out;
}

describe('updates', () => {
  let updateId: string;

  it('only the organiser may post; donors who gave an email get it with an unsubscribe link', async () => {
    const before = t.outbox().length;
    const res = await statuses('POST', () => `/api/campaign/${campaignId}/updates`, (who) => ({ text: `From ${who}\nline two` }));
    expect(res).toEqual({ guest: 401, donor: 403, organiser: 201, other: 403, reviewer: 403 });
    const mail = t.outbox().slice(before).filter((m) => m.subject === 'Update: Water for Lalibela');
    expect(mail.map((m) => m.to)).toEqual(['donor@example.com']);
    expect(mail[0].text).toContain('From organiser\nline two');
    expect(mail[0].text).toMatch(/https:\/\/birr\.example\/api\/campaign\/[0-9a-f-]+\/unsubscribe\?email=donor%40example\.com&token=/);
  });

  it('lists them publicly, newest first, paginated, line breaks kept', async () => {
    await call('POST', `/api/campaign/${campaignId}/updates`, tok.organiser, { text: 'Second news' });
    const res = await call('GET', `/api/campaign/${campaignId}/updates?limit=1`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toEqual([expect.objectContaining({ text: 'Second news' })]);
    expect(body.meta).toEqual({ total: 2, page: 1, limit: 1, totalPages: 2 });
    const page2 = (await call('GET', `/api/campaign/${campaignId}/updates?limit=1&page=2`)).json();
    expect(page2.data[0].text).toBe('From organiser\nline two');
    updateId = page2.data[0].id;
  });

  it('takes an image in a multipart form, re-encoded as WebP renditions', async () => {
    const fd = form({ text: 'With a photo', image: { bytes: await png(900, 600), name: 'photo.png', type: 'image/png' } });
    const res = await call('POST', `/api/campaign/${campaignId}/updates`, tok.organiser, fd);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.imageUrl).toMatch(/\/media\/updates\/.+-800\.webp$/);
    const bad = form({ text: 'Not an image', image: { bytes: Buffer.from('hello'), name: 'x.png', type: 'image/png' } });
    const refused = await call('POST', `/api/campaign/${campaignId}/updates`, tok.organiser, bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Invalid file format. Allowed: PNG, JPG, JPEG');
  });

  it('refuses empty and over-long text with a message', async () => {
    const empty = await call('POST', `/api/campaign/${campaignId}/updates`, tok.organiser, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Write something for your update');
    const long = await call('POST', `/api/campaign/${campaignId}/updates`, tok.organiser, { text: 'x'.repeat(5001) });
    expect(long.json().message).toBe('An update must be at most 5000 characters');
  });

  it('only the organiser may edit or delete an update', async () => {
    const url = `/api/campaign/${campaignId}/updates/${updateId}`;
    expect(await statuses('PATCH', () => url, (who) => ({ text: `edited by ${who}` }))).toEqual({ guest: 401, donor: 403, organiser: 200, other: 403, reviewer: 403 });
    const list = (await call('GET', `/api/campaign/${campaignId}/updates?limit=50`)).json().data;
    expect(list.find((u: { id: string }) => u.id === updateId).text).toBe('edited by organiser');
    expect(await statuses('DELETE', () => url)).toEqual({ guest: 401, donor: 403, organiser: 204, other: 403, reviewer: 403 });
    const after = (await call('GET', `/api/campaign/${campaignId}/updates?limit=50`)).json().data;
    expect(after.some((u: { id: string }) => u.id === updateId)).toBe(false);
  });

  it('the unsubscribe link works without signing in, and only with its own token', async () => {
    const mail = t.outbox().filter((m) => m.to === 'donor@example.com' && m.subject.startsWith('Update:')).at(-1)!;
    const link = new URL(/https:\/\/\S+unsubscribe\S+/.exec(mail.text)![0]);
    const path = link.pathname + link.search;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Unsubscribe');
    const forged = await t.app.inject({ method: 'POST', url: path.replace('donor%40example.com', 'almaz%40example.com') });
    expect(forged.statusCode).toBe(400);
    const done = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('no more updates');
    const before = t.outbox().length;
    await call('POST', `/api/campaign/${campaignId}/updates`, tok.organiser, { text: 'After unsubscribing' });
    expect(t.outbox().slice(before).filter((m) => m.to === 'donor@example.com')).toEqual([]);
  });

  it('a campaign the public cannot see has no public updates', async () => {
    const pending = await createCampaign(t.db, { userId: organiserId, status: 'PENDING' });
    expect((await call('GET', `/api/campaign/${pending.id}/updates`)).statusCode).toBe(404);
    expect((await call('POST', `/api/campaign/${pending.id}/updates`, tok.organiser, { text: 'Too early' })).statusCode).toBe(409);
  });
});

describe('words of support', () => {
  let wordsCampaign: string;
  beforeAll(async () => {
    wordsCampaign = (await createCampaign(t.db, { userId: organiserId, title: 'Words campaign' })).id;
  });

  it('appear with name (or Anonymous) and amount only once the donation is verified', async () => {
    const named = await payViaSandbox(wordsCampaign, { message: 'Stay strong, Liya!', amount: 300 });
    const anon = await payViaSandbox(wordsCampaign, { message: 'From a neighbour', isAnonymous: true, amount: 100 });
    await payViaSandbox(wordsCampaign, { message: 'Never paid' });
    expect((await call('GET', `/api/campaign/${wordsCampaign}/words`)).json().data).toEqual([]);
    await named.pay();
    await anon.pay();
    const res = (await call('GET', `/api/campaign/${wordsCampaign}/words`)).json();
    expect(res.data.map((w: { name: string; amount: number; message: string }) => [w.name, w.amount, w.message])).toEqual([
      ['Anonymous', 100, 'From a neighbour'],
      ['Almaz Worku', 300, 'Stay strong, Liya!'],
    ]);
    expect(res.meta.total).toBe(2);
    expect(JSON.stringify(res)).not.toContain('almaz@example.com');
  });

  it('refuses a message over 500 characters before any checkout starts', async () => {
    const res = await call('POST', `/api/donation/guest/${wordsCampaign}`, undefined, {
      donorFirstName: 'A', donorLastName: 'B', email: 'a@example.com', amount: 10, message: 'x'.repeat(501),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Words of support must be at most 500 characters');
  });

  it('the organiser (only) can hide one; a reviewer (only) can remove one', async () => {
    const words = (await call('GET', `/api/campaign/${wordsCampaign}/words`)).json().data as { id: string }[];
    const [first, second] = words;
    const hide = await statuses('PATCH', () => `/api/campaign/${wordsCampaign}/words/${first.id}`, () => ({ hidden: true }));
    expect(hide).toEqual({ guest: 401, donor: 403, organiser: 200, other: 403, reviewer: 403 });
    const afterHide = (await call('GET', `/api/campaign/${wordsCampaign}/words`)).json().data;
    expect(afterHide.map((w: { id: string }) => w.id)).toEqual([second.id]);
    const remove = await statuses('DELETE', (who) => (who === 'reviewer' ? `/api/review/words/${second.id}` : `/api/review/words/${second.id}`));
    expect(remove).toEqual({ guest: 401, donor: 403, organiser: 403, other: 403, reviewer: 204 });
    expect((await call('GET', `/api/campaign/${wordsCampaign}/words`)).json().data).toEqual([]);
    // Removed is for good: the organiser cannot bring it back by un-hiding.
    expect((await call('PATCH', `/api/campaign/${wordsCampaign}/words/${second.id}`, tok.organiser, { hidden: false })).statusCode).toBe(404);
  });
});

describe('reports, suspension and reinstatement', () => {
  let reported: string;
  beforeAll(async () => {
    reported = (await createCampaign(t.db, { userId: organiserId, title: 'Suspicious campaign' })).id;
    await addDonation(t.db, reported, { amount: 50 });
  });

  it('anyone may report a public campaign; a bad reason or email is a 400 with a message', async () => {
    const res = await statuses('POST', () => `/api/campaign/${reported}/reports`, (who) => ({
      reason: 'FRAUD', details: `seen by ${who}`, ...(who === 'guest' ? { email: 'guest@example.com' } : {}),
    }));
    expect(res).toEqual({ guest: 201, donor: 201, organiser: 201, other: 201, reviewer: 201 });
    const bad = await call('POST', `/api/campaign/${reported}/reports`, undefined, { reason: 'BORED' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose a reason for your report');
    const badEmail = await call('POST', `/api/campaign/${reported}/reports`, undefined, { reason: 'OTHER', email: 'nope' });
    expect(badEmail.json().message).toBe('Enter a valid email');
    const long = await call('POST', `/api/campaign/${reported}/reports`, undefined, { reason: 'OTHER', details: 'x'.repeat(1001) });
    expect(long.json().message).toBe('Details must be at most 1000 characters');
  });

  it('limits reports per client address and per campaign', async () => {
    const one = '10.99.0.1';
    const target = (await createCampaign(t.db, {})).id;
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await call('POST', `/api/campaign/${target}/reports`, undefined, { reason: 'OTHER' }, one)).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    const res = await call('POST', `/api/campaign/${target}/reports`, undefined, { reason: 'OTHER' }, one);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().message).toBe('Too many reports from this address. Please try again later.');
    // Another address may still report it.
    expect((await call('POST', `/api/campaign/${target}/reports`, undefined, { reason: 'OTHER' })).statusCode).toBe(201);
  });

  it('reviewers (only) see open reports grouped by campaign', async () => {
    expect(await statuses('GET', () => '/api/review/reports')).toEqual({ guest: 401, donor: 403, organiser: 403, other: 403, reviewer: 200 });
    const groups = (await call('GET', '/api/review/reports', tok.reviewer)).json().data;
    const mine = groups.find((g: { campaign: { id: string } }) => g.campaign.id === reported);
    expect(mine.openCount).toBe(5);
    expect(mine.reports.map((r: { reporter: string }) => r.reporter)).toContain('guest@example.com');
  });

  it('suspending hides the campaign everywhere public and refuses donations; organiser and reporters are told', async () => {
    const before = t.outbox().length;
    const who = await statuses('POST', () => `/api/review/campaigns/${reported}/suspend`, () => ({ reason: 'Documents do not match' }));
    expect(who).toEqual({ guest: 401, donor: 403, organiser: 403, other: 403, reviewer: 200 });
    expect((await t.db.select().from(campaigns).where(eq(campaigns.id, reported)))[0].status).toBe('SUSPENDED');

    const detail = await call('GET', `/api/campaign/${reported}`);
    expect(detail.statusCode).toBe(404);
    expect(detail.json().message).toBe('This campaign is under review');
    expect(detail.body).not.toContain('Suspicious campaign');
    for (const url of [`/api/campaign/${reported}/updates`, `/api/campaign/${reported}/words`, `/api/donation/${reported}`]) {
      expect((await call('GET', url)).statusCode).toBe(404);
    }
    const list = (await call('GET', '/api/campaign?limit=50')).json().data;
    expect(list.some((c: { id: string }) => c.id === reported)).toBe(false);
    const gift = await call('POST', `/api/donation/guest/${reported}`, undefined, { donorFirstName: 'A', donorLastName: 'B', email: 'a@example.com', amount: 10 });
    expect(gift.statusCode).toBe(409);
    expect(gift.json().message).toBe('This campaign is under review and cannot take donations right now');

    const sent = t.outbox().slice(before);
    expect(sent.find((m) => m.to === 'organiser@example.com' && m.subject === 'Your campaign is under review')?.text).toContain('Documents do not match');
    expect(sent.find((m) => m.to === 'guest@example.com')?.text).toContain('suspended');
    // Acted on: no longer in the open reports.
    const groups = (await call('GET', '/api/review/reports', tok.reviewer)).json().data;
    expect(groups.some((g: { campaign: { id: string } }) => g.campaign.id === reported)).toBe(false);
    // Suspending twice is a conflict; a missing reason a 400.
    expect((await call('POST', `/api/review/campaigns/${reported}/suspend`, tok.reviewer, { reason: 'again' })).statusCode).toBe(409);
    expect((await call('POST', `/api/review/campaigns/${reported}/suspend`, tok.reviewer, {})).json().message).toBe('Please give a reason for suspending this campaign');
  });

  it('reviewers (only) find suspended campaigns in their own list', async () => {
    expect(await statuses('GET', () => '/api/review/suspended')).toEqual({ guest: 401, donor: 403, organiser: 403, other: 403, reviewer: 200 });
    const list = (await call('GET', '/api/review/suspended', tok.reviewer)).json().data;
    expect(list).toEqual([expect.objectContaining({ id: reported, reason: 'Documents do not match' })]);
  });

  it('reinstating puts it back; only reviewers may', async () => {
    expect(await statuses('POST', () => `/api/review/campaigns/${reported}/reinstate`)).toEqual({ guest: 401, donor: 403, organiser: 403, other: 403, reviewer: 200 });
    expect((await call('GET', `/api/campaign/${reported}`)).statusCode).toBe(200);
    expect(t.outbox().at(-1)).toMatchObject({ to: 'organiser@example.com', subject: 'Your campaign is live again' });
  });

  it('dismissing tells the reporter no action was taken', async () => {
    await call('POST', `/api/campaign/${reported}/reports`, undefined, { reason: 'MISLEADING', email: 'watcher@example.com' });
    expect(await statuses('POST', () => `/api/review/campaigns/${reported}/reports/dismiss`)).toEqual({ guest: 401, donor: 403, organiser: 403, other: 403, reviewer: 200 });
    expect(t.outbox().find((m) => m.to === 'watcher@example.com')?.text).toContain('found no reason');
  });
});

describe('a suspended campaign pays nothing out', () => {
  it('refuses a new payout request and the approval of one asked for before the suspension', async () => {
    const c = (await createCampaign(t.db, { userId: organiserId, title: 'Money campaign' })).id;
    await t.db.insert(bankDetails).values({ campaignId: c, bankName: 'AWASH_BANK', holderName: 'Organiser', accountNumber: '1234567890' });
    await addDonation(t.db, c, { amount: 500 });
    const ask = (key: string) =>
      t.app.inject({ method: 'POST', url: `/api/campaign/${c}/withdrawals`, headers: { ...bearer(tok.organiser), 'idempotency-key': key }, payload: { amount: 100 } });
    const asked = await ask('payout-before-suspension');
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await call('POST', `/api/review/campaigns/${c}/suspend`, tok.reviewer, { reason: 'Checking the bank account' })).statusCode).toBe(200);

    const again = await ask('payout-after-suspension');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This campaign is under review: payouts wait until it is reinstated');
    const approve = await call('POST', `/api/review/withdrawals/${asked.json().data.id}/approve`, tok.reviewer);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe('This campaign is under review: payouts wait until it is reinstated');
  });
});

describe('the organiser manages a campaign', () => {
  let live: string;
  // Nobody has given to it yet: its title, story and pictures change at once (once someone has,
  // they wait for a reviewer: tests/server/security/review.test.ts).
  let fresh: string;
  beforeAll(async () => {
    live = (await createCampaign(t.db, { userId: organiserId, title: 'Live one', goal: 1000 })).id;
    await addDonation(t.db, live, { amount: 1500, first: 'Sara', last: 'Bekele' });
    fresh = (await createCampaign(t.db, { userId: organiserId, title: 'Live one', goal: 1000 })).id;
  });

  it('the organiser page: organiser and reviewers only', async () => {
    expect(await statuses('GET', () => `/api/campaign/${live}/manage`)).toEqual({ guest: 401, donor: 403, organiser: 200, other: 403, reviewer: 200 });
    const view = (await call('GET', `/api/campaign/${live}/manage`, tok.organiser)).json().data;
    expect(view.campaign.title).toBe('Live one');
    expect(view.donors.map((d: { name: string; amount: number }) => [d.name, d.amount])).toEqual([['Sara Bekele', 1500]]);
    expect(view).toMatchObject({ openReports: 0, words: [], updates: { data: [] } });
  });

  it('edits title and story of an ACTIVE campaign; reviewers see the history', async () => {
    const who = await statuses('PATCH', () => `/api/campaign/${fresh}`, (w) => ({ title: `Live one (${w})` }));
    expect(who).toEqual({ guest: 401, donor: 403, organiser: 200, other: 403, reviewer: 403 });
    await call('PATCH', `/api/campaign/${fresh}`, tok.organiser, { description: 'A better story.' });
    const pub = (await call('GET', `/api/campaign/${fresh}`)).json().data;
    expect(pub).toMatchObject({ title: 'Live one (organiser)', description: 'A better story.' });
    expect(await statuses('GET', () => `/api/review/campaigns/${fresh}/history`)).toEqual({ guest: 401, donor: 403, organiser: 403, other: 403, reviewer: 200 });
    const history = (await call('GET', `/api/review/campaigns/${fresh}/history`, tok.reviewer)).json().data;
    expect(history.map((h: { changes: object }) => h.changes)).toEqual([
      { description: { from: expect.any(String), to: 'A better story.' } },
      { title: { from: 'Live one', to: 'Live one (organiser)' } },
    ]);
  });

  it('replaces the cover with a re-encoded image', async () => {
    const res = await call('PATCH', `/api/campaign/${fresh}`, tok.organiser, form({ coverImage: { bytes: await png(1300, 800), name: 'c.png', type: 'image/png' } }));
    expect(res.statusCode, res.body).toBe(200);
    const cover = res.json().data.campaignMedia.find((m: { imageType: string }) => m.imageType === 'COVER_IMAGE');
    expect(cover.url).toMatch(/\/media\/campaigns\/.+\.webp$/);
  });

  it('raises the goal (never below raised) and extends the deadline (at most 365 days from creation)', async () => {
    const low = await call('PATCH', `/api/campaign/${live}`, tok.organiser, { goalAmount: 1200 });
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe('The goal cannot be lower than what has been raised');
    expect((await call('PATCH', `/api/campaign/${live}`, tok.organiser, { goalAmount: 2000 })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/campaign/${live}`, tok.organiser, { goalAmount: 1800 })).json().message).toBe('The goal can only be raised');
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, live));
    await t.db.update(campaigns).set({ deadline: '2026-01-01', createdAt: new Date('2025-12-01T00:00:00Z') }).where(eq(campaigns.id, live));
    expect((await call('PATCH', `/api/campaign/${live}`, tok.organiser, { deadline: '2026-12-02' })).json().message).toBe(
      'The deadline can be at most 365 days after the campaign was created',
    );
    expect((await call('PATCH', `/api/campaign/${live}`, tok.organiser, { deadline: '2026-12-01' })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/campaign/${live}`, tok.organiser, { deadline: '2026-06-01' })).json().message).toBe('The deadline can only be moved later');
    expect((await call('PATCH', `/api/campaign/${live}`, tok.organiser, { nope: 1 })).json().message).toBe('Unknown field: nope');
    void row;
  });

  it('a PENDING campaign cannot be edited; a REJECTED one is resubmitted from its saved fields', async () => {
    const pending = (await createCampaign(t.db, { userId: organiserId, status: 'PENDING' })).id;
    expect((await call('PATCH', `/api/campaign/${pending}`, tok.organiser, { title: 'x' })).statusCode).toBe(409);
    const rejected = (await createCampaign(t.db, { userId: organiserId, status: 'REJECTED', title: 'Typo campain' })).id;
    // Its old deadline is years away: resubmitting asks for one the create form would accept.
    const far = await call('POST', `/api/campaign/${rejected}/resubmit`, tok.organiser, { title: 'Typo campaign' });
    expect(far.json().message).toBe('Deadline must be within a year from today');
    const deadline = addDays(todayInEthiopia(), 30);
    const who = await statuses('POST', () => `/api/campaign/${rejected}/resubmit`, () => ({ title: 'Typo campaign', deadline }));
    expect(who).toEqual({ guest: 401, donor: 403, organiser: 200, other: 403, reviewer: 403 });
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, rejected));
    expect(row).toMatchObject({ status: 'PENDING', title: 'Typo campaign', reviewReason: null });
    expect((await call('POST', `/api/campaign/${rejected}/resubmit`, tok.organiser, {})).statusCode).toBe(409);
    const queue = (await call('GET', '/api/review/campaigns?limit=50', tok.reviewer)).json().data;
    expect(queue.some((c: { id: string }) => c.id === rejected)).toBe(true);
  });
});

it('a donation row keeps its words even when removed (for the record), never shown again', async () => {
  const rows = await t.db.select().from(donations);
  expect(rows.some((r) => r.messageRemovedAt !== null && r.message)).toBe(true);
});
