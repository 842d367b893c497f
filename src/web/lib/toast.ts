import type { NotificationData } from '@mantine/notifications';

// @mantine/notifications (with its transition and scroll-lock helpers, ~15 KB gzipped) loads on the
// first toast instead of with every page; <Toasts /> mounts the container at that moment.
let requested = false;
const listeners = new Set<() => void>();

export const toastsRequested = () => requested;
export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the notifications module and mounts the container; resolves to Mantine's `notifications` API. */
export async function ensureToasts() {
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
  return (await import('@mantine/notifications')).notifications;
}

/** Shows a toast (top-right, 5 s unless `autoClose` says otherwise); resolves to its id. */
export async function showToast(data: NotificationData): Promise<string> {
  return (await ensureToasts()).show(data);
}
