import { m } from '#i18n/paraglide/messages.js';
import type { Campaign } from '#contract/campaign';
import { useRef } from 'react';
import { useBottomInset } from '#web/ui/bottom-inset';
import ui from '#web/ui/ui.module.css';
import classes from './DonateBar.module.css';
import { ShareButton } from './ShareButton';

/** What the page's two Donate buttons (this bar's, the panel's) are given. */
export type DonateProps = {
  campaign: Campaign;
  ended: boolean;
  onDonate: (e?: { currentTarget?: EventTarget | null }) => void;
  /** The finger is down: the form's code, if still on its way, is asked for now. */
  onWarm?: () => void;
};

/** Phones only: "Donate now" and "Share" always in reach at the bottom of a campaign page. */
export function DonateBar({ campaign: c, ended, onDonate, onWarm }: DonateProps) {
  // The offline notice and the install card stack above it (#web/ui/bottom-inset.ts).
  const ref = useRef<HTMLDivElement>(null);
  useBottomInset(ref, 'donate-bar');
  return (
    <div ref={ref} className={classes.bar} role="region" aria-label={m.bar_label()}>
      {ended ? (
        <p className={`${ui.text} ${ui.sm} ${classes.ended}`}>{m.panel_ended()}</p>
      ) : (
        <button type="button" className={ui.button} data-size="md" data-full data-donate onPointerDown={onWarm} onClick={onDonate}>
          {m.card_donate()}
        </button>
      )}
      <ShareButton campaignId={c.id} title={c.title} size={42} withText />
    </div>
  );
}
