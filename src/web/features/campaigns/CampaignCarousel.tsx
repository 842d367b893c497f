import { m } from '#i18n/paraglide/messages.js';
import '@mantine/carousel/styles.layer.css';
import { Carousel } from '@mantine/carousel';
import { VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { CampaignMedia } from '#contract/campaign';
import { CampaignImage } from './CampaignImage';
import classes from './CampaignCarousel.module.css';

// Embla's `duration` is not in ms; 25 is its default, which runs close to the spec's 500 ms.
const EMBLA = { loop: true, duration: 25 } as const;

/** Which picture the carousel opens on, and which of its controls takes the focus (see Gallery). */
export type GalleryWish = { index: number; focus?: 'previous' | 'next' | number };
export type CarouselProps = { media: CampaignMedia[]; title: string; initial?: GalleryWish };

type Embla = Parameters<NonNullable<React.ComponentProps<typeof Carousel>['getEmblaApi']>>[0];

/**
 * The campaign's pictures. Everything a screen reader hears is in the page's language (issue 27):
 * the region's and each slide's role and name, the controls, the indicators — and, instead of
 * Mantine's English "Slide 1 of 2" live region (no prop for it; hidden by the CSS module), our own
 * "Picture 1 of 2". The indicators' tablist is named "Slides" by Mantine with no prop either: its
 * name is set once Embla is up (React never writes that constant attribute again).
 */
export default function CampaignCarousel({ media, title, initial }: CarouselProps) {
  const [embla, setEmbla] = useState<Embla | null>(null);
  const [current, setCurrent] = useState<number | null>(null);
  const total = media.length;

  useEffect(() => {
    if (!embla) return;
    const region = embla.rootNode().parentElement;
    const tablist = region?.querySelector(':scope > [role="tablist"]');
    tablist?.setAttribute('aria-label', m.detail_pictures());
    // The still picture's control that had the focus was replaced by this one: the focus follows,
    // unless it has moved on meanwhile.
    const focus = initial?.focus;
    if (focus !== undefined && (document.activeElement === document.body || document.activeElement === null)) {
      const target =
        typeof focus === 'number'
          ? tablist?.querySelectorAll<HTMLElement>('[role="tab"]')[focus]
          : region?.querySelector<HTMLElement>(`[data-type="${focus}"]`);
      target?.focus();
    }
    const select = () => setCurrent(embla.selectedScrollSnap());
    select();
    embla.on('select', select).on('reInit', select);
    return () => {
      embla.off('select', select).off('reInit', select);
    };
  }, [embla, initial]);

  return (
    <>
      <Carousel
        withIndicators
        emblaOptions={EMBLA}
        initialSlide={initial?.index ?? 0}
        slideSize="100%"
        className={classes.gallery}
        aria-label={m.detail_images({ title })}
        aria-roledescription={m.detail_gallery_role()}
        getEmblaApi={setEmbla}
        previousControlProps={{ 'aria-label': m.detail_prev_image() }}
        nextControlProps={{ 'aria-label': m.detail_next_image() }}
        getIndicatorProps={(i) => ({ 'aria-label': m.detail_go_to_image({ n: i + 1 }) })}
        styles={{ root: { borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden' } }}
      >
        {media.map((item, i) => (
          <Carousel.Slide key={item.id} aria-roledescription={m.detail_picture_role()} aria-label={m.detail_picture_n_of({ n: i + 1, total })}>
            <CampaignImage media={item} index={i} title={title} />
          </Carousel.Slide>
        ))}
      </Carousel>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {current !== null && total > 0 ? m.detail_picture_n_of({ n: current + 1, total }) : null}
      </VisuallyHidden>
    </>
  );
}
