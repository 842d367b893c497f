import { m } from '#i18n/paraglide/messages.js';
import { useRef, useState, type ComponentType, type PointerEvent, type RefObject } from 'react';
import type { CampaignMedia } from '#contract/campaign';
import { inMantine } from '#web/ui/lazy-mantine';
import ui from '#web/ui/ui.module.css';
import { CoverOnRequest } from './CoverOnRequest';
import type { CarouselProps, GalleryWish } from './CampaignCarousel';
import css from './Gallery.module.css';

// The carousel (Embla, drawn with Mantine: about 100 KB, and on a slow phone the longest task of the
// page's start) loads only when someone reaches for the pictures. Until then the cover is drawn as
// the carousel looks, with its controls and dots and the same names for screen readers.
let loaded: ComponentType<CarouselProps> | null = null;
let loading: Promise<ComponentType<CarouselProps>> | null = null;
const carousel = () =>
  (loading ??= inMantine(() => import('./CampaignCarousel').then((mod) => mod.default)).then(
    (component) => (loaded = component),
    (error: unknown) => {
      loading = null; // offline: the next touch tries again
      throw error;
    },
  ));

/** The distance (px) a finger or mouse moves sideways on the still picture that counts as a swipe. */
const SWIPE = 40;

/**
 * The campaign's pictures: the still cover with the carousel's look, then, from the first sign of
 * interest (a touch, the pointer over it, focus), the carousel itself. A press on a control, a dot
 * or a swipe made before it is there is not lost: the carousel opens on the picture asked for, with
 * the focus on the control that had it; and it never takes the still's place in the middle of a
 * press. Once its code is here (another campaign's pictures, earlier in the visit), it is drawn at once.
 */
export function Gallery({ media, title }: { media: CampaignMedia[]; title: string }) {
  // Hydration always starts from the still (nothing has loaded the carousel before it).
  const [open, setOpen] = useState(() => loaded !== null);
  const [wish, setWish] = useState<GalleryWish>({ index: 0 });
  const root = useRef<HTMLDivElement>(null);
  const pressing = useRef(false);
  const waiting = useRef(false);
  const Carousel = open && loaded;
  // One picture: nothing to turn to, so no controls, no dots, no carousel (issue 43).
  if (media.length === 1) return <SinglePicture media={media[0]} title={title} />;
  if (Carousel) return <Carousel media={media} title={title} initial={wish} />;
  const swap = () => {
    // The still's control that has the focus hands it to the same control of the carousel.
    const active = document.activeElement;
    const focus = active instanceof HTMLElement && root.current?.contains(active) ? active.dataset.control : undefined;
    if (focus !== undefined) setWish((w) => ({ ...w, focus: /^\d+$/.test(focus) ? Number(focus) : (focus as 'previous' | 'next') }));
    setOpen(true);
  };
  const want = (index?: number) => {
    if (index !== undefined) setWish({ index });
    carousel().then(
      () => {
        if (pressing.current) waiting.current = true;
        else swap();
      },
      () => {},
    );
  };
  // A press that began on the still ends there (its click included) before the carousel comes.
  const press = (down: boolean) => {
    pressing.current = down;
    if (!down && waiting.current) {
      waiting.current = false;
      setTimeout(swap);
    }
  };
  return <GalleryStill media={media} title={title} at={wish.index} onWish={want} onPress={press} root={root} />;
}

function SinglePicture({ media, title }: { media: CampaignMedia; title: string }) {
  return (
    <div className={css.root}>
      <CoverOnRequest media={media} title={title} />
    </div>
  );
}

function GalleryStill({
  media,
  title,
  at,
  onWish,
  onPress,
  root,
}: {
  media: CampaignMedia[];
  title: string;
  /** The picture asked for so far (the still shows the cover; the carousel opens there). */
  at: number;
  onWish: (index?: number) => void;
  onPress: (down: boolean) => void;
  root: RefObject<HTMLDivElement | null>;
}) {
  const total = media.length;
  const start = useRef<number | null>(null);
  const step = (by: number) => (at + by + total) % total;
  // Any sign of interest loads the carousel, which then takes this picture's place.
  const interest = () => onWish();
  const down = (e: PointerEvent) => {
    start.current = e.clientX;
    onPress(true);
    interest();
  };
  const up = (e: PointerEvent) => {
    const dx = start.current === null ? 0 : e.clientX - start.current;
    start.current = null;
    if (Math.abs(dx) >= SWIPE) onWish(step(dx < 0 ? 1 : -1));
    onPress(false);
  };
  const chevron = (turn: number) => (
    <svg viewBox="0 0 15 15" fill="none" aria-hidden="true" style={{ transform: `rotate(${turn}deg)` }}>
      <path
        d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
  return (
    <>
      <div
        ref={root}
        className={css.root}
        role="region"
        aria-roledescription={m.detail_gallery_role()}
        aria-label={m.detail_images({ title })}
        onPointerEnter={(e) => e.pointerType === 'mouse' && interest()}
        onPointerDown={down}
        onPointerUp={up}
        onPointerCancel={() => {
          start.current = null;
          onPress(false);
        }}
        onFocus={interest}
        onDragStart={(e) => e.preventDefault()}
      >
        <div className={css.controls}>
          <button type="button" className={`${css.control} ${ui.focusRing}`} aria-label={m.detail_prev_image()} data-control="previous" onClick={() => onWish(step(-1))}>
            {chevron(90)}
          </button>
          <button type="button" className={`${css.control} ${ui.focusRing}`} aria-label={m.detail_next_image()} data-control="next" onClick={() => onWish(step(1))}>
            {chevron(-90)}
          </button>
        </div>
        <div role="group" aria-roledescription={m.detail_picture_role()} aria-label={m.detail_picture_n_of({ n: 1, total })}>
          <CoverOnRequest media={media[0]} title={title} />
        </div>
        <div className={css.indicators} role="tablist" aria-label={m.detail_pictures()}>
          {media.map((item, i) => (
            <button
              key={item.id}
              type="button"
              role="tab"
              className={`${css.indicator} ${ui.focusRing}`}
              aria-label={m.detail_go_to_image({ n: i + 1 })}
              aria-selected={i === 0}
              tabIndex={i === 0 ? 0 : -1}
              data-control={i}
              onClick={() => onWish(i)}
            />
          ))}
        </div>
      </div>
      <span className={ui.visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
        {m.detail_picture_n_of({ n: 1, total })}
      </span>
    </>
  );
}
