import { Group, Stack, Text } from '@mantine/core';
import { donorName } from '#contract/display';
import type { PublicDonation } from '#contract/donation';
import { formatBr } from '#contract/money';
import { useNow } from '#web/lib/hydrated';
import { relativeTime } from '#web/lib/relative-time';

export function DonationList({ donations }: { donations: PublicDonation[] }) {
  const now = useNow();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {donations.map((d) => (
        <Group key={d.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} translate={d.isAnonymous || !d.donorFirstName ? undefined : 'no'}>
              {donorName(d)}
            </Text>
            <Text size="xs" c="dimmed">
              {relativeTime(d.createdAt, now)}
            </Text>
          </div>
          <Text size="sm" fw={700} c="birr.8" style={{ whiteSpace: 'nowrap' }}>
            {formatBr(d.amount)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
