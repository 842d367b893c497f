import type { Workbox } from 'workbox-window';

/** How often an open app asks the server whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers sw.js (production builds only). A new version never swaps under the user: when it is
 * installed and waiting, a notice says "A new version is available" with "Reload"; only that click
 * activates it (workbox-window's messageSkipWaiting), and the page reloads once the new worker
 * controls it. Drafts are saved to IndexedDB as they are typed, so the reload loses nothing.
 */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js');
  let reloadRequested = false;

  wb.addEventListener('waiting', () => void offerUpdate(wb, () => (reloadRequested = true)));
  wb.addEventListener('controlling', (event) => {
    // Another tab may have said "Reload": this one follows, so no page runs an old app on a new worker.
    if (event.isUpdate || reloadRequested) window.location.reload();
  });

  const registration = await wb.register().catch(() => undefined);
  // An app without a service worker still works online.
  if (!registration) return;
  setInterval(() => {
    if (document.visibilityState === 'visible' && navigator.onLine) void wb.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}

async function offerUpdate(wb: Workbox, onReload: () => void) {
  const { showUpdateNotice } = await import('./pwa/update-notice');
  showUpdateNotice(() => {
    onReload();
    wb.messageSkipWaiting();
  });
}
