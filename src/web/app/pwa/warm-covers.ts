import type { Query, QueryClient } from '@tanstack/react-query';
import type { Campaign, CampaignList } from '#contract/campaign';
import { CARD_IMAGE_SIZES, orderedMedia } from '#web/features/campaigns/media';
import { isOffline } from '#web/lib/network';

/** Covers fetched at once; the rest wait, so warming never crowds out what the user asked for. */
const PARALLEL = 2;

const warmed = new Set<string>();
const queue: Campaign[] = [];
let active = 0;

/** The user asked to save data (Chrome's Lite mode / Android's Data Saver): fetch nothing extra. */
function saveData() {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

const idle = (fn: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 5000 }) : setTimeout(fn, 500);

function next() {
  while (active < PARALLEL && queue.length > 0) {
    if (isOffline() || saveData()) {
      queue.length = 0;
      return;
    }
    const cover = orderedMedia(queue.shift()!)[0];
    if (!cover || warmed.has(cover.url)) continue;
    warmed.add(cover.url);
    active++;
    // Loaded exactly as a card loads it (same srcset and sizes, so the browser picks the same
    // rendition); the service worker keeps it in its image cache for offline visits.
    const img = new Image();
    img.decoding = 'async';
    img.sizes = CARD_IMAGE_SIZES;
    if (cover.srcSet) img.srcset = cover.srcSet;
    const done = () => {
      active--;
      idle(next);
    };
    img.onload = done;
    img.onerror = () => {
      warmed.delete(cover.url);
      done();
    };
    img.src = cover.url;
  }
}

function warmList(query: Query) {
  if (query.queryKey[0] !== 'campaigns') return;
  const list = query.state.data as CampaignList | undefined;
  if (!list?.data?.length) return;
  queue.push(...list.data);
  idle(next);
}

/**
 * Every campaign in a list the app has cached gets its card-size cover cached too, at idle: a list
 * shows six or nine cards, but lazy loading fetches only those scrolled to, and offline the others
 * would have no picture. Skipped under Save-Data and while offline.
 */
export async function warmCampaignCovers(queryClient: QueryClient) {
  if (typeof window === 'undefined' || saveData()) return;
  // Only what goes through the service worker lands in its image cache: wait until it controls the page.
  const sw = navigator.serviceWorker;
  if (sw && !sw.controller) await new Promise((resolve) => sw.addEventListener('controllerchange', resolve, { once: true }));
  const cache = queryClient.getQueryCache();
  for (const q of cache.getAll()) warmList(q);
  cache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') warmList(event.query);
  });
}
