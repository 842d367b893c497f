import { m } from '../../../i18n/paraglide/messages.js';
import '@mantine/carousel/styles.layer.css';
import { Carousel } from '@mantine/carousel';
import type { CampaignMedia } from '../../../contract/campaign';
import { CampaignImage } from './CampaignImage';

// Embla's `duration` is not in ms; 25 is its default, which runs close to the spec's 500 ms.
const EMBLA = { loop: true, duration: 25 } as const;

export default function CampaignCarousel({ media, title }: { media: CampaignMedia[]; title: string }) {
  return (
    <Carousel
      withIndicators
      emblaOptions={EMBLA}
      slideSize="100%"
      aria-label={m.detail_images({ title })}
      styles={{ root: { borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden' } }}
    >
      {media.map((m, i) => (
        <Carousel.Slide key={m.id}>
          <CampaignImage media={m} index={i} title={title} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
