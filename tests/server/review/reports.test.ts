import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankDetails, campaigns } from '#server/db/schema';
import { runJob } from '#server/jobs/queue';
import { bearer } from '#tests/support/accounts';
import { addDonation, createCampaign } from '#tests/support/fixtures';
import { call, campaignId, organiserId, statuses, t, tok, useLiveCampaign } from '#tests/support/live-campaign';

// Reports over HTTP: anyone may report a campaign; reviewers see them grouped, dismiss them,
// suspend the campaign (which then pays nothing out) or reinstate it — and who may call each route.

useLiveCampaign();

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

    // The organiser's notice and the reporters' are queued with the suspension; the job queue sends them.
    expect(t.outbox().slice(before).filter((m) => m.to === 'guest@example.com')).toEqual([]);
    await runJob('follower-notices', t.deps);
    await runJob('person-notices', t.deps);
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
    const before = t.outbox().length;
    await runJob('follower-notices', t.deps);
    expect(t.outbox().slice(before).filter((m) => m.to === 'organiser@example.com').map((m) => m.subject)).toEqual(['Your campaign is live again']);
  });

  it('dismissing tells the reporter no action was taken', async () => {
    await call('POST', `/api/campaign/${reported}/reports`, undefined, { reason: 'MISLEADING', email: 'watcher@example.com' });
    expect(await statuses('POST', () => `/api/review/campaigns/${reported}/reports/dismiss`)).toEqual({ guest: 401, donor: 403, organiser: 403, other: 403, reviewer: 200 });
    await runJob('person-notices', t.deps);
    expect(t.outbox().filter((m) => m.to === 'watcher@example.com').map((m) => m.text)).toEqual([expect.stringContaining('found no reason')]);
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
