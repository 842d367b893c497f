import { m } from '#i18n/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { lazyMantine } from '#web/ui/lazy-mantine';
import ui from '#web/ui/ui.module.css';
import css from './CampaignDetail.module.css';
import { DonationList } from './DonationList';
import { donationsQuery } from './queries';
import { useLazyDialog } from '#web/ui/use-lazy-dialog';

/** How many the panel shows; "See all" lists every one the server sent. */
const SHOWN = 5;

// The full list's dialog (and Mantine with it) loads on the first "See all".
const AllDonations = lazyMantine(() => import('./AllDonations').then((m) => m.default));

export function RecentDonations({ campaignId }: { campaignId: string }) {
  const { data, isPending, error } = useQuery(donationsQuery(campaignId));
  const all = useLazyDialog();

  return (
    <div className={ui.stack} style={{ '--gap': 'var(--mantine-spacing-xs)' } as object}>
      <h3 className={`${ui.title} ${css.smallTitle}`}>{m.recent_title()}</h3>
      {isPending ? (
        <div className={ui.stack} style={{ '--gap': '6px' } as object}>
          <div className={ui.skeleton} style={{ height: 18 }} />
          <div className={ui.skeleton} style={{ height: 18 }} />
          <div className={ui.skeleton} style={{ height: 18 }} />
        </div>
      ) : error && !data ? (
        <p className={`${ui.text} ${ui.sm} ${css.error}`}>{error.message}</p>
      ) : !data?.length ? (
        <p className={`${ui.text} ${ui.sm} ${ui.dimmed}`}>{m.recent_none()}</p>
      ) : (
        // The first few in the page's own flow (no scroll box inside the page); the rest in a list of their own.
        <>
          <DonationList donations={data.slice(0, SHOWN)} />
          {data.length > SHOWN && (
            <button
              type="button"
              className={ui.button}
              data-variant="subtle"
              data-size="compact-sm"
              onClick={all.open}
              style={{ alignSelf: 'flex-start' }}
            >
              {m.recent_see_all({ count: data.length })}
            </button>
          )}
          {all.opened && (
            <Suspense fallback={null}>
              <AllDonations donations={data} onClose={all.close} />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
