import { Suspense, useSyncExternalStore } from 'react';
import { lazyMantine } from '#web/ui/lazy-mantine';
import { isInstallMoment, subscribeInstallMoment } from '#web/lib/install-moment';
import { installOffer, subscribeInstallOffer } from './install-prompt';

const InstallBanner = lazyMantine(() => import('./InstallBanner').then((m) => m.InstallBanner));

/**
 * Loads the install offer's UI only when the device has one (see install-prompt.ts), and shows it
 * only on a page that shows a success (a confirmed gift, a submitted campaign: #web/lib/install-moment.ts).
 */
export function InstallSlot() {
  const offer = useSyncExternalStore(subscribeInstallOffer, installOffer, () => null);
  const moment = useSyncExternalStore(subscribeInstallMoment, isInstallMoment, () => false);
  if (!offer || !moment) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner offer={offer} />
    </Suspense>
  );
}
