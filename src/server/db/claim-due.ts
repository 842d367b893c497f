import { sql } from 'drizzle-orm';
import type { Db } from './open';
import { rowsOf } from './rows';

/** The outgoing-message tables a job sends from, one row per message (pending → sending → sent | failed). */
type MessageQueue = 'relay_messages' | 'person_notices';

/**
 * Claims the queue's messages that are due — pending, failed and past their wait, or `sending`
 * past a lapsed claim (a crashed worker's), fewer than `maxAttempts` tries — oldest first, in one
 * conditional UPDATE over `FOR UPDATE SKIP LOCKED`: two runs, or two instances, never take the same
 * one. Each becomes `sending` with one more try, its claim lapsing `claimMs` from now. `columns`
 * are the claimed rows' columns to answer (the table is `q`).
 */
export async function claimDue<T>(db: Db, table: MessageQueue, columns: string, o: { now: Date; maxAttempts: number; claimMs: number; batch: number }): Promise<T[]> {
  return rowsOf<T>(
    await db.execute(sql`
      with due as (
        select id from ${sql.raw(table)}
         where status in ('pending', 'sending', 'failed') and attempts < ${o.maxAttempts}
           and coalesce(next_attempt_at, created_at) <= ${o.now.toISOString()}::timestamptz
         order by created_at limit ${o.batch}
         for update skip locked
      )
      update ${sql.raw(table)} q
         set status = 'sending', attempts = q.attempts + 1, next_attempt_at = ${new Date(o.now.getTime() + o.claimMs).toISOString()}::timestamptz
        from due where q.id = due.id
      returning ${sql.raw(columns)}`),
  );
}
