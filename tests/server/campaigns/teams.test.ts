import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, campaigns, donations } from '#server/db/schema';
import { verifiedUser, form, png } from '#tests/support/create-helpers';
import { createCampaign } from '#tests/support/fixtures';
import { call, campaignId, organiserId, payViaSandbox, t, tok, useLiveCampaign } from '#tests/support/live-campaign';

// Teams (issue 44): a supporter's page for a live campaign, its slug, its own total from verified
// gifts made through it, the leaderboard, the donation's team checked, and who may remove one.

useLiveCampaign();

type TeamJson = { id: string; slug: string; name: string; raised: number; donorCount: number; target: number; photo: { url: string } | null; previewImage: string | null };
const teams = (campaign = campaignId) => `/api/campaign/${campaign}/teams`;
const start = (token: string, body: object | FormData, campaign = campaignId) => call('POST', teams(campaign), token, body);
const startOk = async (token: string, body: object, campaign = campaignId) => {
  const res = await start(token, body, campaign);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TeamJson;
};
const team = { name: "Almaz's runners", why: 'We run for clean water', target: '5,000' };

/** A signed-in, verified supporter of their own (one live team per person per campaign). */
let people = 0;
const supporter = () => verifiedUser(t, `supporter${++people}@example.com`);

describe('starting a team page', () => {
  it('makes a page with a slug from its name, its target read as people type money', async () => {
    const made = await startOk(tok.donor, team);
    expect(made).toMatchObject({ slug: 'almaz-s-runners', name: "Almaz's runners", why: 'We run for clean water', target: 5000, raised: 0, donorCount: 0, photo: null });
    const read = await call('GET', `${teams()}/almaz-s-runners`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.id).toBe(made.id);
  });

  it('numbers a name already taken on the campaign, writes Amharic names in Latin letters, and falls back to "team"', async () => {
    expect((await startOk(await supporter(), team)).slug).toBe('almaz-s-runners-2');
    expect((await startOk(await supporter(), { ...team, name: 'አበበ ቢቂላ' })).slug).toBe('abebe-biqila');
    expect((await startOk(await supporter(), { ...team, name: '🙂🙂' })).slug).toBe('team');
    // The same name on another campaign is that campaign's own.
    const other = (await createCampaign(t.db, { userId: organiserId })).id;
    expect((await startOk(tok.donor, team, other)).slug).toBe('almaz-s-runners');
  });

  it('gives each person one live team per campaign', async () => {
    const again = await start(tok.donor, { ...team, name: 'Another one' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a team page for this campaign');
  });

  it('refuses a bad name, line of why or target with the field and its words', async () => {
    const who = await supporter();
    const cases: [object, string, string][] = [
      [{ ...team, name: '  ' }, 'name', 'Enter a name for your team'],
      [{ ...team, name: 'x'.repeat(61) }, 'name', 'The team name can be at most 60 characters'],
      [{ ...team, why: '' }, 'why', 'Say in one line why you are raising money for this campaign'],
      [{ ...team, why: 'x'.repeat(161) }, 'why', 'Say why in at most 160 characters'],
      [{ ...team, target: '1,00' }, 'target', 'A comma separates thousands (1,000 or 1000); for cents use a point (1.50)'],
      [{ ...team, target: 0 }, 'target', 'The target must be more than 0 Br'],
    ];
    for (const [body, field, message] of cases) {
      const res = await start(who, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
      expect(res.json().message).toBe(message);
    }
  });

  it('only signed-in, verified people, only on a live campaign', async () => {
    expect((await call('POST', teams(), undefined, team)).statusCode).toBe(401);
    const unverified = await verifiedUser(t, 'not-yet@example.com', false);
    expect((await start(unverified, team)).statusCode).toBe(403);
    const pending = (await createCampaign(t.db, { status: 'PENDING' })).id;
    expect((await start(tok.other, team, pending)).json().code).toBe('CAMPAIGN_NOT_FOUND');
    const done = (await createCampaign(t.db, { status: 'COMPLETED' })).id;
    const closed = await start(tok.other, team, done);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('Team pages can be started only while the campaign is open');
  });

  it('takes a photo in a multipart form, re-encoded, with a link preview; refuses a file that is no image', async () => {
    const fd = form({ ...team, name: 'With a photo', photo: { bytes: await png(900, 900), name: 'me.png', type: 'image/png' } });
    const res = await start(await supporter(), fd);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().data as TeamJson;
    expect(made.photo?.url).toMatch(/\/media\/teams\/.+-800\.webp$/);
    expect(made.previewImage).toMatch(/\/media\/teams\/.+-preview\.jpg$/);
    const preview = await t.app.inject({ method: 'GET', url: made.previewImage! });
    expect(preview.statusCode).toBe(200);
    const bad = form({ ...team, name: 'Bad photo', photo: { bytes: Buffer.from('hello'), name: 'x.png', type: 'image/png' } });
    const refused = await start(await supporter(), bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Invalid file format. Allowed: PNG, JPG, JPEG');
  });
});

describe('gifts through a team', () => {
  let leader: TeamJson;
  let runnerUp: TeamJson;
  beforeAll(async () => {
    runnerUp = await startOk(await supporter(), { ...team, name: 'Runner up', target: 1000 });
    leader = await startOk(await supporter(), { ...team, name: 'Leader', target: 1000 });
  });

  it('count for the team (verified only) and for the campaign as every gift does', async () => {
    const [before] = await t.db.select({ raised: campaigns.raisedAmount }).from(campaigns).where(eq(campaigns.id, campaignId));
    await (await payViaSandbox(campaignId, { amount: 300, teamId: leader.id })).pay();
    await (await payViaSandbox(campaignId, { amount: 200, teamId: leader.id })).pay();
    await (await payViaSandbox(campaignId, { amount: 100, teamId: runnerUp.id })).pay();
    // Started, never paid: not counted anywhere.
    await payViaSandbox(campaignId, { amount: 5000, teamId: runnerUp.id });

    const read = (await call('GET', `${teams()}/${leader.slug}`)).json().data as TeamJson;
    expect([read.raised, read.donorCount]).toEqual([500, 2]);
    const [after] = await t.db.select({ raised: campaigns.raisedAmount }).from(campaigns).where(eq(campaigns.id, campaignId));
    expect(Number(after.raised) - Number(before.raised)).toBe(600);
  });

  it('put the teams in order of what they raised on the leaderboard', async () => {
    const list = (await call('GET', teams())).json().data as TeamJson[];
    expect(list.slice(0, 2).map((x) => [x.name, x.raised])).toEqual([
      ['Leader', 500],
      ['Runner up', 100],
    ]);
    expect(list.slice(2).every((x) => x.raised === 0)).toBe(true);
  });

  it('name a team of the same campaign, or none at all', async () => {
    const elsewhere = (await createCampaign(t.db, { userId: organiserId })).id;
    const foreign = await startOk(await supporter(), { ...team, name: 'Elsewhere' }, elsewhere);
    const body = { donorFirstName: 'A', donorLastName: 'B', email: 'a@example.com', amount: 10 };
    for (const teamId of [foreign.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await call('POST', `/api/donation/guest/${campaignId}`, undefined, { ...body, teamId });
      expect(res.statusCode, teamId).toBe(400);
      expect(res.json()).toMatchObject({ field: 'teamId', message: 'This team page is not part of this campaign' });
    }
    for (const teamId of [undefined, null]) {
      expect((await call('POST', `/api/donation/guest/${campaignId}`, undefined, { ...body, teamId })).statusCode).toBe(201);
    }
    const res = await call('POST', `/api/donation/guest/${campaignId}`, undefined, { ...body, teamId: leader.id });
    const [row] = await t.db.select({ teamId: donations.teamId }).from(donations).where(eq(donations.txRef, res.json().data.txRef));
    expect(row.teamId).toBe(leader.id);
  });
});

describe('removing a team page', () => {
  const remove = (slug: string, token?: string) => call('DELETE', `${teams()}/${slug}`, token);

  it("the organiser may; another person may not; its gifts stay with the campaign and its address is not given again", async () => {
    const owner = await supporter();
    const made = await startOk(owner, { ...team, name: 'To be removed' });
    await (await payViaSandbox(campaignId, { amount: 50, teamId: made.id })).pay();
    const [before] = await t.db.select({ raised: campaigns.raisedAmount }).from(campaigns).where(eq(campaigns.id, campaignId));

    expect((await remove(made.slug)).statusCode).toBe(401);
    const stranger = await remove(made.slug, tok.other);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe("Only the campaign's organiser, the team's creator or a reviewer can remove this team page");
    expect((await remove(made.slug, tok.organiser)).statusCode).toBe(204);

    const gone = await call('GET', `${teams()}/${made.slug}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('TEAM_NOT_FOUND');
    expect(((await call('GET', teams())).json().data as TeamJson[]).map((x) => x.id)).not.toContain(made.id);
    const [after] = await t.db.select({ raised: campaigns.raisedAmount }).from(campaigns).where(eq(campaigns.id, campaignId));
    expect(after.raised).toBe(before.raised);
    // A gift can no longer be made through it; its creator may start another, under a new address.
    const late = await call('POST', `/api/donation/guest/${campaignId}`, undefined, { donorFirstName: 'A', donorLastName: 'B', email: 'a@example.com', amount: 10, teamId: made.id });
    expect(late.statusCode).toBe(400);
    expect((await startOk(owner, { ...team, name: 'To be removed' })).slug).toBe('to-be-removed-2');

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, made.id));
    expect(entry).toMatchObject({ action: 'team.remove', targetKind: 'team', actorId: organiserId });
  });

  it('its creator may remove their own, and a reviewer any', async () => {
    const owner = await supporter();
    const own = await startOk(owner, { ...team, name: 'Mine' });
    expect((await remove(own.slug, owner)).statusCode).toBe(204);
    const other = await startOk(await supporter(), { ...team, name: 'Reviewed' });
    expect((await remove(other.slug, tok.reviewer)).statusCode).toBe(204);
    expect((await remove(other.slug, tok.reviewer)).statusCode).toBe(404);
  });
});
