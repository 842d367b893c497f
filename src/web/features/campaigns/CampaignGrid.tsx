import { Text } from '@mantine/core';
import type { Campaign } from '../../../contract/campaign';
import { CampaignCard } from './CampaignCard';
import { CampaignCardSkeleton } from './CampaignCardSkeleton';
import classes from './CampaignGrid.module.css';

type Props = {
  campaigns: Campaign[] | undefined;
  isPending: boolean;
  error: Error | null;
  skeletons: number;
};

/** Cards in the first row (at the widest layout) load eagerly; the rest wait for scrolling. */
const FIRST_ROW = 3;

/** The spec's list states: loading skeletons, "Error" plus the message, "nothing found", or the cards. */
export function CampaignGrid({ campaigns, isPending, error, skeletons }: Props) {
  if (isPending) {
    return (
      <div className={classes.grid} aria-busy="true" aria-label="Loading campaigns">
        {Array.from({ length: skeletons }, (_, i) => (
          <CampaignCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (error && !campaigns) {
    return (
      <div role="alert" className={classes.error}>
        <Text fw={700}>Error</Text>
        <Text size="sm">{error.message}</Text>
      </div>
    );
  }
  if (!campaigns?.length) {
    return (
      <Text ta="center" c="dimmed" py="xl" size="lg">
        nothing found
      </Text>
    );
  }
  return (
    <div className={classes.grid}>
      {campaigns.map((c, i) => (
        <CampaignCard key={c.id} campaign={c} eager={i < FIRST_ROW} priority={i === 0} />
      ))}
    </div>
  );
}
