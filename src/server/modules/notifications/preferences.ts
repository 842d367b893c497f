import { and, eq, sql } from 'drizzle-orm';
import type { NotifyChannel } from '#contract/notification-paths';
import type { NotificationSettings, PushSubscriptionBody } from '#contract/notifications';
import type { Deps } from '#server/deps';
import type { Db } from '#server/db/open';
import { rowsOf } from '#server/db/rows';
import { notificationPreferences, pushSubscriptions } from '#server/db/schema';
import { fieldError } from '#server/http/errors';
import { m } from '#i18n/paraglide/messages.js';
import { telegramOn } from './live-channels';

type Ctx = Pick<Deps, 'db' | 'notifiers' | 'config'>;

/**
 * A device subscribes for its signed-in person. The endpoint is unique: the same browser signed in
 * as someone else now notifies them (the subscription moves), never both.
 */
export async function subscribe(db: Db, userId: string, s: PushSubscriptionBody): Promise<boolean> {
  const rows = rowsOf<{ inserted: boolean }>(
    await db.execute(sql`
      insert into push_subscriptions (user_id, endpoint, p256dh, auth)
      values (${userId}, ${s.endpoint}, ${s.keys.p256dh}, ${s.keys.auth})
      on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth
      returning (xmax = 0) as inserted`),
  );
  return rows[0].inserted;
}

/** Only one's own device: the row is found by endpoint and the signed-in user together. */
export async function unsubscribe(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** What the person chose (email, else SMS, until they choose) and what can reach them. */
export async function notificationSettings(ctx: Ctx, userId: string): Promise<NotificationSettings> {
  const [row] = rowsOf<{ email: string | null; phone_number: string | null; channels: NotifyChannel[] | null; devices: number; linked: boolean }>(
    await ctx.db.execute(sql`
      select u.email, u.phone_number, np.channels,
             (select count(*)::int from push_subscriptions s where s.user_id = u.id) as devices,
             exists (select 1 from telegram_links t where t.user_id = u.id and t.stopped_at is null) as linked
        from users u left join notification_preferences np on np.user_id = u.id
       where u.id = ${userId}`),
  );
  const available: NotifyChannel[] = [];
  if (row.email) available.push('email');
  if (row.phone_number) available.push('sms');
  if (ctx.notifiers.push) available.push('push');
  if (telegramOn(ctx) && row.linked) available.push('telegram');
  const fallback: NotifyChannel[] = row.email ? ['email'] : row.phone_number ? ['sms'] : [];
  return { channels: row.channels ?? fallback, available, pushDevices: row.devices };
}

export async function chooseChannels(ctx: Ctx, userId: string, channels: NotifyChannel[]): Promise<NotificationSettings> {
  const now = await notificationSettings(ctx, userId);
  if (channels.some((c) => !now.available.includes(c))) throw fieldError('channels', m.notify_channel_unavailable());
  await ctx.db
    .insert(notificationPreferences)
    .values({ userId, channels })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { channels, updatedAt: sql`now()` } });
  return { ...now, channels };
}
