import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { Notifier } from '#server/adapters/notify/notifier';
import { diskStorage } from '#server/adapters/storage/disk';
import { openDatabase } from '#server/db/open';
import { rowsOf } from '#server/db/rows';
import { seedDemo } from '#server/db/seed/demo';
import { deriveKeys } from '#server/modules/auth/keys';
import { deliverFollowerNotices, type FollowerNoticeContext } from '#server/modules/notifications/deliver';
import { enqueueUpdate } from '#server/modules/notifications/events';
import { tokenHash, unfollowToken } from '#server/modules/follows/tokens';
import { pool } from './pool';

/**
 * Notifications queued and sent per second (issue 45), in-process on the product's own modules:
 * a campaign gets `followers` confirmed followers; `updates` organiser updates are queued as the
 * update request queues them (one row each, `concurrency` at a time); then the follower-notices
 * job delivers one update to every follower — each delivery claimed, sent and recorded — through
 * an email channel that takes each message at once, so the figure is our machinery (claims, the
 * cap, the record), not a mail server's. PGlite in memory, or BENCH_DATABASE_URL's Postgres.
 */
export type NotificationBench = {
  followers: number;
  queued: number;
  queuedPerSecond: number;
  sent: number;
  sentPerSecond: number;
  recorded: number;
};

export async function benchNotifications(opts: { followers?: number; updates?: number; concurrency?: number; databaseUrl?: string } = {}): Promise<NotificationBench> {
  const followers = opts.followers ?? 10_000;
  const updates = opts.updates ?? 500;
  const concurrency = opts.concurrency ?? 16;
  const dir = mkdtempSync(path.join(tmpdir(), 'birr-bench-notify-'));
  const database = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: 'memory://' });
  try {
    const { db } = database;
    const keys = deriveKeys(randomBytes(32).toString('hex'));
    await seedDemo(db, diskStorage(dir));
    const [{ id: campaignId }] = rowsOf<{ id: string }>(await db.execute(sql`select id from campaigns where status = 'ACTIVE' order by created_at limit 1`));
    const [{ id: updateId }] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into campaign_updates (campaign_id, text) values (${campaignId}, 'Bench update') returning id`),
    );
    const past = new Date(Date.now() - 60_000).toISOString();
    await db.execute(sql`
      insert into campaign_followers (campaign_id, email, locale, confirmed_at)
      select ${campaignId}, 'bench' || i || '@followers.test', case when i % 2 = 0 then 'am' else 'en' end, ${past}::timestamptz
        from generate_series(1, ${followers}) i`);

    // As following does, each follower's unfollow link is ready before anything is sent to them.
    const ids = rowsOf<{ id: string }>(await db.execute(sql`select id from campaign_followers where campaign_id = ${campaignId} and unsubscribe_token_hash is null`));
    for (let i = 0; i < ids.length; i += 1000) {
      const rows = ids.slice(i, i + 1000).map(({ id }) => sql`(${id}::uuid, ${tokenHash(unfollowToken(keys.codes, id))})`);
      await db.execute(sql`update campaign_followers f set unsubscribe_token_hash = v.h from (values ${sql.join(rows, sql`, `)}) as v(id, h) where f.id = v.id`);
    }

    // Queued: what the update request does for its followers (one row, whatever their number).
    const at = new Date();
    const queueStart = performance.now();
    await pool(
      Array.from({ length: updates }, (_, i) => i),
      concurrency,
      () => enqueueUpdate(db, campaignId, updateId, at),
    );
    const queueSeconds = (performance.now() - queueStart) / 1000;
    // The job delivers one of them in this run; the rest are closed so they do not count.
    await db.execute(sql`
      update notification_messages set done_at = now()
       where campaign_id = ${campaignId} and done_at is null
         and id <> (select id from notification_messages where campaign_id = ${campaignId} and kind = 'UPDATE' order by created_at limit 1)`);
    await db.execute(sql`update notification_messages set done_at = now() where campaign_id <> ${campaignId} and done_at is null`);

    let taken = 0;
    const email: Notifier = { send: async () => void taken++ };
    const ctx: FollowerNoticeContext = {
      db,
      notifiers: { email, phone: email },
      log: pino({ level: 'silent' }),
      config: { publicUrl: 'https://birr.example' } as FollowerNoticeContext['config'],
      keys,
      now: () => new Date(),
    };
    const sendStart = performance.now();
    const result = await deliverFollowerNotices(ctx);
    const sendSeconds = (performance.now() - sendStart) / 1000;
    const [{ n: recorded }] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from notification_deliveries where campaign_id = ${campaignId} and status = 'sent'`),
    );
    return {
      followers,
      queued: updates,
      queuedPerSecond: Math.round(updates / queueSeconds),
      sent: result.sent,
      sentPerSecond: Math.round(result.sent / sendSeconds),
      recorded,
    };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// `tsx bench/notifications.ts [followers]`: this figure alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const n = await benchNotifications({ followers: Number(process.argv[2] ?? 10_000), updates: 200, databaseUrl: process.env.BENCH_DATABASE_URL });
  console.log(
    `Notifications: ${n.queuedPerSecond}/s queued (${n.queued} updates); ${n.sentPerSecond}/s sent and recorded ` +
      `(${n.sent} of ${n.followers} followers, ${n.recorded} deliveries recorded)`,
  );
}
