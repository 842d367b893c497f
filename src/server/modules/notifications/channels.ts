import type { Notifiers } from '#server/adapters/notify/notifier';

/**
 * Where a follower hears from us. Email and SMS go through the notify adapters (SMTP, the SMS
 * gateway, or the local outbox); Web Push and Telegram are channels to add here, each answering
 * `removed` when its subscription is gone (a push service's 404/410, a blocked bot), which the
 * delivery records and stops trying.
 */
export const FOLLOWER_CHANNELS = ['email', 'sms'] as const;
export type ChannelName = (typeof FOLLOWER_CHANNELS)[number];

/** What one channel carries: email has a subject; an SMS is its text alone. */
export type Outgoing = { subject: string; text: string };

export interface Channel {
  send(to: string, message: Outgoing): Promise<'sent' | 'removed'>;
}

export function followerChannels(notifiers: Notifiers): Record<ChannelName, Channel> {
  return {
    email: { send: async (to, m) => (await notifiers.email.send({ to, ...m }), 'sent') },
    sms: { send: async (to, m) => (await notifiers.phone.send({ to, ...m }), 'sent') },
  };
}
