import { sql } from 'drizzle-orm';
import { isLocale, type Locale } from '#i18n/locale';
import type { Message } from '#server/adapters/notify/notifier';
import type { Db } from '#server/db/open';
import { rowsOf } from '#server/db/rows';
import { claimDue } from '#server/db/claim-due';
import type { Deps } from '#server/deps';
import { withLang } from '#server/i18n/recipient';
import { noticeFailed } from '../ops/notice-failed';
import { contactMessage, thanksMessage } from './compose';
import { giftsCte } from './gifts';
import { signatureOf } from './thanks';

export type RelayContext = Pick<Deps, 'db' | 'notifiers' | 'log' | 'config' | 'now'>;

/** Messages claimed per run; tries per message, the waits between them growing (1, 4, 16, 64 minutes). */
const BATCH = 200;
export const RELAY_MAX_ATTEMPTS = 5;
const retryDelayMs = (attempts: number) => 60_000 * 4 ** Math.max(0, attempts - 1);
/** How long a claimed message is its worker's: a worker that died mid-send leaves it to the next run after this. */
const CLAIM_MS = 15 * 60_000;

type Claimed = {
  id: string;
  campaign_id: string;
  kind: 'contact' | 'thanks';
  donation_id: string | null;
  sender_name: string;
  reply_to: string | null;
  message: string;
  attempts: number;
};
type Recipient = { address: string | null; locale: string | null; title: string };

const localeOf = (saved: string | null): Locale => (isLocale(saved) ? saved : 'en');

/**
 * The `relay-messages` job (every minute): writes each waiting thank-you-to-all as one message per
 * donor, then sends every message that is due. Each message is claimed by a conditional UPDATE
 * (`FOR UPDATE SKIP LOCKED`) before it is sent, so two runs, or two instances, send it once.
 */
export async function deliverRelayed(ctx: RelayContext) {
  const expanded = await expandBatches(ctx);
  let sent = 0;
  let failed = 0;
  for (const r of await claimDueMessages(ctx)) {
    const outcome = await send(ctx, r);
    if (outcome === 'sent') sent++;
    if (outcome === 'failed') failed++;
  }
  return { expanded, sent, failed };
}

/**
 * A thank-you to all → a message per gift not yet thanked, given before it was asked for, whose
 * donor can be reached: one `pending` per person (their first gift), the rest `skipped` (the
 * person is thanked). Under the campaign's thank-you lock, and the unique gift index, a gift
 * thanked one by one meanwhile is never thanked twice.
 */
async function expandBatches(ctx: RelayContext): Promise<number> {
  let written = 0;
  for (;;) {
    const n = await ctx.db.transaction(async (tx) => {
      const [batch] = rowsOf<{ id: string; campaign_id: string; sender_id: string | null; message: string; created_at: Date | string }>(
        await tx.execute(sql`
          update thank_batches set expanded_at = ${ctx.now().toISOString()}::timestamptz
           where id = (select id from thank_batches where expanded_at is null order by created_at limit 1 for update skip locked)
          returning id, campaign_id, sender_id, message, created_at`),
      );
      if (!batch) return null;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`thanks:${batch.campaign_id}`}))`);
      const name = await signatureOf(tx as unknown as Db, batch.sender_id);
      const rows = rowsOf<{ id: string }>(
        await tx.execute(sql`
          with ${giftsCte(batch.campaign_id)},
          ranked as (
            select id, row_number() over (partition by person order by at, id) as n
              from gift_state
             where thanked_at is null and not is_anonymous and address is not null
               and at <= ${new Date(batch.created_at).toISOString()}::timestamptz
          )
          insert into relay_messages (campaign_id, kind, donation_id, batch_id, sender_id, sender_name, message, status, created_at)
          select ${batch.campaign_id}, 'thanks', ranked.id, ${batch.id}, ${batch.sender_id}, ${name}, ${batch.message},
                 case when n = 1 then 'pending' else 'skipped' end, ${ctx.now().toISOString()}::timestamptz
            from ranked
          on conflict (donation_id) where donation_id is not null do nothing
          returning id`),
      );
      return rows.length;
    });
    if (n === null) return written;
    written += n;
  }
}

const claimDueMessages = (ctx: RelayContext) =>
  claimDue<Claimed>(ctx.db, 'relay_messages', 'q.id, q.campaign_id, q.kind, q.donation_id, q.sender_name, q.reply_to, q.message, q.attempts', { now: ctx.now(), maxAttempts: RELAY_MAX_ATTEMPTS, claimMs: CLAIM_MS, batch: BATCH });

/** Whom a message goes to, looked up now: the organiser's address, or the gift's donor's. */
async function recipientOf(db: Db, r: Claimed): Promise<Recipient | undefined> {
  if (r.kind === 'contact') {
    return rowsOf<Recipient>(
      await db.execute(sql`
        select case when u.deleted_at is null and u.is_active then coalesce(u.email, u.phone_number) end as address, u.locale, c.title
          from campaigns c join users u on u.id = c.user_id where c.id = ${r.campaign_id}`),
    )[0];
  }
  return rowsOf<Recipient>(
    await db.execute(sql`
      with ${giftsCte(r.campaign_id)}
      select g.address, g.locale, c.title from gifts g join campaigns c on c.id = ${r.campaign_id}
       where g.id = ${r.donation_id} and not g.is_anonymous`),
  )[0];
}

async function send(ctx: RelayContext, r: Claimed): Promise<'sent' | 'failed' | 'skipped'> {
  const to = await recipientOf(ctx.db, r);
  if (!to?.address) {
    await ctx.db.execute(sql`update relay_messages set status = 'skipped', next_attempt_at = null where id = ${r.id} and status = 'sending'`);
    return 'skipped';
  }
  const locale = localeOf(to.locale);
  const base = { to: to.address, title: to.title, senderName: r.sender_name, message: r.message, locale };
  const message: Message =
    r.kind === 'contact'
      ? contactMessage({ ...base, replyTo: r.reply_to ?? '' })
      : thanksMessage({ ...base, campaignUrl: withLang(`${ctx.config.publicUrl}/campaign/${r.campaign_id}`, locale) });
  try {
    await (message.to.includes('@') ? ctx.notifiers.email : ctx.notifiers.phone).send(message);
  } catch (err) {
    ctx.log.warn({ err, kind: r.kind }, 'could not relay a message');
    await noticeFailed(ctx, message.to.includes('@') ? 'email' : 'sms', err);
    const next = r.attempts < RELAY_MAX_ATTEMPTS ? new Date(ctx.now().getTime() + retryDelayMs(r.attempts)).toISOString() : null;
    await ctx.db.execute(sql`
      update relay_messages set status = 'failed', next_attempt_at = ${next}::timestamptz, last_error = ${String((err as Error).message ?? err).slice(0, 300)}
       where id = ${r.id} and status = 'sending'`);
    return 'failed';
  }
  await ctx.db.execute(sql`
    update relay_messages set status = 'sent', sent_at = ${ctx.now().toISOString()}::timestamptz, next_attempt_at = null
     where id = ${r.id} and status = 'sending'`);
  return 'sent';
}
