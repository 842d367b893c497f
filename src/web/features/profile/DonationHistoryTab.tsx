import { Card, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { formatBirr2 } from '#contract/money';
import { verifiedTotals, type MyDonation } from '#contract/user';
import { amount, day } from './format';
import { PaymentStatusBadge } from './StatusBadge';
import { m } from '#i18n/paraglide/messages.js';

/** Only a verified payment was donated; a cancelled or failed one did not go through. */
const outcome = (status: string) =>
  status === 'VERIFIED' ? m.donations_donated() : status === 'PENDING' ? m.donations_unfinished() : m.donations_failed();

/** Spec: the user's donations, newest first; the footer counts verified donations only, and says so. */
export function DonationHistoryTab({ donations }: { donations: MyDonation[] }) {
  const { total, count } = verifiedTotals(donations);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {m.donations_heading()}
      </Title>
      {donations.length === 0 ? (
        <Text c="dimmed">{m.donations_none()}</Text>
      ) : (
        <>
          <ScrollArea.Autosize mah={500} type="auto" offsetScrollbars="present">
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {donations.map((d) => (
                <li key={d.id}>
                  <Card withBorder radius="md" padding="md">
                    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                      <Stack gap={4} style={{ minWidth: 0 }}>
                        <Text fw={600} style={{ overflowWrap: 'anywhere' }} translate="no">
                          {d.campaign.title}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {m.donations_line({ outcome: outcome(d.paymentStatus), amount: amount(d.amount), date: day(d.createdAt) })}
                        </Text>
                        {/* A payment reference is letters and digits to copy, not words to translate. */}
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} translate="no">
                          {m.donations_reference({ ref: d.txRef })}
                        </Text>
                      </Stack>
                      <PaymentStatusBadge status={d.paymentStatus} />
                    </Group>
                  </Card>
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Card withBorder radius="md" padding="md" bg="gray.0">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={700}>{m.donations_total({ amount: formatBirr2(total) })}</Text>
              <Text size="sm" c="dimmed">
                {m.donations_count({ count })}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {m.donations_note()}
            </Text>
          </Card>
        </>
      )}
    </Stack>
  );
}
