import { isOffline, subscribeNetwork } from '#web/lib/network';
import { outboxPending } from './outbox-mark';
import { OUTBOX_MESSAGE } from '#web/lib/outbox/names';

// Loaded with the entry, so it stays tiny: the sender (Dexie, the form builder) is imported only
// when this device has a campaign waiting to be sent, which a localStorage mark says without
// opening IndexedDB.

let running: Promise<void> | null = null;

/** Sends what is waiting (once at a time in this tab; senders in other tabs and the service worker are excluded by a lock). */
export function deliverOutbox(): Promise<void> {
  if (!outboxPending()) return Promise.resolve();
  running ??= import('./outbox')
    .then((m) => m.deliverWaiting())
    .catch(() => undefined)
    .finally(() => {
      running = null;
    });
  return running;
}

/** At app start, on the `online` event, when requests get through again, and when the service worker reports. */
export function watchOutbox() {
  void deliverOutbox();
  window.addEventListener('online', () => void deliverOutbox());
  let wasOffline = isOffline();
  subscribeNetwork(() => {
    const now = isOffline();
    if (wasOffline && !now) void deliverOutbox();
    wasOffline = now;
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === OUTBOX_MESSAGE) void deliverOutbox();
  });
}
