import type { PushNotifier } from './web-push';

/**
 * One message to one person; `to` is an email address or a +251 phone number. `replyTo` (email
 * only): where a reply goes instead of our sender address — a relayed message's sender's own.
 */
export type Message = { to: string; subject: string; text: string; replyTo?: string };

export interface Notifier {
  send(message: Message): Promise<void>;
}

/** Where a message goes depends on how the person is reached; push only when VAPID keys exist. */
export type Notifiers = { email: Notifier; phone: Notifier; push?: PushNotifier };
