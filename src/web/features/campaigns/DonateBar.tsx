import { m } from '#i18n/paraglide/messages.js';
import type { Campaign } from '#contract/campaign';
import ui from '#web/ui/ui.module.css';
import classes from './DonateBar.module.css';
import { ShareButton } from './ShareButton';

type Props = { campaign: Campaign; ended: boolean; onDonate: () => void };

/** Phones only: "Donate now" and "Share" always in reach at the bottom of a campaign page. */
export function DonateBar({ campaign: c, ended, onDonate }: Props) {
  return (
    <div className={classes.bar} role="region" aria-label={m.bar_label()}>
      {ended ? (
        <p className={`${ui.text} ${ui.sm} ${classes.ended}`}>{m.panel_ended()}</p>
      ) : (
        <button type="button" className={ui.button} data-size="md" data-full onClick={onDonate}>
          {m.card_donate()}
        </button>
      )}
      <ShareButton campaignId={c.id} title={c.title} size={42} withText />
    </div>
  );
}
