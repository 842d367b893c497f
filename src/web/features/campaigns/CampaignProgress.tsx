import { progressPercent } from '../../../contract/display';
import ui from '../../app/ui.module.css';
import classes from './CampaignGrid.module.css';

export function CampaignProgress({ raised, goal }: { raised: number; goal: number }) {
  const percent = progressPercent(raised, goal);
  const shown = `${percent.toFixed(2)}%`;
  return (
    <div>
      <div className={`${ui.xs} ${classes.progressLabels}`}>
        <span className={ui.dimmed}>Raised</span>
        <span style={{ fontWeight: 700 }}>{shown}</span>
      </div>
      <div
        className={classes.progressTrack}
        role="progressbar"
        aria-label={`${shown} funded`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
      >
        <div className={classes.progressBar} style={{ width: `${Math.min(percent, 100)}%` }} />
      </div>
    </div>
  );
}
