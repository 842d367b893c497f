import { m } from '#i18n/paraglide/messages.js';
import type { Campaign } from '#contract/campaign';
import { CampaignCard } from './CampaignCard';
import { CampaignCardSkeleton } from './CampaignCardSkeleton';
import ui from '#web/ui/ui.module.css';
import classes from './CampaignGrid.module.css';

type Props = {
  campaigns: Campaign[] | undefined;
  isPending: boolean;
  error: Error | null;
  skeletons: number;
  /** Another page, search or category is on its way: the cards shown are the previous ones. */
  loading?: boolean;
  onRetry?: () => void;
  /** Offered when nothing is found: clears the search and the category. */
  onClear?: () => void;
};

/** The spec's list states: loading skeletons, "Error" plus the message, "nothing found", or the cards. */
export function CampaignGrid({ campaigns, isPending, error, skeletons, loading = false, onRetry, onClear }: Props) {
  if (isPending) {
    return (
      <div className={classes.grid} aria-busy="true" aria-label={m.grid_loading()}>
        {Array.from({ length: skeletons }, (_, i) => (
          <CampaignCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (error && !campaigns) {
    return (
      <div role="alert" className={classes.error}>
        <p className={ui.text} style={{ fontWeight: 700 }}>
          {m.grid_error()}
        </p>
        <p className={`${ui.text} ${ui.sm}`}>{error.message}</p>
        {onRetry && (
          <button type="button" className={ui.button} onClick={onRetry} style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
            {m.try_again()}
          </button>
        )}
      </div>
    );
  }
  if (!campaigns?.length) {
    return (
      <div className={`${ui.stack} ${ui.center} ${classes.empty}`}>
        <p className={`${ui.text} ${ui.dimmed}`}>{m.grid_empty()}</p>
        {onClear && (
          <button type="button" className={ui.button} data-variant="light" onClick={onClear}>
            {m.grid_clear()}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className={classes.grid} aria-busy={loading || undefined} data-loading={loading || undefined}>
      {campaigns.map((c, i) => (
        <CampaignCard key={c.id} campaign={c} priority={i === 0} />
      ))}
    </div>
  );
}
