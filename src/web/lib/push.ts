import { NOTIFICATION_ENDPOINTS, type NotifyChannel } from '#contract/notification-paths';
import { api } from './api';

/** Web Push needs a service worker, the Push API and notifications (not iOS Safari outside an installed app). */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** What the browser says about notifications from us, without asking. */
export const pushPermission = (): NotificationPermission | 'unsupported' => (pushSupported() ? Notification.permission : 'unsupported');

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

export type PushOutcome = 'subscribed' | 'denied' | 'unsupported';

/**
 * Asks the browser for notifications — only ever from a person's tap (after they chose to follow,
 * or in their settings), never on load — then subscribes this device and tells the server, which
 * keeps it for the signed-in person.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  // First, while the tap still counts as the person's: some browsers ask only then.
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const { endpoint, keys } = subscription.toJSON();
  await api(NOTIFICATION_ENDPOINTS.pushSubscriptions, { method: 'POST', body: { endpoint, keys } });
  return 'subscribed';
}

/** Adds push to the person's chosen channels (what they chose stays). */
export async function choosePush(current: NotifyChannel[]): Promise<void> {
  if (current.includes('push')) return;
  await api(NOTIFICATION_ENDPOINTS.settings, { method: 'PUT', body: { channels: [...current, 'push'] } });
}
