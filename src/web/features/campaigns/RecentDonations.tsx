import { m } from '#i18n/paraglide/messages.js';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { DonationList } from './DonationList';
import { donationsQuery } from './queries';

/** How many the panel shows; "See all" lists every one the server sent. */
const SHOWN = 5;

// The full list's dialog (and Mantine's Modal with it) loads on the first "See all".
const AllDonations = lazy(() => import('./AllDonations'));

export function RecentDonations({ campaignId }: { campaignId: string }) {
  const { data, isPending, error } = useQuery(donationsQuery(campaignId));
  const [all, setAll] = useState(false);

  return (
    <Stack gap="xs">
      <Text fw={700} component="h3" m={0} fz="lg">
        {m.recent_title()}
      </Text>
      {isPending ? (
        <Stack gap={6}>
          <Skeleton h={18} />
          <Skeleton h={18} />
          <Skeleton h={18} />
        </Stack>
      ) : error && !data ? (
        <Text size="sm" c="red.7">
          {error.message}
        </Text>
      ) : !data?.length ? (
        <Text size="sm" c="dimmed">
          {m.recent_none()}
        </Text>
      ) : (
        // The first few in the page's own flow (no scroll box inside the page); the rest in a list of their own.
        <>
          <DonationList donations={data.slice(0, SHOWN)} />
          {data.length > SHOWN && (
            <Button variant="subtle" size="compact-sm" onClick={() => setAll(true)} style={{ alignSelf: 'flex-start' }}>
              {m.recent_see_all({ count: data.length })}
            </Button>
          )}
          {all && (
            <Suspense fallback={null}>
              <AllDonations donations={data} onClose={() => setAll(false)} />
            </Suspense>
          )}
        </>
      )}
    </Stack>
  );
}
