import { Group, Stack, Text } from '@mantine/core';
import type { Balance } from '../../../contract/payout';
import { formatBirr2 } from '../../../contract/money';

/** raised − fees − paid out − in flight = available, line by line. */
export function BalanceTable({ balance: b }: { balance: Balance }) {
  const line = (label: string, value: number, sign = '') => (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ff="monospace">
        {sign}
        {formatBirr2(value)} Br
      </Text>
    </Group>
  );
  return (
    <Stack gap={4} aria-label="Balance">
      {line('Raised', b.raised)}
      {line('Service fees', b.fees, '− ')}
      {line('Paid out', b.paidOut, '− ')}
      {line('Being paid out', b.inFlight, '− ')}
      <Group justify="space-between" gap="xs" wrap="nowrap" pt={4} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Text fw={700}>Available</Text>
        <Text fw={700} ff="monospace">
          {formatBirr2(b.available)} Br
        </Text>
      </Group>
    </Stack>
  );
}
