// First: the page's language, before any words are produced.
import './lib/locale';
import './ui/mantine-base-styles';
import './global.css';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterLoad, appIsReady, whenIdle } from './ui/deferred';
import { hydrationBegins } from './ui/early-tap';
import { watchPresses } from './ui/press-state';
import { App, preloadPages } from './app/App';
import { matchesOf, pageOf } from './app/routes';
import { Providers } from './app/Providers';
import { PageErrorContext, type PageErrorState } from './lib/page-error';
import { loadHttpClient } from './lib/api';
import { nextTask } from './lib/next-task';
import { queryClient, startQueryPersistence } from './lib/query-persist';
import { watchOutbox } from './features/create-campaign/outbox-watch';
import { formatWarmers } from '#i18n/format';
import { VITALS_SAMPLE_RATE } from '#contract/page-kind';

// The app is on the page and its event handlers work: tests wait for this mark before interacting.
function Ready() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    // The bench counts the JavaScript a page needs up to here (bench/bundle.ts).
    performance.mark('birr:ready');
    appIsReady();
  }, []);
  return null;
}

const app = (serverRendered: boolean, renderedAt: number | null = null, pageError: PageErrorState | null = null) => (
  <StrictMode>
    <Providers renderedAt={renderedAt}>
      <PageErrorContext.Provider value={pageError}>
        <BrowserRouter>
          <App serverRendered={serverRendered} />
        </BrowserRouter>
      </PageErrorContext.Provider>
      <Ready />
    </Providers>
  </StrictMode>
);

// A press shows at once on every page (a server-rendered one's boot script has done it already).
watchPresses();
const root = document.getElementById('root')!;
// Public pages arrive rendered by the server (src/server/ssr) with their data beside them;
// every other route, and the service worker's offline shell, renders here from nothing.
// No top-level await here: a lazy route chunk that imports a module bundled into this entry
// chunk would wait for this module to finish evaluating, which would wait for that chunk.
/** Runs each step in a task of its own. */
async function inTasks(steps: Array<() => unknown>) {
  for (const step of steps) {
    await nextTask();
    step();
  }
}

async function hydrateServerPage(ssrState: HTMLElement) {
  // Not inside the evaluation of the app's code, already the longest piece.
  await nextTask();
  const { queries, renderedAt, error } = JSON.parse(ssrState.textContent!) as {
    queries: DehydratedState;
    renderedAt: number;
    error: PageErrorState | null;
  };
  // The server's data is fresher than anything saved on this device: the saved copy, restored
  // later, only fills in what is older (TanStack's hydrate keeps the newer of the two).
  hydrate(queryClient, queries);
  await nextTask();
  // The page's code must be here before hydration, or React would find it missing and wait; the
  // formatters it uses are made meanwhile, in short tasks of their own.
  // Only the formatters the page's route module asks for (`warmUp`): the lists show amounts and days left, not dates.
  const dates = !!pageOf(matchesOf(window.location))?.warmUp?.dates;
  await Promise.all([preloadPages(window.location), inTasks(formatWarmers(undefined, { dates }))]);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (hundreds of ms on a slow phone): the page, already
  // visible, stays responsive meanwhile, and an early tap is replayed once its part is hydrated.
  hydrationBegins();
  startTransition(() => {
    hydrateRoot(root, app(true, renderedAt, error));
  });
}

const ssrState = document.getElementById('birr-ssr');
const serverRendered = !!ssrState?.textContent && root.hasChildNodes();
if (serverRendered) {
  void hydrateServerPage(ssrState!);
} else {
  const reactRoot = createRoot(root);
  // Render the first screen synchronously, so it is on the page by the time the document has loaded.
  flushSync(() => reactRoot.render(app(false)));
}

// What the first view does not need waits: until the page has loaded; for a page opened offline
// only for idle time, since the saved copy is what fills it.
const later = (fn: () => void, timeout: number) => (serverRendered || navigator.onLine ? void afterLoad().then(fn) : whenIdle(fn, timeout, 1000));
/** What no page opened offline needs at once either: after the page has loaded, on every page. */
const afterFirstView = (fn: () => void) => void afterLoad().then(fn);

// The saved query cache (IndexedDB), restored and kept.
later(startQueryPersistence, 2000);
// The JSON client, for the next page's requests; and the covers of every cached campaign list,
// so offline cards keep their pictures.
afterFirstView(() => {
  loadHttpClient();
  void import('./app/pwa/warm-covers').then((m) => m.warmCampaignCovers(queryClient));
});
// Amharic pages: our Ethiopic font, after the first view (./app/ethiopic-font.ts).
if (document.documentElement.lang === 'am') later(() => void import('./app/ethiopic-font').then((m) => m.loadEthiopicFont()), 3000);
// Campaigns submitted offline go out at start and when the network returns (the sender loads only if one waits).
setTimeout(watchOutbox);
if (import.meta.env.PROD) afterFirstView(() => void import('./app/register-sw').then((m) => m.registerServiceWorker()));
// One page view in ten reports its real LCP, INP and CLS (./lib/vitals.ts): the code loads only then.
if (import.meta.env.PROD && Math.random() < VITALS_SAMPLE_RATE) afterFirstView(() => void import('./lib/vitals').then((m) => m.reportVitals()));
