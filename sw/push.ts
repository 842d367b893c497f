/// <reference lib="webworker" />
import type { PushPayload } from '../src/contract/notification-paths';

declare const self: ServiceWorkerGlobalScope;

/** Only our own pages and API are opened from a notification. */
const sameOrigin = (url: string) => {
  try {
    return new URL(url, self.location.origin).origin === self.location.origin;
  } catch {
    return false;
  }
};

// A push from our server (Web Push, issue 45): shown as it came, in the person's language; a tap
// opens the campaign, the action its "stop" link.
self.addEventListener('push', (event) => {
  let p: PushPayload;
  try {
    p = event.data?.json() as PushPayload;
  } catch {
    return;
  }
  if (!p?.title) return;
  const options: NotificationOptions & { actions?: Array<{ action: string; title: string }> } = {
    body: p.body,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    tag: p.tag,
    data: { url: p.url, stop: p.stop?.url },
    actions: p.stop ? [{ action: 'stop', title: p.stop.title }] : [],
  };
  event.waitUntil(self.registration.showNotification(p.title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = (event.notification.data ?? {}) as { url?: string; stop?: string };
  const target = event.action === 'stop' ? data.stop : data.url;
  if (!target || !sameOrigin(target)) return;
  event.waitUntil(
    (async () => {
      const url = new URL(target, self.location.origin).href;
      for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
        if (client.url === url && 'focus' in client) return void (await client.focus());
      }
      await self.clients.openWindow(url);
    })(),
  );
});
