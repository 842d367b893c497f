import { donorName } from '#contract/display';
import type { PublicDonation } from '#contract/donation';
import { formatBr } from '#contract/money';
import { useNow } from '#web/lib/hydrated';
import { relativeTime } from '#web/lib/relative-time';
import ui from '#web/ui/ui.module.css';
import css from './CampaignDetail.module.css';

export function DonationList({ donations }: { donations: PublicDonation[] }) {
  const now = useNow();
  return (
    <ul className={`${ui.stack} ${css.list}`}>
      {donations.map((d) => (
        <li key={d.id} className={css.donation}>
          <div style={{ minWidth: 0 }}>
            <p className={`${ui.text} ${ui.sm} ${css.donor}`} translate={d.isAnonymous || !d.donorFirstName ? undefined : 'no'}>
              {donorName(d)}
            </p>
            <p className={`${ui.text} ${ui.xs} ${ui.dimmed}`}>{relativeTime(d.createdAt, now)}</p>
          </div>
          <p className={`${ui.text} ${ui.sm} ${css.amount}`}>{formatBr(d.amount)}</p>
        </li>
      ))}
    </ul>
  );
}
