import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankDetails, campaignTreasurers, campaigns, donations, users, withdrawalTreasurerDecisions } from '#server/db/schema';
import { runJob } from '#server/jobs/queue';
import { isTreasurer, treasurerUserIds } from '#server/modules/treasurers';
import { bearer, claims, lastCode, newAccount, post as postAs } from '#tests/support/accounts';
import { verifiedUser } from '#tests/support/create-helpers';
import { createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

let t: TestApp;
let reviewer: string;
let organiser: string;
let organiserId: string;
let stranger: string;

beforeAll(async () => {
  t = await testApp({ auth: { adminEmail: 'reviewer@birr.example' }, config: { publicUrl: 'http://birr.test' } });
  reviewer = await verifiedUser(t, 'reviewer@birr.example');
  organiser = await verifiedUser(t, 'organiser@example.com');
  organiserId = claims(organiser).sub!;
  stranger = await verifiedUser(t, 'stranger@example.com');
});
afterAll(() => t.close());

const req = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers: { ...(token ? bearer(token) : {}), ...headers } });
const invite = (campaignId: string, body: object, token = organiser) => req('POST', `/api/campaign/${campaignId}/treasurers`, token, body);
const list = (campaignId: string, token?: string) => req('GET', `/api/campaign/${campaignId}/treasurers`, token);
const accept = (token: string, as?: string) => req('POST', '/api/treasurers/accept', as, { token });
const decide = (withdrawalId: string, as: string, body: object) => req('POST', `/api/withdrawals/${withdrawalId}/treasurer-decision`, as, body);
const withdraw = (campaignId: string, amount: number) =>
  req('POST', `/api/campaign/${campaignId}/withdrawals`, organiser, { amount }, { 'idempotency-key': randomUUID() });
/** What the organiser was told about one campaign, once the notifications job sent it (each notice links to it). */
const toldAbout = async (campaignId: string, subject: string) => {
  await runJob('follower-notices', t.deps);
  return t.outbox().filter((m) => m.to === 'organiser@example.com' && m.subject === subject && m.text.includes(`/campaign/${campaignId}?ref=email`));
};
const balance = async (id: string) => (await req('GET', `/api/campaign/${id}/balance`, organiser)).json().data;
const queueIds = async () => (await req('GET', '/api/review/withdrawals?limit=100', reviewer)).json().data.map((w: { id: string }) => w.id);
const statusOf = async (campaignId: string, withdrawalId: string) =>
  (await req('GET', `/api/campaign/${campaignId}/withdrawals`, organiser)).json().data.find((w: { id: string }) => w.id === withdrawalId);

/** The token in the latest invitation sent to `to`. */
function inviteToken(to: string) {
  const text = t.outbox().filter((m) => m.to === to).at(-1)?.text ?? '';
  const match = /\/treasurer\/accept\?token=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no invitation to ${to}`);
  return match[1];
}

let n = 0;
async function gift(campaignId: string, amount = '1000.00', fee = '50.00') {
  await t.db.insert(donations).values({
    campaignId, donorFirstName: 'D', donorLastName: 'F', email: `d${++n}@example.com`, amount, fee, feeRate: '0.0500',
    txRef: `t-${randomUUID()}`, paymentStatus: 'VERIFIED', verifiedAt: new Date(),
  });
  await t.db.update(campaigns).set({ raisedAmount: sql`${campaigns.raisedAmount} + ${amount}` }).where(eq(campaigns.id, campaignId));
}

async function campaign(opts: { funded?: boolean; userId?: string } = {}) {
  const c = await createCampaign(t.db, { userId: opts.userId ?? organiserId, title: `Clinic ${++n}` });
  await t.db.insert(bankDetails).values({ campaignId: c.id, bankName: 'COMMERCIAL_BANK_OF_ETHIOPIA', holderName: 'Abebe Kebede', accountNumber: '1000123456789' });
  if (opts.funded) await gift(c.id);
  return c.id;
}

/** A verified person invited by email who accepted: their token and user id. */
async function treasurer(campaignId: string, firstName = 'Hanna', by = organiser) {
  const email = `treasurer${++n}@example.com`;
  expect((await invite(campaignId, { email }, by)).statusCode).toBe(201);
  const link = inviteToken(email);
  const token = await verifiedUser(t, email);
  await t.db.update(users).set({ firstName, lastName: 'Girma' }).where(eq(users.email, email));
  const res = await accept(link, token);
  expect(res.statusCode, res.body).toBe(200);
  return { token, id: claims(token).sub!, email };
}

describe('inviting treasurers', () => {
  it('sends the invitation by email in the invitee’s language, with a one-time link whose token is stored hashed', async () => {
    const id = await campaign();
    await verifiedUser(t, 'amharic@example.com');
    await t.db.update(users).set({ locale: 'am' }).where(eq(users.email, 'amharic@example.com'));
    const res = await invite(id, { email: 'Amharic@Example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ state: 'INVITED', invitedAs: 'amharic@example.com', name: null });
    const sent = t.outbox().filter((m) => m.to === 'amharic@example.com').at(-1)!;
    expect(sent.subject).toContain('ገንዘብ ያዥ');
    expect(sent.text).toContain('http://birr.test/treasurer/accept?token=');
    expect(sent.text).toContain('lang=am');
    const token = inviteToken('amharic@example.com');
    const [row] = await t.db.select().from(campaignTreasurers).where(eq(campaignTreasurers.id, res.json().data.id));
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('sends it by SMS to a phone number written any way, in one form', async () => {
    const id = await campaign();
    const res = await invite(id, { phoneNumber: '0911 22 33 44' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.invitedAs).toBe('+251911223344');
    expect(t.outbox().filter((m) => m.to === '+251911223344').at(-1)?.text).toContain('/treasurer/accept?token=');
  });

  it('is the organiser’s alone, never themself, at most three at once, each address once', async () => {
    const id = await campaign();
    expect((await invite(id, { email: 'x1@example.com' }, stranger)).statusCode).toBe(403);
    expect((await invite(id, { email: 'x1@example.com' }, reviewer)).statusCode).toBe(403);
    expect((await invite(id, { email: 'x1@example.com' }, '')).statusCode).toBe(401);
    const self = await invite(id, { email: 'organiser@example.com' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toMatch(/own campaign/);
    const bad = await invite(id, { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/valid email address or Ethiopian phone/);
    expect((await invite(id, {})).statusCode).toBe(400);
    for (const email of ['x1@example.com', 'x2@example.com', 'x3@example.com']) expect((await invite(id, { email })).statusCode).toBe(201);
    const again = await invite(id, { email: 'x1@example.com' });
    expect(again.statusCode).toBe(409);
    const fourth = await invite(id, { email: 'x4@example.com' });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toMatch(/at most 3/);
    expect((await invite(randomUUID(), { email: 'x5@example.com' })).statusCode).toBe(404);
  });

  it('counts three invitations sent at once as three, never four', async () => {
    const id = await campaign();
    const results = await Promise.all(['r1', 'r2', 'r3', 'r4', 'r5'].map((p) => invite(id, { email: `${p}@example.com` })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
  });

  it('limits invitations per campaign per day', async () => {
    const id = await campaign();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await invite(id, { email: `limit${i}@example.com` })).statusCode);
    expect(codes.slice(0, 3)).toEqual([201, 201, 201]);
    expect(codes[10]).toBe(429);
  });
});

describe('accepting', () => {
  it('needs the invited, verified account; works once; never for the organiser', async () => {
    const id = await campaign();
    expect((await invite(id, { email: 'acceptor@example.com' })).statusCode).toBe(201);
    const token = inviteToken('acceptor@example.com');
    expect((await accept(token)).statusCode).toBe(401);
    const unverified = await verifiedUser(t, 'acceptor@example.com', false);
    const notYet = await accept(token, unverified);
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json().code).toBe('ACCOUNT_NOT_VERIFIED');
    const other = await accept(token, stranger);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toMatch(/sent to a•••@example\.com/);
    const own = await accept(token, organiser);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toMatch(/own campaign/);
    const v = await postAs(t, '/api/auth/verify-account', { email: 'acceptor@example.com', verificationCode: lastCode(t, 'acceptor@example.com') }, bearer(unverified));
    const acceptor = v.json().access_token as string;
    const ok = await accept(token, acceptor);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.campaignId).toBe(id);
    const twice = await accept(token, acceptor);
    expect(twice.statusCode).toBe(404);
    expect(await treasurerUserIds(t.db, id)).toEqual([claims(acceptor).sub]);
    expect(await isTreasurer(t.db, id, claims(acceptor).sub!)).toBe(true);
    expect(await isTreasurer(t.db, id, claims(stranger).sub!)).toBe(false);
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'treasurer.accept'), eq(auditLog.targetId, id)));
    expect(entry.actorId).toBe(claims(acceptor).sub);
  });

  it('accepts by phone for the account with that number', async () => {
    const id = await campaign();
    expect((await invite(id, { phoneNumber: '+251 933 44 55 66' })).statusCode).toBe(201);
    const token = inviteToken('+251933445566');
    const signup = await postAs(t, '/api/auth/local/signup', newAccount({ email: undefined, phoneNumber: '0933445566' }));
    expect(signup.statusCode).toBe(201);
    const v = await postAs(t, '/api/auth/verify-account', { phoneNumber: '0933445566', verificationCode: lastCode(t, '+251933445566') }, bearer(signup.json().access_token));
    expect(v.statusCode).toBe(200);
    expect((await accept(token, v.json().access_token)).statusCode).toBe(200);
  });

  it('names the treasurers on the public campaign by first name and initial', async () => {
    const id = await campaign();
    await treasurer(id, 'Selam');
    const page = (await req('GET', `/api/campaign/${id}`)).json().data;
    expect(page.treasurers).toEqual([{ firstName: 'Selam', initial: 'G' }]);
    expect(JSON.stringify(page.treasurers)).not.toContain('@');
  });
});

describe('who sees and removes treasurers', () => {
  it('shows them to the organiser, its treasurers and reviewers only', async () => {
    const id = await campaign();
    const tr = await treasurer(id, 'Meron');
    const elsewhere = await treasurer(await campaign());
    const mine = (await list(id, organiser)).json();
    expect(mine.data).toEqual([expect.objectContaining({ state: 'ACTIVE', name: 'Meron G.', invitedAs: tr.email })]);
    expect(mine.removable).toBe(true);
    expect((await list(id, reviewer)).json().data[0].invitedAs).toBe(tr.email);
    const asTreasurer = await list(id, tr.token);
    expect(asTreasurer.statusCode).toBe(200);
    expect(asTreasurer.json().data[0].invitedAs).not.toContain(tr.email);
    expect((await list(id, stranger)).statusCode).toBe(403);
    expect((await list(id, elsewhere.token)).statusCode).toBe(403);
    expect((await list(id)).statusCode).toBe(401);
    expect((await list(randomUUID(), organiser)).statusCode).toBe(404);
  });

  it('lets the organiser remove a treasurer before the first verified donation, not after', async () => {
    const id = await campaign();
    const first = await treasurer(id);
    const firstRow = (await list(id, organiser)).json().data[0].id;
    expect((await req('DELETE', `/api/campaign/${id}/treasurers/${firstRow}`, stranger)).statusCode).toBe(403);
    expect((await req('DELETE', `/api/campaign/${id}/treasurers/${firstRow}`, first.token)).statusCode).toBe(403);
    expect((await req('DELETE', `/api/campaign/${id}/treasurers/${firstRow}`, organiser)).statusCode).toBe(200);
    expect((await list(id, organiser)).json().data).toEqual([]);
    expect(await isTreasurer(t.db, id, first.id)).toBe(false);

    await treasurer(id);
    expect((await invite(id, { email: 'pending@example.com' })).statusCode).toBe(201);
    await gift(id);
    const [active, pending] = (await list(id, organiser)).json().data;
    expect((await list(id, organiser)).json().removable).toBe(false);
    const refused = await req('DELETE', `/api/campaign/${id}/treasurers/${active.id}`, organiser);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/cannot be removed once the campaign has received a verified donation/);
    // An invitation nobody accepted yet can still be cancelled.
    expect((await req('DELETE', `/api/campaign/${id}/treasurers/${pending.id}`, organiser)).statusCode).toBe(200);
    expect((await req('DELETE', `/api/campaign/${id}/treasurers/${randomUUID()}`, organiser)).statusCode).toBe(404);
    expect((await req('DELETE', `/api/campaign/${id}/treasurers/nope`, organiser)).json().message).toBe('Invalid treasurer id');
  });
});

describe('withdrawals on a campaign with treasurers', () => {
  it('without treasurers, a request goes straight to reviewers as before', async () => {
    const id = await campaign({ funded: true });
    const w = (await withdraw(id, 200)).json().data;
    expect(w.status).toBe('REQUESTED');
    expect(w.treasurers).toBeUndefined();
    expect(await queueIds()).toContain(w.id);
  });

  it('with one treasurer: waits for them, unseen by reviewers, its money held; their approval sends it on', async () => {
    const id = await campaign({ funded: true });
    const tr = await treasurer(id);
    const res = await withdraw(id, 400);
    expect(res.statusCode).toBe(201);
    const w = res.json().data;
    expect(w).toMatchObject({ status: 'AWAITING_TREASURERS', treasurers: { needed: 1, approvals: 0, decisions: [] } });
    expect((await toldAbout(id, 'Payout requested'))[0]?.text).toContain('treasurers approve it first');
    expect(await queueIds()).not.toContain(w.id);
    expect(await balance(id)).toMatchObject({ inFlight: 400, available: 550 });
    const ledger = (await req('GET', `/api/campaign/${id}/ledger`)).json().data;
    expect(ledger).toMatchObject({ inFlight: 400, available: 550 });
    // No second request while one waits, so the same money is never asked for twice.
    expect((await withdraw(id, 500)).statusCode).toBe(409);
    const early = await req('POST', `/api/review/withdrawals/${w.id}/approve`, reviewer);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/waits for the campaign's treasurers/);

    const ok = await decide(w.id, tr.token, { approve: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'REQUESTED', treasurers: { needed: 1, approvals: 1, decisions: [{ name: 'Hanna G.', approve: true }] } });
    expect(await queueIds()).toContain(w.id);
    expect(await toldAbout(id, 'Payout approved by your treasurers')).toHaveLength(1);
    const queued = (await req('GET', '/api/review/withdrawals?limit=100', reviewer)).json().data.find((x: { id: string }) => x.id === w.id);
    expect(queued.treasurers.decisions[0]).toMatchObject({ name: 'Hanna G.', approve: true, at: expect.any(String) });
    expect((await req('POST', `/api/review/withdrawals/${w.id}/approve`, reviewer)).statusCode).toBe(200);
  });

  it('with two treasurers needs both; with three, two', async () => {
    const two = await campaign({ funded: true });
    const [a, b] = [await treasurer(two, 'Abel'), await treasurer(two, 'Bethel')];
    const w2 = (await withdraw(two, 300)).json().data;
    expect(w2.treasurers.needed).toBe(2);
    expect((await decide(w2.id, a.token, { approve: true })).json().data.status).toBe('AWAITING_TREASURERS');
    expect((await decide(w2.id, b.token, { approve: true })).json().data.status).toBe('REQUESTED');

    const three = await campaign({ funded: true });
    const [x, y] = [await treasurer(three), await treasurer(three), await treasurer(three)];
    const w3 = (await withdraw(three, 300)).json().data;
    expect(w3.treasurers.needed).toBe(2);
    const once = await decide(w3.id, x.token, { approve: true });
    expect(once.json().data).toMatchObject({ status: 'AWAITING_TREASURERS', treasurers: { approvals: 1 } });
    expect(once.json().message).toBe('Your decision is recorded');
    const twice = await decide(w3.id, y.token, { approve: true });
    expect(twice.json().data.status).toBe('REQUESTED');
    expect(twice.json().message).toMatch(/majority/);
  });

  it('one refusal with a reason sends it back to the organiser as REJECTED, the money available again', async () => {
    const id = await campaign({ funded: true });
    const [a, b] = [await treasurer(id), await treasurer(id)];
    const w = (await withdraw(id, 250)).json().data;
    expect((await decide(w.id, a.token, { approve: true })).statusCode).toBe(200);
    const noReason = await decide(w.id, b.token, { approve: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Say why you refuse this withdrawal');
    const res = await decide(w.id, b.token, { approve: false, reason: 'The clinic bill is 150 Br, not 250' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'REJECTED', reason: 'The clinic bill is 150 Br, not 250' });
    const [told] = await toldAbout(id, 'Payout refused by a treasurer');
    expect(told.text).toContain('The clinic bill is 150 Br, not 250');
    expect(await balance(id)).toMatchObject({ inFlight: 0, available: 950 });
    const seen = await statusOf(id, w.id);
    expect(seen.treasurers.decisions.map((d: { approve: boolean; reason?: string }) => [d.approve, d.reason])).toEqual([
      [true, undefined],
      [false, 'The clinic bill is 150 Br, not 250'],
    ]);
    expect((await decide(w.id, a.token, { approve: false, reason: 'too late' })).statusCode).toBe(409);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, w.id));
    expect(entries.map((e) => e.action).sort()).toEqual(['payout.treasurer_approve', 'payout.treasurer_refuse']);
  });

  it('counts a decision once however often it is sent, even at the same moment', async () => {
    const id = await campaign({ funded: true });
    const [a] = [await treasurer(id), await treasurer(id)];
    const w = (await withdraw(id, 300)).json().data;
    const both = await Promise.all([decide(w.id, a.token, { approve: true }), decide(w.id, a.token, { approve: true })]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await t.db.select().from(withdrawalTreasurerDecisions).where(eq(withdrawalTreasurerDecisions.withdrawalId, w.id));
    expect(rows).toHaveLength(1);
    expect((await statusOf(id, w.id)).status).toBe('AWAITING_TREASURERS');
    expect((await decide(w.id, a.token, { approve: true })).json().data.treasurers.approvals).toBe(1);
    expect((await decide(w.id, a.token, { approve: false, reason: 'changed my mind' })).statusCode).toBe(409);
  });

  it('is decided only by a treasurer of that campaign', async () => {
    const id = await campaign({ funded: true });
    await treasurer(id);
    const other = await treasurer(await campaign());
    const w = (await withdraw(id, 300)).json().data;
    for (const [who, status] of [[stranger, 403], [other.token, 403], [organiser, 403], [reviewer, 403]] as const) {
      const res = await decide(w.id, who, { approve: true });
      expect(res.statusCode, who === organiser ? 'organiser' : 'someone').toBe(status);
    }
    expect((await decide(w.id, '', { approve: true })).statusCode).toBe(401);
    expect((await decide(randomUUID(), stranger, { approve: true })).statusCode).toBe(404);
    expect((await decide(w.id, other.token, { approve: 'yes' })).statusCode).toBe(400);
    expect((await statusOf(id, w.id)).status).toBe('AWAITING_TREASURERS');
  });

  it('a reviewer who is a campaign’s treasurer approves as treasurer, never again as reviewer; a reviewer’s own campaign stays theirs to refuse', async () => {
    const second = await verifiedUser(t, 'second-reviewer@birr.example');
    await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.email, 'second-reviewer@birr.example'));
    const id = await campaign({ funded: true });
    expect((await invite(id, { email: 'second-reviewer@birr.example' })).statusCode).toBe(201);
    expect((await accept(inviteToken('second-reviewer@birr.example'), second)).statusCode).toBe(200);
    const w = (await withdraw(id, 300)).json().data;
    expect((await decide(w.id, second, { approve: true })).json().data.status).toBe('REQUESTED');
    const res = await req('POST', `/api/review/withdrawals/${w.id}/approve`, second);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/treasurer of this campaign/);

    // The reviewer's own campaign: they invite, they cannot decide its withdrawals as a treasurer.
    const own = await campaign({ funded: true, userId: claims(reviewer).sub! });
    const helper = await treasurer(own, 'Kidist', reviewer);
    const ask = await req('POST', `/api/campaign/${own}/withdrawals`, reviewer, { amount: 200 }, { 'idempotency-key': randomUUID() });
    expect(ask.json().data.status).toBe('AWAITING_TREASURERS');
    expect((await decide(ask.json().data.id, reviewer, { approve: true })).statusCode).toBe(403);
    expect((await decide(ask.json().data.id, helper.token, { approve: true })).json().data.status).toBe('REQUESTED');
  });

  it('shows a treasurer their campaigns, each balance and the withdrawals waiting for them', async () => {
    const id = await campaign({ funded: true });
    const tr = await treasurer(id);
    const w = (await withdraw(id, 300)).json().data;
    const res = await req('GET', '/api/user/treasurer-campaigns', tr.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const [entry] = res.json().data;
    expect(entry).toMatchObject({ campaign: { id }, balance: { inFlight: 300, available: 650 }, withdrawals: [{ id: w.id, status: 'AWAITING_TREASURERS' }] });
    expect((await req('GET', '/api/user/treasurer-campaigns', stranger)).json().data).toEqual([]);
    expect((await req('GET', `/api/campaign/${id}/withdrawals`, tr.token)).statusCode).toBe(200);
    expect((await req('GET', `/api/campaign/${id}/balance`, stranger)).statusCode).toBe(403);
  });
});
