import { Anchor, Button, Card, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatBr } from '#contract/money';
import { verifiedTotals, type MyDonation } from '#contract/user';
import { openCheckout, PaidAbroadLine } from '../donations';
import { day } from './format';
import { finishDonation, removeDonation } from './queries';
import { PaymentStatusBadge } from './StatusBadge';
import { m } from '#i18n/paraglide/messages.js';

/** Only a verified payment was donated; a cancelled or failed one did not go through. */
const outcome = (status: string) =>
  status === 'VERIFIED' ? m.donations_donated() : status === 'PENDING' ? m.donations_unfinished() : m.donations_failed();

/**
 * A payment never finished: back to its checkout (a new one once the old has gone stale), or out
 * of the history; a failed one can only go. The profile's data is read again afterwards.
 */
function UnfinishedActions({ d }: { d: MyDonation }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['me'] });
  const finish = useMutation({ mutationFn: () => finishDonation(d.id), onSuccess: (started) => (openCheckout(started.checkoutUrl), refresh()) });
  const remove = useMutation({ mutationFn: () => removeDonation(d.id), onSuccess: refresh });
  const failure = finish.error ?? remove.error;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        {d.paymentStatus === 'PENDING' && (
          <Button size="compact-sm" onClick={() => finish.mutate()} loading={finish.isPending}>
            {m.donations_finish()}
          </Button>
        )}
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
          {m.donations_remove()}
        </Button>
      </Group>
      {failure && (
        <Text size="sm" c="red" role="alert">
          {failure.message}
        </Text>
      )}
    </Stack>
  );
}

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
                        <Anchor component={Link} to={`/campaign/${d.campaign.id}`} fw={600} style={{ overflowWrap: 'anywhere' }} translate="no">
                          {d.campaign.title}
                        </Anchor>
                        <Text size="sm" c="dimmed">
                          {m.donations_line({ outcome: outcome(d.paymentStatus), amount: formatBr(d.amount), date: day(d.createdAt) })}
                        </Text>
                        <PaidAbroadLine paid={d.paidAbroad} />
                        {/* A payment reference is letters and digits to copy, not words to translate. */}
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} translate="no">
                          {m.donations_reference({ ref: d.txRef })}
                        </Text>
                        {d.receiptPath && (
                          <Anchor href={d.receiptPath} target="_blank" rel="noopener" size="sm">
                            {m.donations_receipt()}
                          </Anchor>
                        )}
                        {(d.paymentStatus === 'PENDING' || d.paymentStatus === 'FAILED') && <UnfinishedActions d={d} />}
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
              <Text fw={700}>{m.donations_total({ amount: formatBr(total) })}</Text>
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
