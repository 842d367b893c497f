/** Registers sw.js (production builds only); a new version takes over and the page reloads once. */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => wb.messageSkipWaiting());
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  wb.register().catch(() => {
    // An app without a service worker still works online.
  });
}
