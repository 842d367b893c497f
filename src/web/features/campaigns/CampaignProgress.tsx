import { m } from '#i18n/paraglide/messages.js';
import { progressPercent } from '#contract/display';
import { formatBr, formatPercent } from '#contract/money';
import ui from '#web/ui/ui.module.css';
import classes from './CampaignGrid.module.css';

/** "217,000 Br raised of 350,000 Br" beside "62%", over the bar. */
export function CampaignProgress({ raised, goal }: { raised: number; goal: number }) {
  const percent = progressPercent(raised, goal);
  const shown = formatPercent(percent);
  return (
    <div>
      <div className={`${ui.sm} ${classes.progressLabels}`}>
        <span>
          <strong className={classes.raised}>{formatBr(raised)}</strong> <span className={ui.dimmed}>{m.progress_raised_of({ goal: formatBr(goal) })}</span>
        </span>
        <span style={{ fontWeight: 700 }}>{shown}</span>
      </div>
      <div
        className={classes.progressTrack}
        role="progressbar"
        aria-label={m.progress_funded({ percent: shown })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
      >
        <div className={classes.progressBar} style={{ width: `${Math.min(percent, 100)}%` }} />
      </div>
    </div>
  );
}
