/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { OUTBOX_MESSAGE, SYNC_TAG } from '../src/web/lib/outbox/names';
import { replayQueued } from '../src/web/lib/outbox/replay';
import { dropOldPageCaches, keepPage, keptPage, refreshKeptPage } from './page-cache';
import './push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
};

const MEDIA_MAX_ENTRIES = 200;
const MEDIA_MAX_AGE_S = 30 * 24 * 60 * 60;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
self.addEventListener('activate', (event) => event.waitUntil(dropOldPageCaches()));

// Pages come from the network first (public ones are rendered on the server, with their data);
// with no answer within a few seconds, the precached shell boots the app in the browser instead,
// which shows what the device has saved. The API and media are never answered with it.
// A campaign page seen before, and the start page (an installed app's cold start), answer from
// this device at once instead (./page-cache.ts), and the network's answer is kept for next time.
const NAVIGATION_TIMEOUT_S = 3;
const shell = createHandlerBoundToURL('/index.html');
const pages = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_S });
registerRoute(
  new NavigationRoute(
    async (options) => {
      const kept = await keptPage(options.request);
      if (kept) {
        options.event.waitUntil(refreshKeptPage(options.request));
        return kept;
      }
      try {
        const answer = await pages.handle(options);
        options.event.waitUntil(keepPage(options.request, answer.clone()));
        return answer;
      } catch {
        return shell(options);
      }
    },
    { denylist: [/^\/api/, /^\/media/, /^\/og\//, /^\/(robots\.txt|sitemap\.xml)$/] },
  ),
);

// Campaign images are immutable renditions: serve from cache, refresh on expiry.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.destination === 'image',
  new CacheFirst({
    cacheName: 'birr-media',
    plugins: [new ExpirationPlugin({ maxEntries: MEDIA_MAX_ENTRIES, maxAgeSeconds: MEDIA_MAX_AGE_S, purgeOnQuotaError: true })],
  }),
);

// /api responses are deliberately not routed: they always go to the network
// (the app keeps its own offline copy in IndexedDB through the query cache).

// The page's update notice (src/web/app/register-sw.ts) activates a waiting version only when the
// user says "Reload" (workbox-window's messageSkipWaiting sends SKIP_WAITING); GET_VERSION answers
// which build this worker is, so the page (and the update test) can tell versions apart.
declare const __BUILD_ID__: string;
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data?.type === 'GET_VERSION') event.ports[0]?.postMessage({ build: __BUILD_ID__ });
});

// Background Sync: campaign submissions queued offline are replayed from IndexedDB with their
// Idempotency-Key (see replay.ts for which token it uses); open pages are told so they can show
// the outcome. A network failure rejects, so the browser schedules another attempt.
self.addEventListener('sync', (event) => {
  const e = event as ExtendableEvent & { tag?: string };
  if (e.tag !== SYNC_TAG) return;
  e.waitUntil(
    replayQueued({ locks: (self.navigator as WorkerNavigator & { locks?: LockManager }).locks }).finally(async () => {
      for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: OUTBOX_MESSAGE });
    }),
  );
});

clientsClaim();
