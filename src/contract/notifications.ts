import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';
import { NOTIFY_CHANNELS } from './notification-paths';

// Web Push subscriptions and the channels a person chose (issue 45).

export const PushKey = z.object({ publicKey: z.string().nullable() });
export type PushKey = z.infer<typeof PushKey>;

/** base64url, as PushSubscription.toJSON() gives the keys. */
const base64url = (max: number) => z.string().min(16).max(max).regex(/^[A-Za-z0-9_-]+={0,2}$/);

const endpoint = z.url({ protocol: /^https?$/, error: () => m.push_endpoint_invalid() }).max(2048, { error: () => m.push_endpoint_invalid() });

/** POST /push/subscriptions: a device's PushSubscription.toJSON() (expirationTime is ignored). */
export const PushSubscriptionBody = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url(200), auth: base64url(64) }, { error: () => m.push_keys_invalid() }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = z.object({ endpoint });

export const PushSubscribed = z.object({ subscribed: z.boolean() });

export const NotifyChannelSchema = z.enum(NOTIFY_CHANNELS);

/** PUT /user/notifications: at least one channel, each one offered to this person. */
export const NotificationSettingsBody = z.object({
  channels: z
    .array(NotifyChannelSchema)
    .min(1, { error: () => m.notify_channels_none() })
    .max(NOTIFY_CHANNELS.length)
    .transform((c) => [...new Set(c)]),
});

/** What the person chose, and what they may choose (email/SMS when they have one, push when set up, telegram once linked). */
export const NotificationSettings = z.object({
  channels: z.array(NotifyChannelSchema),
  available: z.array(NotifyChannelSchema),
  /** This account's devices that receive push. */
  pushDevices: z.number().int(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;
