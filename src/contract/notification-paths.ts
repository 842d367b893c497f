// Where a person hears from us (issue 45): the paths under /api, free of zod so the follow
// button's small chunk uses them without it. The bodies and answers are in notifications.ts.

/** The channels a person may choose; telegram only once linked to the bot. */
export const NOTIFY_CHANNELS = ['email', 'sms', 'push', 'telegram'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

export const NOTIFICATION_ENDPOINTS = {
  /** GET → PushKey: the VAPID public key, null when Web Push is not set up */
  pushKey: '/push/key',
  /** POST (signed in) {endpoint, keys: {p256dh, auth}} → 201 PushSubscribed · DELETE (signed in) {endpoint} → PushSubscribed */
  pushSubscriptions: '/push/subscriptions',
  /** GET (signed in) → NotificationSettings · PUT {channels} → NotificationSettings */
  settings: '/user/notifications',
} as const;

/**
 * What a push carries, encrypted, to the service worker (sw/push.ts), which shows it: the title
 * and a short text; a tap opens `url` (the campaign, `?ref=push`); `stop` is its action button.
 */
export type PushPayload = { title: string; body: string; url: string; tag?: string; stop?: { title: string; url: string } };
