import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { donorName } from '../../../contract/display';
import { formatBr } from '../../../contract/money';
import { useNow } from '../../lib/hydrated';
import { relativeTime } from '../../lib/relative-time';
import { donationsQuery } from './queries';

export function RecentDonations({ campaignId }: { campaignId: string }) {
  const { data, isPending, error } = useQuery(donationsQuery(campaignId));
  const now = useNow();

  return (
    <Stack gap="xs">
      <Text fw={700} component="h3" m={0} fz="lg">
        Recent Donations
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
          No donations yet. Be the first one!
        </Text>
      ) : (
        // A plain scrolling box (Mantine's ScrollArea is ~17 KB of script for this alone); focusable
        // and named, so keyboard users can scroll it too.
        <div tabIndex={0} role="region" aria-label="Recent donations" style={{ maxHeight: 320, overflowY: 'auto' }}>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.map((d) => (
              <Group key={d.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <div>
                  <Text size="sm" fw={600}>
                    {donorName(d)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {relativeTime(d.createdAt, now)}
                  </Text>
                </div>
                <Text size="sm" fw={700} c="birr.8">
                  {formatBr(d.amount)}
                </Text>
              </Group>
            ))}
          </Stack>
        </div>
      )}
    </Stack>
  );
}
