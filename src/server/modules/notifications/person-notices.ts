import { sql } from 'drizzle-orm';
import type { DbWriter as Writer } from '#server/db/open';
import { claimDue } from '#server/db/claim-due';
import type { Deps } from '#server/deps';
import { noticeFailed } from '../ops/notice-failed';
import { MAX_ATTEMPTS, retryDelayMs, SENDING_TIMEOUT_MS } from './deliver';

export type PersonNoticeContext = Pick<Deps, 'db' | 'notifiers' | 'log' | 'now'>;
/**
 * A message to one person that is no campaign's notification: a donor told their gift came back,
 * a reporter told what became of their report. Written in the reader's language when it is queued;
 * `onceKey` names the event (`refund:<id>`, `report:<id>`), so a repeat queues nothing more.
 */
export type PersonNotice = { onceKey: string; kind: 'refund' | 'report_outcome'; to: string; subject: string; text: string };

type Claimed = { id: string; destination: string; channel: 'email' | 'sms'; subject: string; text: string; attempts: number };

/** Messages claimed per run. */
const BATCH = 200;

export async function enqueuePersonNotice(db: Writer, n: PersonNotice, now: Date) {
  await db.execute(sql`
    insert into person_notices (once_key, kind, destination, channel, subject, text, created_at)
    values (${n.onceKey}, ${n.kind}, ${n.to}, ${n.to.includes('@') ? 'email' : 'sms'}, ${n.subject}, ${n.text}, ${now.toISOString()}::timestamptz)
    on conflict (once_key) do nothing`);
}

/**
 * The `person-notices` job (every minute): sends every notice that is due, each claimed first by
 * a conditional UPDATE (`FOR UPDATE SKIP LOCKED`), so two runs or two instances send it once. A
 * gateway's refusal is retried as the notifications' deliveries are (1, 4, 16, 64 minutes) and
 * noted for the console's health page; a claim a crashed run left is taken up again after
 * SENDING_TIMEOUT_MS (sending twice beats never sending).
 */
export async function deliverPersonNotices(ctx: PersonNoticeContext) {
  let sent = 0;
  let failed = 0;
  for (const n of await claimDueNotices(ctx)) {
    try {
      await (n.channel === 'email' ? ctx.notifiers.email : ctx.notifiers.phone).send({ to: n.destination, subject: n.subject, text: n.text });
    } catch (err) {
      ctx.log.warn({ err, channel: n.channel }, 'could not send a notice');
      await noticeFailed(ctx, n.channel, err);
      const next = n.attempts < MAX_ATTEMPTS ? new Date(ctx.now().getTime() + retryDelayMs(n.attempts)).toISOString() : null;
      await ctx.db.execute(sql`
        update person_notices set status = 'failed', next_attempt_at = ${next}::timestamptz, last_error = ${String((err as Error).message ?? err).slice(0, 300)}
         where id = ${n.id} and status = 'sending'`);
      failed++;
      continue;
    }
    await ctx.db.execute(sql`
      update person_notices set status = 'sent', sent_at = ${ctx.now().toISOString()}::timestamptz, next_attempt_at = null
       where id = ${n.id} and status = 'sending'`);
    sent++;
  }
  return { sent, failed };
}

const claimDueNotices = (ctx: PersonNoticeContext) =>
  claimDue<Claimed>(ctx.db, 'person_notices', 'q.id, q.destination, q.channel, q.subject, q.text, q.attempts', { now: ctx.now(), maxAttempts: MAX_ATTEMPTS, claimMs: SENDING_TIMEOUT_MS, batch: BATCH });
