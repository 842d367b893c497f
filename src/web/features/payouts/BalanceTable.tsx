import { Group, Stack, Text } from '@mantine/core';
import type { Balance } from '#contract/payout';
import { formatBr } from '#contract/money';
import { m } from '#i18n/paraglide/messages.js';

// Figures of equal width so the amounts line up, in the page's font: a monospace font has no
// Ethiopic letters, and "ብር" showed as empty boxes where the system has no Ethiopic fallback.
const FIGURES = { fontVariantNumeric: 'tabular-nums' } as const;

/** raised − fees − paid out − in flight = available, line by line. */
export function BalanceTable({ balance: b }: { balance: Balance }) {
  const line = (label: string, value: number, sign = '') => (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={FIGURES}>
        {sign}
        {formatBr(value)}
      </Text>
    </Group>
  );
  return (
    <Stack gap={4} aria-label={m.payouts_balance()}>
      {line(m.payouts_raised(), b.raised)}
      {line(m.payouts_fees(), b.fees, '− ')}
      {line(m.payouts_paid_out(), b.paidOut, '− ')}
      {line(m.payouts_in_flight(), b.inFlight, '− ')}
      <Group justify="space-between" gap="xs" wrap="nowrap" pt={4} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Text fw={700}>{m.payouts_available()}</Text>
        <Text fw={700} style={FIGURES}>
          {formatBr(b.available)}
        </Text>
      </Group>
    </Stack>
  );
}
