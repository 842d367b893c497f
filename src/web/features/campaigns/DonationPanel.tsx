import { m } from '#i18n/paraglide/messages.js';
import type { Campaign } from '#contract/campaign';
import { formatDate } from '#contract/dates';
import ui from '#web/ui/ui.module.css';
import { CampaignProgress } from './CampaignProgress';
import css from './CampaignDetail.module.css';
import bar from './DonateBar.module.css';
import { RecentDonations } from './RecentDonations';
import { ShareButton } from './ShareButton';
import { FollowButton } from './FollowButton';

type Props = { campaign: Campaign; ended: boolean; onDonate: () => void };

/** The desktop column's card (it stays in view while the story scrolls); on phones, after the story. */
export function DonationPanel({ campaign: c, ended, onDonate }: Props) {
  return (
    <div className={`${ui.card} ${css.panel}`}>
      <div className={ui.stack}>
        <h2 className={`${ui.title} ${css.panelTitle}`}>{ended ? m.panel_ended() : m.panel_be_part()}</h2>
        {ended && <p className={`${ui.text} ${ui.sm} ${ui.dimmed}`}>{m.panel_ended_text({ date: formatDate(c.deadline) })}</p>}
        <CampaignProgress raised={c.raisedAmount} goal={c.goalAmount} />
        {/* On phones the sticky bar holds these two, always in reach. */}
        <div className={`${ui.row} ${bar.panelActions}`} style={{ '--gap': 'var(--mantine-spacing-xs)', flexWrap: 'nowrap' } as object}>
          {!ended && (
            <button type="button" className={ui.button} data-size="md" data-full onClick={onDonate}>
              {m.card_donate()}
            </button>
          )}
          <ShareButton campaignId={c.id} title={c.title} size={42} withText={ended} />
        </div>
        {!ended && <FollowButton campaignId={c.id} title={c.title} />}
        <RecentDonations campaignId={c.id} />
      </div>
    </div>
  );
}
