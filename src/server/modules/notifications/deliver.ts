import { inArray, sql, type SQL } from 'drizzle-orm';
import { isLocale, type Locale } from '#i18n/locale';
import type { Deps } from '#server/deps';
import type { Db } from '#server/db/open';
import { rowsOf } from '#server/db/rows';
import { notificationDeliveries } from '#server/db/schema';
import { withLang } from '#server/i18n/recipient';
import { fixPagePath } from '#contract/resubmit';
import { unfollowUrl } from '../follows/tokens';
import { ensureTokenHash } from '../follows/service';
import { treasurerUserIds } from '../treasurers';
import { type Channel, type ChannelName } from './channels';
import { compose, type MessageKind, type TeamData } from './compose';
import { noticeCampaignEvents } from './events';
import { deliveryChannels, telegramOn } from './live-channels';
import { noticeFailed } from '../ops/notice-failed';

export type FollowerNoticeContext = Pick<Deps, 'db' | 'notifiers' | 'log' | 'config' | 'keys' | 'now'>;

/** People claimed per transaction, and messages sent at once. */
export const DELIVERY_BATCH = 500;
const SEND_CONCURRENCY = 10;
/** A non-urgent message per campaign per person at most this often. */
export const QUIET_DAYS = 3;
/** Tries per delivery; the waits between them grow fourfold from a minute (1, 4, 16, 64 minutes). */
export const MAX_ATTEMPTS = 5;
export const retryDelayMs = (attempts: number) => 60_000 * 4 ** Math.max(0, attempts - 1);
/**
 * A delivery still `sending` this long after it was claimed was left by a run that died mid-send:
 * it is taken up again (it may have gone out; sending twice beats never sending).
 */
export const SENDING_TIMEOUT_MS = 30 * 60_000;
/** Where a team member chooses their channels (and stops): the profile's settings. */
export const settingsUrl = (origin: string, locale: Locale) => withLang(`${origin}/profile?tab=settings`, locale);

type Message = {
  id: string;
  campaign_id: string;
  organiser_id: string;
  kind: MessageKind;
  audience: 'followers' | 'team';
  data: TeamData | null;
  urgent: boolean;
  created_at: Date | string;
  title: string;
  update_text: string | null;
  update_id: string | null;
};
type Claimed = {
  id: string;
  follower_id: string | null;
  user_id: string | null;
  destination: string;
  channel: ChannelName;
  status: string;
  locale: string | null;
  attempts: number;
  needs_token?: boolean;
};

const localeOf = (saved: string | null): Locale => (isLocale(saved) ? saved : 'en');

const MESSAGE_COLUMNS = sql`n.id, n.campaign_id, c.user_id as organiser_id, n.kind, n.audience, n.data, n.urgent, n.created_at, n.update_id, c.title, u.text as update_text`;

/**
 * The job (every minute): notes what happened to campaigns, then delivers every open message to
 * its people (a campaign's followers, or its organiser and treasurers) on the channels each chose,
 * in batches, then retries failed deliveries whose wait is over and takes up ones a crash left
 * `sending`. Each delivery is claimed before it is sent — a row unique per (message, destination),
 * written by a conditional insert — so two runs at once, or two instances, send each message to
 * each destination once. Answers what it did.
 */
export async function deliverFollowerNotices(ctx: FollowerNoticeContext) {
  const noted = await noticeCampaignEvents(ctx.db, ctx.now());
  const channels = deliveryChannels(ctx);
  let sent = 0;
  const open = await openMessages(ctx.db, sql`true`);
  for (const message of open) sent += await fanOut(ctx, channels, message);
  sent += await retryDue(ctx, channels);
  return { noted, messages: open.length, sent };
}

/** One message delivered now, by the job that wrote it (the hourly donation batch). */
export async function deliverMessage(ctx: FollowerNoticeContext, messageId: string) {
  const [message] = await openMessages(ctx.db, sql`n.id = ${messageId}`);
  return message ? fanOut(ctx, deliveryChannels(ctx), message) : 0;
}

async function openMessages(db: Db, which: SQL): Promise<Message[]> {
  return rowsOf<Message>(
    await db.execute(sql`
      select ${MESSAGE_COLUMNS}
        from notification_messages n
        join campaigns c on c.id = n.campaign_id
        left join campaign_updates u on u.id = n.update_id
       where n.done_at is null and ${which}
       order by n.created_at
       limit 50`),
  );
}

/** One message to everyone it is for, a batch at a time. */
async function fanOut(ctx: FollowerNoticeContext, channels: Record<ChannelName, Channel>, message: Message): Promise<number> {
  // An update deleted before it went out is not sent.
  if (message.kind === 'UPDATE' && message.update_id === null) return (await markDone(ctx.db, message.id), 0);
  const team = message.audience === 'team' ? await teamOf(ctx.db, message) : null;
  if (team?.length === 0) return (await markDone(ctx.db, message.id), 0);
  let sent = 0;
  for (;;) {
    const claimed = await claimBatch(ctx, message, team);
    if (claimed.length === 0) break;
    sent += await sendClaimed(ctx, channels, message, claimed.filter((c) => c.status === 'sending'));
  }
  await markDone(ctx.db, message.id);
  return sent;
}

/**
 * A team message's people: the organiser alone for their own notice (`to: 'organiser'`,
 * campaigns/tell-organiser.ts); the campaign's treasurers now, with the organiser unless they have
 * a notice of their own about it (`organiserTold`).
 */
async function teamOf(db: Db, message: Message): Promise<string[]> {
  if (message.data?.to === 'organiser') return [message.organiser_id];
  const treasurers = await treasurerUserIds(db, message.campaign_id);
  return message.data?.organiserTold ? treasurers : [message.organiser_id, ...treasurers];
}

const markDone = (db: Db, id: string) => db.execute(sql`update notification_messages set done_at = now() where id = ${id} and done_at is null`);

/** The people a message is for: the campaign's followers from before it, or its team. */
function peopleOf(message: Message, team: string[] | null): SQL {
  if (team) {
    return sql`
      select null::uuid as follower_id, u.id as user_id, u.locale, false as needs_token, null::text as guest_email, null::text as guest_phone
        from users u
       where u.is_active and u.id in (${sql.join(
         team.map((id) => sql`${id}::uuid`),
         sql`, `,
       )})`;
  }
  return sql`
    select f.id as follower_id, f.user_id, coalesce(u.locale, f.locale) as locale,
           f.unsubscribe_token_hash is null as needs_token, f.email as guest_email, f.phone_number as guest_phone
      from campaign_followers f left join users u on u.id = f.user_id
     where f.campaign_id = ${message.campaign_id}
       and f.confirmed_at is not null and f.confirmed_at <= ${new Date(message.created_at).toISOString()}::timestamptz
       and f.unfollowed_at is null
       and (f.user_id is null or u.is_active)`;
}

/**
 * Each person's destinations: on every channel they chose that can reach them (each push device
 * its own), or — a guest, someone who never chose, or whose choice reaches nowhere (push chosen,
 * no device left) — their email, else their phone, as before.
 */
function destinationsOf(ctx: FollowerNoticeContext): SQL {
  const push = Boolean(ctx.notifiers.push);
  const telegram = telegramOn(ctx);
  const reaches = sql`(
    (u.email is not null and 'email' = any(np.channels))
    or (u.phone_number is not null and 'sms' = any(np.channels))
    or (${push} and 'push' = any(np.channels) and exists (select 1 from push_subscriptions s where s.user_id = p.user_id))
    or (${telegram} and 'telegram' = any(np.channels) and exists (select 1 from telegram_links t where t.user_id = p.user_id and t.stopped_at is null)))`;
  return sql`
    select p.follower_id, p.user_id, p.locale, p.needs_token, x.destination, x.channel
      from people p
      left join users u on u.id = p.user_id
      left join notification_preferences np on np.user_id = p.user_id
      cross join lateral (
        select lower(u.email) as destination, 'email' as channel where u.email is not null and 'email' = any(np.channels)
        union all
        select u.phone_number, 'sms' where u.phone_number is not null and 'sms' = any(np.channels)
        union all
        select s.endpoint, 'push' from push_subscriptions s where ${push} and s.user_id = p.user_id and 'push' = any(np.channels)
        union all
        select t.chat_id, 'telegram' from telegram_links t
         where ${telegram} and t.user_id = p.user_id and t.stopped_at is null and 'telegram' = any(np.channels)
        union all
        select coalesce(p.guest_email, p.guest_phone, lower(u.email), u.phone_number),
               case when coalesce(p.guest_email, u.email) is not null then 'email' else 'sms' end
         where np.user_id is null or not ${reaches}
      ) x
     where x.destination is not null`;
}

/**
 * Claims the next batch of the message's destinations: in one transaction holding the campaign's
 * advisory lock (so the three-day cap sees what other runs have just claimed for this campaign),
 * one INSERT … ON CONFLICT DO NOTHING of a delivery per destination — `sending`, or `skipped`
 * when the destination had a non-urgent message from this campaign in the last three days.
 */
async function claimBatch(ctx: FollowerNoticeContext, message: Message, team: string[] | null): Promise<Claimed[]> {
  const now = ctx.now();
  const since = new Date(now.getTime() - QUIET_DAYS * 86_400_000).toISOString();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`follower-notices:${message.campaign_id}`}))`);
    return rowsOf<Claimed>(
      await tx.execute(sql`
        with people as (${peopleOf(message, team)}),
        cand as (${destinationsOf(ctx)}),
        fresh as (
          select * from cand
           where not exists (select 1 from notification_deliveries d where d.message_id = ${message.id} and d.destination = cand.destination)
           order by follower_id, user_id, destination
           limit ${DELIVERY_BATCH}
        ), ins as (
          insert into notification_deliveries (message_id, campaign_id, follower_id, user_id, destination, channel, status, urgent, at)
          select ${message.id}, ${message.campaign_id}, fresh.follower_id, fresh.user_id, fresh.destination, fresh.channel,
                 case when not ${message.urgent} and exists (
                   select 1 from notification_deliveries d
                    where d.destination = fresh.destination and d.campaign_id = ${message.campaign_id}
                      and not d.urgent and d.status in ('sending', 'sent') and d.at > ${since}::timestamptz
                 ) then 'skipped' else 'sending' end,
                 ${message.urgent}, ${now.toISOString()}::timestamptz
            from fresh
          on conflict (message_id, destination) do nothing
          returning id, follower_id, user_id, destination, channel, status, attempts
        )
        select distinct on (ins.id) ins.*, fresh.locale, fresh.needs_token
          from ins join fresh on fresh.destination = ins.destination`),
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
        // An organiser who never chose a language hears in the one of the request that caused the notice.
        const locale = localeOf(d.locale ?? message.data?.lang ?? null);
        // Followers from before migration 0021 get their link's hash the first time they are written to.
        if (d.needs_token && d.follower_id) await ensureTokenHash(ctx.db, ctx.keys.codes, d.follower_id);
        const outgoing = compose({
          kind: message.kind,
          channel: d.channel,
          locale,
          title: message.title,
          campaignUrl: withLang(`${origin}/campaign/${message.campaign_id}?ref=${d.channel}`, locale),
          stopUrl: d.follower_id ? unfollowUrl(origin, ctx.keys.codes, d.follower_id, locale) : settingsUrl(origin, locale),
          fixUrl: withLang(`${origin}${fixPagePath(message.campaign_id)}?ref=${d.channel}`, locale),
          updateText: message.update_text ?? undefined,
          data: message.data,
        });
        try {
          const outcome = await channels[d.channel].send(d.destination, { ...outgoing, urgent: message.urgent, locale });
          (outcome === 'removed' ? removed : done).push(d.id);
        } catch (err) {
          ctx.log.warn({ err, channel: d.channel }, 'could not deliver a notification');
          await noticeFailed(ctx, d.channel, err);
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
 * Failed deliveries whose wait is over, and ones left `sending` past SENDING_TIMEOUT_MS, claimed
 * back to `sending` (with a fresh `at`) by a conditional UPDATE — two runs never take the same
 * one — and sent again.
 */
async function retryDue(ctx: FollowerNoticeContext, channels: Record<ChannelName, Channel>): Promise<number> {
  const now = ctx.now().toISOString();
  const stuckBefore = new Date(ctx.now().getTime() - SENDING_TIMEOUT_MS).toISOString();
  const due = sql`(d.status = 'failed' and d.next_attempt_at <= ${now}::timestamptz or d.status = 'sending' and d.at <= ${stuckBefore}::timestamptz)`;
  const claimed = rowsOf<Claimed & { message_id: string }>(
    await ctx.db.execute(sql`
      with due as (
        select d.id from notification_deliveries d
         where ${due} and (d.follower_id is not null or d.user_id is not null) and d.attempts < ${MAX_ATTEMPTS}
         order by d.at limit ${DELIVERY_BATCH}
      ), claimed as (
        update notification_deliveries d
           set status = 'sending', at = ${now}::timestamptz,
               attempts = case when d.status = 'sending' then d.attempts + 1 else d.attempts end
          from due where d.id = due.id and ${due}
        returning d.id, d.message_id, d.follower_id, d.user_id, d.destination, d.channel, d.status, d.attempts
      )
      select claimed.*, coalesce(u.locale, f.locale) as locale
        from claimed left join campaign_followers f on f.id = claimed.follower_id
        left join users u on u.id = coalesce(claimed.user_id, f.user_id)`),
  );
  if (claimed.length === 0) return 0;
  const ids = sql.join(
    claimed.map((c) => sql`${c.message_id}::uuid`),
    sql`, `,
  );
  const messages = rowsOf<Message>(
    await ctx.db.execute(sql`
      select ${MESSAGE_COLUMNS}
        from notification_messages n join campaigns c on c.id = n.campaign_id left join campaign_updates u on u.id = n.update_id
       where n.id in (${ids})`),
  );
  let sent = 0;
  for (const message of messages) sent += await sendClaimed(ctx, channels, message, claimed.filter((c) => c.message_id === message.id));
  return sent;
}
