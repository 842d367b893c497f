import { publicOrigin } from '#web/lib/share-links';
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

export { publicOrigin };

export const campaignUrl = (id: string) => `${publicOrigin()}/campaign/${id}`;
