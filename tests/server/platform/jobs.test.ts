import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '#server/db/schema';
import { JOBS, startJobs, type Jobs } from '#server/jobs/queue';
import { createCampaign, createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

let t: TestApp;
let jobs: Jobs;
beforeAll(async () => {
  t = await testApp();
  jobs = await startJobs(t.executeSql, t.deps, { pollingIntervalSeconds: 0.5 });
}, 60_000);
afterAll(async () => {
  await jobs?.stop();
  await t.close();
});

/** Waits for pg-boss to finish a job (no fixed sleep: it returns as soon as the job is done). */
async function finished(name: string, id: string) {
  for (let i = 0; i < 600; i++) {
    const job = await jobs.boss.getJobById(name, id);
    if (job && ['completed', 'failed'].includes(job.state)) return job.state;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${name} ${id} did not finish`);
}

describe(`the job queue on ${process.env.TEST_DATABASE_URL ? 'Postgres' : 'PGlite'}`, () => {
  it('schedules every job in Ethiopian time', async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map((s) => s.name).sort()).toEqual(Object.keys(JOBS).sort());
    expect(schedules.map((s) => (s as { timezone?: string }).timezone)).toEqual(Object.keys(JOBS).map(() => 'Africa/Addis_Ababa'));
  });

  it('closes a campaign past its deadline when the closing job runs, and tells its organiser once', async () => {
    const organiser = await createUser(t.db, { email: 'queue-organiser@example.com' });
    const c = await createCampaign(t.db, { userId: organiser.id, deadline: '2020-01-01', title: 'Long over' });
    const ids = await Promise.all([jobs.boss.send('close-campaigns', {}), jobs.boss.send('close-campaigns', {})]);
    for (const id of ids) expect(await finished('close-campaigns', id!)).toBe('completed');
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, c.id));
    expect(row.status).toBe('COMPLETED');
    // The organiser's notice was queued with the closing; the notifications job sends it.
    expect(await finished('follower-notices', (await jobs.boss.send('follower-notices', {}))!)).toBe('completed');
    expect(t.outbox().filter((m) => m.to === 'queue-organiser@example.com' && m.text.includes('Long over'))).toHaveLength(1);
  });
});
