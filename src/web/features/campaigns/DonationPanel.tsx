import { m } from '#i18n/paraglide/messages.js';
import { IconClock } from '@tabler/icons-react';
import { IconUsers } from '#web/ui/icons';
import { formatDate } from '#contract/dates';
import { daysLeftText } from '#contract/days-left';
import ui from '#web/ui/ui.module.css';
import { useNow } from '#web/lib/hydrated';
import { CampaignProgress } from './CampaignProgress';
import css from './CampaignDetail.module.css';
import bar from './DonateBar.module.css';
import type { DonateProps } from './DonateBar';
import { RecentDonations } from './RecentDonations';
import { ShareButton } from './ShareButton';
import { FollowButton } from './FollowButton';


/**
 * What a donor asks first (issue 43): how far it has come (the bar, raised of the goal), how many
 * gave, how long is left, the latest gifts. Beside the story on a wide screen, where it stays in
 * view; on a phone right under the picture.
 */
export function DonationPanel({ campaign: c, ended, onDonate, onWarm }: DonateProps) {
  const now = useNow();
  return (
    <div className={`${ui.card} ${css.panel}`}>
      <div className={ui.stack}>
        <h2 className={`${ui.title} ${css.panelTitle}`}>{ended ? m.panel_ended() : m.panel_be_part()}</h2>
        {ended && <p className={`${ui.text} ${ui.sm} ${ui.dimmed}`}>{m.panel_ended_text({ date: formatDate(c.deadline) })}</p>}
        <CampaignProgress raised={c.raisedAmount} goal={c.goalAmount} />
        <div className={`${ui.row} ${ui.sm} ${css.facts}`}>
          <span className={css.fact}>
            <IconUsers size={16} aria-hidden />
            {m.card_donations({ count: c._count.Donation })}
          </span>
          <span className={css.fact}>
            <IconClock size={16} aria-hidden />
            {/* The deadline's date on hover (Ethiopian calendar in Amharic). */}
            <time dateTime={c.deadline.slice(0, 10)} title={m.detail_deadline({ date: formatDate(c.deadline) })}>
              {daysLeftText(c.deadline, now)}
            </time>
          </span>
        </div>
        {/* On phones the sticky bar holds these two, always in reach. */}
        <div className={`${ui.row} ${bar.panelActions}`} style={{ '--gap': 'var(--mantine-spacing-xs)', flexWrap: 'nowrap' } as object}>
          {!ended && (
            <button type="button" className={ui.button} data-size="md" data-full data-donate onPointerDown={onWarm} onClick={onDonate}>
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
