import { Suspense, useSyncExternalStore } from 'react';
import { subscribeToasts, toastsRequested } from '../lib/toast';
import { lazyMantine } from '../ui/lazy-mantine';

export const TOAST_AUTO_CLOSE_MS = 5000;

const Notifications = lazyMantine(() => import('../ui/notifications').then((m) => m.Notifications));

/** The app's toast container: Mantine Notifications, top-right, 5 s, mounted on the first toast. */
export function Toasts() {
  const needed = useSyncExternalStore(subscribeToasts, toastsRequested, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
    </Suspense>
  );
}
