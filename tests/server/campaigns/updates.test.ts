import { describe, expect, it } from 'vitest';
import { runJob } from '#server/jobs/queue';
import { form, png } from '#tests/support/create-helpers';
import { createCampaign } from '#tests/support/fixtures';
import { call, campaignId, organiserId, statuses, t, tok, useLiveCampaign } from '#tests/support/live-campaign';

// Updates over HTTP: the organiser posts, edits and deletes them; the public reads them; donors
// (who follow what they gave to) are emailed by the job queue with an unfollow link — and who may
// call each route.

useLiveCampaign();

describe('updates', () => {
  let updateId: string;

  it('only the organiser may post; donors who gave an email get it with an unsubscribe link', async () => {
    const before = t.outbox().length;
    const res = await statuses('POST', () => `/api/campaign/${campaignId}/updates`, (who) => ({ text: `From ${who}\nline two` }));
    expect(res).toEqual({ guest: 401, donor: 403, organiser: 201, other: 403, reviewer: 403 });
    // The request only queues it: the job sends it.
    expect(t.outbox().slice(before).filter((m) => m.subject === 'Update: Water for Lalibela')).toEqual([]);
    await runJob('follower-notices', t.deps);
    const mail = t.outbox().slice(before).filter((m) => m.subject === 'Update: Water for Lalibela');
    expect(mail.map((m) => m.to)).toEqual(['donor@example.com']);
    expect(mail[0].text).toContain('From organiser\nline two');
    expect(mail[0].text).toMatch(/https:\/\/birr\.example\/api\/follow\/unsubscribe\?token=[\w-]+$/);
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
    // The token's first character changed (to another one: one token in 64 starts with x).
    const forged = await t.app.inject({ method: 'POST', url: path.replace(/token=([\w-])/, (_, c: string) => `token=${c === 'x' ? 'y' : 'x'}`) });
    expect(forged.statusCode).toBe(400);
    const done = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('no more updates');
    const before = t.outbox().length;
    await call('POST', `/api/campaign/${campaignId}/updates`, tok.organiser, { text: 'After unsubscribing' });
    await runJob('follower-notices', t.deps);
    expect(t.outbox().slice(before).filter((m) => m.to === 'donor@example.com')).toEqual([]);
    expect((await call('GET', `/api/campaign/${campaignId}/follow`, tok.donor)).json()).toEqual({ following: false });
  });

  it('a campaign the public cannot see has no public updates', async () => {
    const pending = await createCampaign(t.db, { userId: organiserId, status: 'PENDING' });
    expect((await call('GET', `/api/campaign/${pending.id}/updates`)).statusCode).toBe(404);
    expect((await call('POST', `/api/campaign/${pending.id}/updates`, tok.organiser, { text: 'Too early' })).statusCode).toBe(409);
  });
});
