import { Suspense, useSyncExternalStore } from 'react';
import { lazyMantine } from '#web/ui/lazy-mantine';
import { installOffer, subscribeInstallOffer } from './install-prompt';

const InstallBanner = lazyMantine(() => import('./InstallBanner').then((m) => m.InstallBanner));

/** Loads the install offer's UI only when the device has one (see install-prompt.ts). */
export function InstallSlot() {
  const offer = useSyncExternalStore(subscribeInstallOffer, installOffer, () => null);
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner offer={offer} />
    </Suspense>
  );
}
