import { inArray, sql } from 'drizzle-orm';
import { isLocale, type Locale } from '#i18n/locale';
import type { Deps } from '#server/deps';
import type { Db } from '#server/db/open';
import { rowsOf } from '#server/db/rows';
import { notificationDeliveries } from '#server/db/schema';
import { withLang } from '#server/i18n/recipient';
import { unfollowUrl } from '../follows/tokens';
import { ensureTokenHash } from '../follows/service';
import { followerChannels, type Channel, type ChannelName } from './channels';
import { compose, type MessageKind } from './compose';
import { noticeCampaignEvents } from './events';

export type FollowerNoticeContext = Pick<Deps, 'db' | 'notifiers' | 'log' | 'config' | 'keys' | 'now'>;

/** Followers claimed per transaction, and messages sent at once. */
export const DELIVERY_BATCH = 500;
const SEND_CONCURRENCY = 10;
/** A non-urgent message per campaign per person at most this often. */
export const QUIET_DAYS = 3;
/** Tries per delivery; the waits between them grow fourfold from a minute (1, 4, 16, 64 minutes). */
export const MAX_ATTEMPTS = 5;
export const retryDelayMs = (attempts: number) => 60_000 * 4 ** Math.max(0, attempts - 1);

type Message = { id: string; campaign_id: string; kind: MessageKind; urgent: boolean; created_at: Date | string; title: string; update_text: string | null; update_id: string | null };
type Claimed = { id: string; follower_id: string; destination: string; channel: ChannelName; status: string; locale: string | null; attempts: number; needs_token?: boolean };

const localeOf = (saved: string | null): Locale => (isLocale(saved) ? saved : 'en');

/**
 * The job (every minute): notes what happened to campaigns, then delivers every open message to
 * its campaign's followers in batches, then retries failed deliveries whose wait is over.
 * Each delivery is claimed before it is sent — a row unique per (message, destination), written
 * by a conditional insert — so two runs at once, or two instances, send each message to each
 * person once. Answers what it did.
 */
export async function deliverFollowerNotices(ctx: FollowerNoticeContext) {
  const noted = await noticeCampaignEvents(ctx.db, ctx.now());
  const channels = followerChannels(ctx.notifiers);
  let sent = 0;
  const open = await openMessages(ctx.db);
  for (const message of open) sent += await fanOut(ctx, channels, message);
  sent += await retryFailed(ctx, channels);
  return { noted, messages: open.length, sent };
}

async function openMessages(db: Db): Promise<Message[]> {
  return rowsOf<Message>(
    await db.execute(sql`
      select n.id, n.campaign_id, n.kind, n.urgent, n.created_at, n.update_id, c.title, u.text as update_text
        from notification_messages n
        join campaigns c on c.id = n.campaign_id
        left join campaign_updates u on u.id = n.update_id
       where n.done_at is null
       order by n.created_at
       limit 50`),
  );
}

/** One message to everyone who followed before it was written, a batch at a time. */
async function fanOut(ctx: FollowerNoticeContext, channels: Record<ChannelName, Channel>, message: Message): Promise<number> {
  // An update deleted before it went out is not sent.
  if (message.kind === 'UPDATE' && message.update_id === null) return (await markDone(ctx.db, message.id), 0);
  let sent = 0;
  for (;;) {
    const claimed = await claimBatch(ctx, message);
    if (claimed.length === 0) break;
    sent += await sendClaimed(ctx, channels, message, claimed.filter((c) => c.status === 'sending'));
  }
  await markDone(ctx.db, message.id);
  return sent;
}

const markDone = (db: Db, id: string) => db.execute(sql`update notification_messages set done_at = now() where id = ${id} and done_at is null`);

/**
 * Claims the next batch of the message's followers: in one transaction holding the campaign's
 * advisory lock (so the three-day cap sees what other runs have just claimed for this campaign),
 * one INSERT … ON CONFLICT DO NOTHING of a delivery per destination — `sending`, or `skipped`
 * when the person had a non-urgent message from this campaign in the last three days.
 */
async function claimBatch(ctx: FollowerNoticeContext, message: Message): Promise<Claimed[]> {
  const now = ctx.now();
  const since = new Date(now.getTime() - QUIET_DAYS * 86_400_000).toISOString();
  const createdAt = new Date(message.created_at).toISOString();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`follower-notices:${message.campaign_id}`}))`);
    return rowsOf<Claimed>(
      await tx.execute(sql`
        with cand as (
          select f.id as follower_id,
                 coalesce(f.email, f.phone_number, lower(u.email), u.phone_number) as destination,
                 case when coalesce(f.email, u.email) is not null then 'email' else 'sms' end as channel,
                 coalesce(u.locale, f.locale) as locale,
                 f.unsubscribe_token_hash is null as needs_token
            from campaign_followers f left join users u on u.id = f.user_id
           where f.campaign_id = ${message.campaign_id}
             and f.confirmed_at is not null and f.confirmed_at <= ${createdAt}::timestamptz
             and f.unfollowed_at is null
             and (f.user_id is null or u.is_active)
        ), fresh as (
          select * from cand
           where destination is not null
             and not exists (select 1 from notification_deliveries d where d.message_id = ${message.id} and d.destination = cand.destination)
           order by follower_id
           limit ${DELIVERY_BATCH}
        ), ins as (
          insert into notification_deliveries (message_id, campaign_id, follower_id, destination, channel, status, urgent, at)
          select ${message.id}, ${message.campaign_id}, fresh.follower_id, fresh.destination, fresh.channel,
                 case when not ${message.urgent} and exists (
                   select 1 from notification_deliveries d
                    where d.destination = fresh.destination and d.campaign_id = ${message.campaign_id}
                      and not d.urgent and d.status in ('sending', 'sent') and d.at > ${since}::timestamptz
                 ) then 'skipped' else 'sending' end,
                 ${message.urgent}, ${now.toISOString()}::timestamptz
            from fresh
          on conflict (message_id, destination) do nothing
          returning id, follower_id, destination, channel, status, attempts
        )
        select ins.*, fresh.locale, fresh.needs_token from ins join fresh on fresh.follower_id = ins.follower_id`),
    );
  });
}

/** Sends claimed deliveries a few at a time and records each: sent, removed, or failed with its next try. */
async function sendClaimed(ctx: FollowerNoticeContext, channels: Record<ChannelName, Channel>, message: Message, claimed: Claimed[]) {
  const origin = ctx.config.publicUrl;
  let sent = 0;
  for (let i = 0; i < claimed.length; i += SEND_CONCURRENCY) {
    const chunk = claimed.slice(i, i + SEND_CONCURRENCY);
    const done: string[] = [];
    const removed: string[] = [];
    await Promise.all(
      chunk.map(async (d) => {
        const locale = localeOf(d.locale);
        // Followers from before migration 0021 get their link's hash the first time they are written to.
        if (d.needs_token) await ensureTokenHash(ctx.db, ctx.keys.codes, d.follower_id);
        const outgoing = compose({
          kind: message.kind,
          channel: d.channel,
          locale,
          title: message.title,
          campaignUrl: withLang(`${origin}/campaign/${message.campaign_id}?ref=${d.channel}`, locale),
          unfollowUrl: unfollowUrl(origin, ctx.keys.codes, d.follower_id, locale),
          updateText: message.update_text ?? undefined,
        });
        try {
          const outcome = await channels[d.channel].send(d.destination, outgoing);
          (outcome === 'removed' ? removed : done).push(d.id);
        } catch (err) {
          ctx.log.warn({ err, channel: d.channel }, 'could not deliver a message to a follower');
          const attempts = d.attempts + 1;
          const next = attempts < MAX_ATTEMPTS ? new Date(ctx.now().getTime() + retryDelayMs(attempts)).toISOString() : null;
          await ctx.db.execute(sql`
            update notification_deliveries
               set status = 'failed', attempts = ${attempts}, next_attempt_at = ${next}::timestamptz,
                   last_error = ${String((err as Error).message ?? err).slice(0, 300)}
             where id = ${d.id} and status = 'sending'`);
        }
      }),
    );
    const at = ctx.now();
    if (done.length) {
      await ctx.db
        .update(notificationDeliveries)
        .set({ status: 'sent', attempts: sql`${notificationDeliveries.attempts} + 1`, at, nextAttemptAt: null })
        .where(inArray(notificationDeliveries.id, done));
    }
    if (removed.length) {
      await ctx.db.update(notificationDeliveries).set({ status: 'removed', at }).where(inArray(notificationDeliveries.id, removed));
    }
    sent += done.length;
  }
  return sent;
}

/**
 * Failed deliveries whose wait is over, claimed back to `sending` by a conditional UPDATE (two
 * runs never retry the same one) and sent again.
 */
async function retryFailed(ctx: FollowerNoticeContext, channels: Record<ChannelName, Channel>): Promise<number> {
  const now = ctx.now().toISOString();
  const claimed = rowsOf<Claimed & { message_id: string }>(
    await ctx.db.execute(sql`
      with due as (
        select id from notification_deliveries
         where status = 'failed' and follower_id is not null and attempts < ${MAX_ATTEMPTS} and next_attempt_at <= ${now}::timestamptz
         order by next_attempt_at limit ${DELIVERY_BATCH}
      ), claimed as (
        update notification_deliveries d set status = 'sending'
          from due where d.id = due.id and d.status = 'failed'
        returning d.id, d.message_id, d.follower_id, d.destination, d.channel, d.status, d.attempts
      )
      select claimed.*, coalesce(u.locale, f.locale) as locale
        from claimed left join campaign_followers f on f.id = claimed.follower_id left join users u on u.id = f.user_id`),
  );
  if (claimed.length === 0) return 0;
  const messages = rowsOf<Message>(
    await ctx.db.execute(sql`
      select n.id, n.campaign_id, n.kind, n.urgent, n.created_at, n.update_id, c.title, u.text as update_text
        from notification_messages n join campaigns c on c.id = n.campaign_id left join campaign_updates u on u.id = n.update_id
       where n.id in (select distinct message_id from notification_deliveries where id in ${sql`(${sql.join(
         claimed.map((c) => sql`${c.id}::uuid`),
         sql`, `,
       )})`})`),
  );
  let sent = 0;
  for (const message of messages) {
    sent += await sendClaimed(ctx, channels, message, claimed.filter((c) => c.message_id === message.id && c.follower_id !== null));
  }
  return sent;
}
