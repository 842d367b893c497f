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
      // The controls' and indicators' names in the page's language. (Mantine's own hidden
      // "Slide 1 of 2" announcement has no prop and stays English: noted in the README.)
      previousControlProps={{ 'aria-label': m.detail_prev_image() }}
      nextControlProps={{ 'aria-label': m.detail_next_image() }}
      getIndicatorProps={(i) => ({ 'aria-label': m.detail_go_to_image({ n: i + 1 }) })}
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
