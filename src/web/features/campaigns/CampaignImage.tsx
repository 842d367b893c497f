import { m } from '#i18n/paraglide/messages.js';
import type { CampaignMedia } from '#contract/campaign';
import { DETAIL_IMAGE_SIZES } from './media';

/** One detail-page image; the first (the cover) loads eagerly, the rest when shown. */
export function CampaignImage({ media, index, title }: { media: CampaignMedia; index: number; title: string }) {
  return (
    <img
      src={media.url}
      srcSet={media.srcSet ?? undefined}
      sizes={DETAIL_IMAGE_SIZES}
      width={1200}
      height={800}
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : undefined}
      alt={index === 0 ? title : m.detail_image_n({ title, n: index + 1 })}
      style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover' }}
    />
  );
}
