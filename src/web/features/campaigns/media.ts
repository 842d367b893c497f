import { PUBLIC_ORIGIN_META } from '#contract/pages';
import type { Campaign, CampaignMedia } from '#contract/campaign';

/** Cover first, then the supporting images (the detail carousel's order). */
export function orderedMedia(c: Pick<Campaign, 'campaignMedia'>): CampaignMedia[] {
  const cover = c.campaignMedia.filter((m) => m.imageType === 'COVER_IMAGE');
  const rest = c.campaignMedia.filter((m) => m.imageType !== 'COVER_IMAGE');
  return [...cover, ...rest];
}

/** Grid cards: one column on phones, two on tablets, three from 1200 px in a 1140 px container. */
export const CARD_IMAGE_SIZES = '(min-width: 75em) 360px, (min-width: 48em) 46vw, 92vw';
/** Detail carousel: two thirds of the container on desktop, full width on phones. */
export const DETAIL_IMAGE_SIZES = '(min-width: 62em) 740px, 100vw';

/** The page's own origin, so a shared link never points at a development address. */
/**
 * The public origin the server named in the page (PUBLIC_URL), else this page's own: share links
 * and posters carry the address people should open, not the one this browser happened to use.
 */
export function publicOrigin(): string {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PUBLIC_ORIGIN_META}"]`)?.content;
  return meta && /^https?:\/\//.test(meta) ? meta.replace(/\/+$/, '') : window.location.origin;
}

export const campaignUrl = (id: string) => `${publicOrigin()}/campaign/${id}`;
