import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewList } from '#contract/review';
import { campaigns, users } from '#server/db/schema';
import { runJob } from '#server/jobs/queue';
import { promoteToAdmin } from '#server/modules/review/promote';
import { bearer, claims } from '#tests/support/accounts';
import { submit, validForm, verifiedUser } from '#tests/support/create-helpers';
import { testApp, type TestApp } from '#tests/support/harness';

let t: TestApp;
let now = new Date();
let admin: string;
let organiser: string;
let someone: string;
beforeAll(async () => {
  t = await testApp({ clock: () => now, auth: { adminEmail: 'reviewer@birr.example' } });
  admin = await verifiedUser(t, 'Reviewer@Birr.example');
  organiser = await verifiedUser(t, 'organiser@example.com');
  someone = await verifiedUser(t, 'someone@example.com');
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const postJson = (url: string, token?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const create = async (kind: 'business' | 'charity' | 'personal', title: string) => {
  const res = await submit(t, kind, organiser, await validForm(kind, { title }));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string };
};
const statusOf = async (id: string) => (await t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];

describe('reviewers', () => {
  it('the account that verifies ADMIN_EMAIL is a reviewer; its token says so', () => {
    expect(claims(admin).role).toBe('ADMIN');
    expect(claims(organiser).role).toBe('USER');
  });

  it('npm run admin promotes an existing account by email or phone', async () => {
    const [u] = await t.db.insert(users).values({ firstName: 'Sara', lastName: 'M', phoneNumber: '+251933445566', isVerified: true }).returning();
    expect((await promoteToAdmin(t.db, '0933445566')).role).toBe('ADMIN');
    expect((await t.db.select().from(users).where(eq(users.id, u.id)))[0].role).toBe('ADMIN');
    await expect(promoteToAdmin(t.db, 'nobody@example.com')).rejects.toThrow('No account for nobody@example.com');
    await expect(promoteToAdmin(t.db, 'not an id')).rejects.toThrow(/neither an email/);
  });

  it('the script reports an unknown account and exits non-zero', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'birr-admin-'));
    try {
      const run = promisify(execFile)('npx', ['tsx', 'scripts/admin.ts', 'ghost@example.com'], {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' },
      });
      await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('No account for ghost@example.com') });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('review queue', () => {
  let first: { id: string };
  let second: { id: string };
  let third: { id: string };
  beforeAll(async () => {
    first = await create('business', 'First to review');
    now = new Date(now.getTime() + 1000);
    second = await create('charity', 'Second to review');
    now = new Date(now.getTime() + 1000);
    third = await create('personal', 'Third to review');
  });

  it('signed out → 401, signed in without the role → 403, on every review route', async () => {
    for (const [method, url] of [
      ['GET', '/api/review/campaigns'],
      ['POST', `/api/review/campaigns/${first.id}/approve`],
      ['POST', `/api/review/campaigns/${first.id}/reject`],
    ] as const) {
      const out = await t.app.inject({ method, url, payload: method === 'POST' ? { reason: 'x' } : undefined });
      expect(out.statusCode).toBe(401);
      const user = await t.app.inject({ method, url, headers: bearer(someone), payload: method === 'POST' ? { reason: 'x' } : undefined });
      expect(user.statusCode).toBe(403);
      expect(user.json()).toEqual({ message: 'Only reviewers can do this', code: 'FORBIDDEN' });
    }
    expect((await statusOf(first.id)).status).toBe('PENDING');
  });

  it('lists pending campaigns oldest first with their private details and document links', async () => {
    const res = await get('/api/review/campaigns', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = ReviewList.parse(res.json());
    expect(body.data.map((c) => c.title)).toEqual(['First to review', 'Second to review', 'Third to review']);
    const biz = body.data[0];
    expect(biz.recipientPrivate).toEqual({
      contactEmail: 'contact@example.org',
      contactPhoneNumber: '0911234567',
      tinNumber: '0012345678',
      licenseNumber: '778899',
    });
    expect(biz.bank).toEqual({ bankName: 'AWASH_BANK', holderName: 'Abebe Kebede', accountNumber: '1000123456789' });
    expect(biz.organiser).toEqual({ email: 'organiser@example.com', phoneNumber: null });
    expect(biz.documents.map((d) => d.kind).sort()).toEqual(['REGISTRATION_LICENSE', 'TIN_CERTIFICATE']);
    expect(biz.campaignMedia[0].srcSet).toContain('400w');
    // The reviewer opens a document through its short-lived link.
    const doc = biz.documents.find((d) => d.kind === 'TIN_CERTIFICATE')!;
    const link = await get(`/api${doc.linkPath}`, admin);
    expect(link.statusCode).toBe(200);
    const opened = await get(link.json().url);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect((await get(`/api${doc.path}`, admin)).statusCode).toBe(200);
    // Five minutes later the link is dead.
    now = new Date(now.getTime() + 301_000);
    const late = await get(link.json().url);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toMatch(/expired/);
    expect(body.meta).toEqual({ total: 3, page: 1, limit: 20, totalPages: 1 });
    const paged = await get('/api/review/campaigns?limit=2&page=2', admin);
    expect(paged.json().data.map((c: { title: string }) => c.title)).toEqual(['Third to review']);
  });

  it('approve → ACTIVE, listed publicly, organiser told', async () => {
    const res = await postJson(`/api/review/campaigns/${first.id}/approve`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: first.id, status: 'ACTIVE' });
    const row = await statusOf(first.id);
    expect(row.status).toBe('ACTIVE');
    expect(row.reviewedBy).toBe(claims(admin).sub);
    expect((await get(`/api/campaign/${first.id}`)).statusCode).toBe(200);
    const list = await get('/api/campaign?limit=50');
    expect(list.json().data.map((c: { id: string }) => c.id)).toContain(first.id);
    // Queued with the decision; the notifications job sends it.
    await runJob('follower-notices', t.deps);
    const told = t.outbox().filter((m) => m.to === 'organiser@example.com').at(-1)!;
    expect(told.subject).toBe('Your campaign is live');
    expect(told.text).toContain('"First to review" was approved');
    expect(told.text).toContain(`/campaign/${first.id}?ref=email`);
    expect(told.text).toContain('To choose where you hear from us:');
    // A decision is made once.
    const again = await postJson(`/api/review/campaigns/${first.id}/reject`, admin, { reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This campaign has already been reviewed');
  });

  it('reject needs a reason; then REJECTED with the reason kept and sent to the organiser', async () => {
    const none = await postJson(`/api/review/campaigns/${second.id}/reject`, admin, { reason: '   ' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please give a reason for rejecting this campaign');
    const tooLong = await postJson(`/api/review/campaigns/${second.id}/reject`, admin, { reason: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    const res = await postJson(`/api/review/campaigns/${second.id}/reject`, admin, { reason: 'The TIN certificate is unreadable.\nPlease upload a clear scan.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('REJECTED');
    const row = await statusOf(second.id);
    expect(row).toMatchObject({ status: 'REJECTED', reviewReason: 'The TIN certificate is unreadable.\nPlease upload a clear scan.' });
    expect((await get(`/api/campaign/${second.id}`)).statusCode).toBe(404);
    await runJob('follower-notices', t.deps);
    const told = t.outbox().filter((m) => m.to === 'organiser@example.com').at(-1)!;
    expect(told.subject).toBe('Your campaign was not approved');
    expect(told.text).toContain('Reason: The TIN certificate is unreadable.');
    expect(told.text).toContain(`send it for review again: http://localhost:3000/campaign/${second.id}/fix?ref=email`);
  });

  it('the queue holds only what is still pending; unknown ids are 404', async () => {
    const res = await get('/api/review/campaigns', admin);
    expect(res.json().data.map((c: { id: string }) => c.id)).toEqual([third.id]);
    const missing = await postJson('/api/review/campaigns/00000000-0000-4000-8000-000000000000/approve', admin);
    expect(missing.statusCode).toBe(404);
    expect((await postJson('/api/review/campaigns/not-a-uuid/approve', admin)).statusCode).toBe(400);
  });

  it('a reviewer demoted in the database loses access at once', async () => {
    await t.db.update(users).set({ role: 'USER' }).where(eq(users.id, claims(admin).sub!));
    expect((await get('/api/review/campaigns', admin)).statusCode).toBe(403);
    await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, claims(admin).sub!));
  });

  it('reviewers read any document; other organisers do not', async () => {
    const res = await get('/api/review/campaigns', admin);
    const doc = res.json().data[0].documents[0];
    expect((await get(`/api${doc.path}`, admin)).statusCode).toBe(200);
    expect((await get(`/api${doc.path}`, organiser)).statusCode).toBe(200);
    expect((await get(`/api${doc.path}`, someone)).statusCode).toBe(404);
  });
});
