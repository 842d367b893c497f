import { isOffline, subscribeNetwork } from '#web/lib/network';
import { outboxPending } from './outbox-mark';
import { withBackoff } from '#web/lib/outbox/backoff';
import { OUTBOX_MESSAGE } from '#web/lib/outbox/names';

// Loaded with the entry, so it stays tiny: the sender (Dexie, the form builder) is imported only
// when this device has a campaign waiting to be sent, which a localStorage mark says without
// opening IndexedDB.

/** One pass of the delivery loop in this tab; resolves whether some still wait for the network. */
function deliverOnce(): Promise<boolean> {
  if (!outboxPending()) return Promise.resolve(false);
  return import('./outbox').then((m) => m.deliverWaiting());
}

/**
 * Sends what is waiting (once at a time in this tab; senders in other tabs and the service worker
 * are excluded by a lock). While the network keeps failing it tries again, less and less often.
 */
export const deliverOutbox = withBackoff(deliverOnce);

/** At app start, on the `online` event, when requests get through again, and when the service worker reports: at once. */
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
