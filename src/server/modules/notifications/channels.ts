import { eq } from 'drizzle-orm';
import { NOTIFY_CHANNELS } from '#contract/notification-paths';
import type { Locale } from '#i18n/locale';
import type { Notifiers } from '#server/adapters/notify/notifier';
import type { Db } from '#server/db/open';
import { pushSubscriptions } from '#server/db/schema';

/**
 * Where a person hears from us: email and SMS through the notify adapters (SMTP, the SMS gateway,
 * or the local outbox), Web Push to each of their devices, Telegram once they linked the bot. A
 * channel answers `removed` when its subscription is gone (a push service's 404/410, a blocked
 * bot), which the delivery records and stops trying.
 */
export const FOLLOWER_CHANNELS = NOTIFY_CHANNELS;
export type ChannelName = (typeof FOLLOWER_CHANNELS)[number];

/**
 * What one channel carries: email has a subject; an SMS is its text alone; a push shows the
 * subject and a short text, opens `url`, and offers `stopLabel` → `stopUrl`; Telegram's button
 * opens `url`.
 */
export type Outgoing = { subject: string; text: string; url?: string; stopUrl?: string; stopLabel?: string; urgent?: boolean; locale?: Locale };

export interface Channel {
  send(to: string, message: Outgoing): Promise<'sent' | 'removed'>;
}

/**
 * Web Push to one device, named by its endpoint: the keys are read from its subscription, and a
 * subscription the push service no longer knows (404/410) is deleted.
 */
export function pushChannel(db: Db, notifiers: Notifiers): Channel {
  return {
    async send(endpoint, msg) {
      const push = notifiers.push;
      if (!push) throw new Error('Web Push is not set up (VAPID keys)');
      const [sub] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
      if (!sub) return 'removed';
      const outcome = await push.send(
        { endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        { title: msg.subject, body: msg.text, url: msg.url ?? '/', stop: msg.stopUrl && msg.stopLabel ? { title: msg.stopLabel, url: msg.stopUrl } : undefined },
        { urgent: msg.urgent },
      );
      if (outcome === 'removed') await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
      return outcome;
    },
  };
}

const unavailable = (name: string): Channel => ({
  send: () => Promise.reject(new Error(`${name} is not set up`)),
});

export function followerChannels(notifiers: Notifiers, db: Db, telegram?: Channel | null): Record<ChannelName, Channel> {
  return {
    email: { send: async (to, m) => (await notifiers.email.send({ to, subject: m.subject, text: m.text }), 'sent') },
    sms: { send: async (to, m) => (await notifiers.phone.send({ to, subject: m.subject, text: m.text }), 'sent') },
    push: pushChannel(db, notifiers),
    telegram: telegram ?? unavailable('Telegram'),
  };
}
