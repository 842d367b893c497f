// The console's health page (GET /api/admin/health): what an operator must act on. Failed jobs of
// the last day, by queue, from pg-boss itself; messages a mail server refused (they are retried by
// the job queue, and sent once when it takes them again). The refused wallet key is provoked
// against the Chapa peer in tests/server/donations/direct-charge.test.ts.
import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsHealth } from '#contract/ops-alerts';
import type { Message, Notifier } from '#server/adapters/notify/notifier';
import { smtpNotifier } from '#server/adapters/notify/smtp';
import { runJob, startJobs, type Jobs } from '#server/jobs/queue';
import { startSmtpServer } from '#tests/peers/smtp';
import { bearer, post } from '#tests/support/accounts';
import { createCampaign, createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
/** The mail server as configured: first with a password it refuses, then (the operator's fix) the right one. */
let mailer: Notifier;
/** How far the server's clock is ahead of the real one (a retry's wait gone by). */
let skewMs = 0;
let reviewer: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  mailer = smtpNotifier(smtp.url.replace(':secret@', ':wrong-password@'), 'Birr <no-reply@birr.local>');
  const email: Notifier = { send: (m: Message) => mailer.send(m) };
  t = await testApp({ notifiers: { email, phone: email }, clock: () => new Date(Date.now() + skewMs) });
  await createUser(t.db, { email: 'ops-reviewer@example.com', role: 'ADMIN', passwordHash: await hash('Demo12345!', { algorithm: 2 }) });
  const res = await post(t, '/api/auth/local/signin', { email: 'ops-reviewer@example.com', password: 'Demo12345!' });
  expect(res.statusCode, res.body).toBe(200);
  reviewer = (res.json() as { access_token: string }).access_token;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function alerts() {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/health', headers: bearer(reviewer) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as OpsHealth).data.alerts;
}

describe('the health page', () => {
  it('says nothing is wrong on a fresh start', async () => {
    expect(await alerts()).toEqual([]);
  });

  it('lists a reporter’s notice the mail server refused, retries it after its wait, and sends it once', async () => {
    const c = await createCampaign(t.db, { title: 'Roof for Gondar' });
    expect((await post(t, `/api/campaign/${c.id}/reports`, { reason: 'MISLEADING', email: 'watcher@example.com' })).statusCode).toBe(201);
    const dismissed = await t.app.inject({ method: 'POST', url: `/api/review/campaigns/${c.id}/reports/dismiss`, headers: bearer(reviewer) });
    expect(dismissed.statusCode, dismissed.body).toBe(200);

    expect(await runJob('person-notices', t.deps)).toEqual({ sent: 0, failed: 1 });
    expect(smtp.received).toEqual([]);
    const [alert] = (await alerts()).filter((a) => a.kind === 'notice_failed');
    expect(alert).toMatchObject({ count: 1, queue: null });
    expect(alert!.detail).toMatch(/^email: .*Invalid login/);

    // Not yet due: nothing is tried again before the first wait (a minute) is over.
    expect(await runJob('person-notices', t.deps)).toEqual({ sent: 0, failed: 0 });
    // The operator fixes the mail server's password; after the wait, two runs at once send it once.
    mailer = smtpNotifier(smtp.url, 'Birr <no-reply@birr.local>');
    skewMs = 61_000;
    await Promise.all([runJob('person-notices', t.deps), runJob('person-notices', t.deps)]);
    expect(smtp.received.filter((m) => m.to.includes('watcher@example.com'))).toHaveLength(1);
    expect(smtp.received[0]!.raw).toContain('found no reason');
    await runJob('person-notices', t.deps);
    expect(smtp.received).toHaveLength(1);
  });

  it('tells a person waiting for a code that it could not be sent, says nothing more where that would reveal an account, and lists both', async () => {
    // The mail server refuses again (its password changed under the operator).
    mailer = smtpNotifier(smtp.url.replace(':secret@', ':wrong-password@'), 'Birr <no-reply@birr.local>');
    const before = (await alerts()).find((a) => a.kind === 'notice_failed')?.count ?? 0;

    // A guest asking for the code to follow: told to try again in a few minutes, not an internal error.
    const c = await createCampaign(t.db, { title: 'School books for Hawassa' });
    const follow = await post(t, `/api/campaign/${c.id}/follow`, { email: 'guest.waiting@example.com' });
    expect(follow.statusCode, follow.body).toBe(503);
    expect(follow.json()).toEqual({ message: 'We could not send the message just now. Please try again in a few minutes.', code: 'UNAVAILABLE' });

    // A reset link for an account that exists answers as one for an address nobody has.
    const known = await post(t, '/api/auth/forgot-password', { email: 'ops-reviewer@example.com' });
    const unknown = await post(t, '/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(unknown.json());

    expect(smtp.received.filter((m) => m.to.includes('guest.waiting') || m.to.includes('ops-reviewer'))).toEqual([]);
    const [alert] = (await alerts()).filter((a) => a.kind === 'notice_failed');
    expect(alert!.count).toBe(before + 2);
    expect(alert!.detail).toMatch(/^email: .*Invalid login/);
  });

  it('lists background jobs that failed in the last day, by queue, with the job’s own words', async () => {
    let jobs: Jobs | undefined;
    try {
      // The workers poll rarely: the job is failed here before any of them could take it.
      jobs = await startJobs(t.executeSql, t.deps, { pollingIntervalSeconds: 600 });
      // A job with no retries left: its failure is final, as one's is after its three retries.
      const id = (await jobs.boss.send('refresh-banks', {}, { retryLimit: 0 }))!;
      await jobs.boss.fail('refresh-banks', id, { message: 'Chapa banks could not be reached' });
      const failed = (await alerts()).filter((a) => a.kind === 'job_failed');
      expect(failed).toEqual([expect.objectContaining({ queue: 'refresh-banks', count: 1, detail: 'Chapa banks could not be reached' })]);
    } finally {
      await jobs?.stop();
    }
  }, 60_000);
});
