import { CHANNEL_ENDPOINTS, channelOfRef, isChannel, type Channel } from '#contract/channels';

// Where this tab came to a campaign from (issue 44): the `?ref=` of the link it opened, kept for
// the tab's life (sessionStorage: nothing stays once it is closed, and nothing is sent but the
// donation's channel), and the visit told to the server when the server did not render the page.

const key = (campaignId: string) => `birr.channel.${campaignId}`;

/** The channel this tab came to the campaign by, for its donation; undefined when not known. */
export function rememberedChannel(campaignId: string): Channel | undefined {
  try {
    const channel = sessionStorage.getItem(key(campaignId));
    return isChannel(channel) ? channel : undefined;
  } catch {
    return undefined; // Storage refused (a private window's quota): the donation names no channel.
  }
}

/** The address of the document the server rendered, when it rendered one (its visit is counted there). */
function serverRenderedPath(): string | null {
  if (typeof document === 'undefined' || !document.getElementById('birr-ssr')) return null;
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as (PerformanceEntry & { deliveryType?: string })[];
  // Prefetched ahead (Speculation Rules, src/server/ssr/prefetch.ts): the server counted no visit then.
  if (navigation?.deliveryType === 'navigational-prefetch') return null;
  return navigation ? new URL(navigation.name).pathname : null;
}
let renderedByServer = serverRenderedPath();

/**
 * A campaign page was opened: remember its channel (a new `?ref=` replaces the one before; none
 * keeps it, or is `direct`), and count the visit unless the server already did, having rendered
 * this very page as the document. The server counts a visitor once a day whatever it is told.
 */
export function noteCampaignVisit(campaignId: string) {
  const ref = new URLSearchParams(window.location.search).get('ref');
  const channel = ref === null ? (rememberedChannel(campaignId) ?? 'direct') : channelOfRef(ref);
  try {
    sessionStorage.setItem(key(campaignId), channel);
  } catch {
    // Not remembered: the donation goes without a channel.
  }
  // The campaign page or one of its team pages, whichever the server rendered as this document.
  const counted = renderedByServer !== null && renderedByServer === window.location.pathname;
  renderedByServer = null;
  if (counted) return;
  const path = `/api${CHANNEL_ENDPOINTS.visit(encodeURIComponent(campaignId))}`;
  const body = new Blob([JSON.stringify(ref === null ? {} : { ref })], { type: 'application/json' });
  if (!navigator.sendBeacon?.(path, body)) {
    void fetch(path, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {});
  }
}
