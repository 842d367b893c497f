import { m } from '#i18n/paraglide/messages.js';
import { useState } from 'react';
import type { CampaignMedia } from '#contract/campaign';
import { useLitePage } from '#web/lib/lite-page';
import ui from '#web/ui/ui.module.css';
import { CampaignImage } from './CampaignImage';

/**
 * A campaign's cover, or on a light page (Save-Data, a slow connection: issue 47) a placeholder of
 * its size with a button that shows it: the page's words arrive without the picture's bytes.
 */
export function CoverOnRequest({ media, title }: { media: CampaignMedia; title: string }) {
  const lite = useLitePage();
  const [asked, setAsked] = useState(false);
  if (!lite || asked) return <CampaignImage media={media} index={0} title={title} />;
  // The button's own press and focus are not interest in the gallery: its carousel stays unloaded.
  const mine = (e: { stopPropagation(): void }) => e.stopPropagation();
  return (
    <div
      className={`${ui.stack} ${ui.center}`}
      style={{ aspectRatio: '3 / 2', justifyContent: 'center', background: 'var(--mantine-color-gray-1)', padding: 'var(--mantine-spacing-md)' }}
    >
      <button type="button" className={ui.button} data-variant="light" onPointerDown={mine} onPointerUp={mine} onFocus={mine} onClick={() => setAsked(true)}>
        {m.detail_show_picture()}
      </button>
      <p className={`${ui.text} ${ui.sm} ${ui.dimmed}`}>{m.detail_picture_on_request()}</p>
    </div>
  );
}
