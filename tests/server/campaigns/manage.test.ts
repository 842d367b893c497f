import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInEthiopia } from '#contract/dates';
import { campaigns } from '#server/db/schema';
import { form, png } from '#tests/support/create-helpers';
import { addDonation, createCampaign } from '#tests/support/fixtures';
import { call, organiserId, statuses, t, tok, useLiveCampaign } from '#tests/support/live-campaign';

// The organiser's page over HTTP: editing a live campaign (title, story, cover, goal, deadline),
// resubmitting a rejected one, reviewers reading the history — and who may call each route.

useLiveCampaign();

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
