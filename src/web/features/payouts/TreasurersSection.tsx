import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { contactOf } from '#contract/patterns';
import { MAX_TREASURERS } from '#contract/treasurer-paths';
import type { Treasurer } from '#contract/treasurers';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';
import { showToast } from '#web/lib/toast';
import { m } from '#i18n/paraglide/messages.js';
import { inviteTreasurer, removeTreasurer, treasurersQuery } from './treasurers-api';

const STATE: Record<Treasurer['state'], { color: string; label: () => string }> = {
  ACTIVE: { color: 'green', label: m.tr_state_active },
  INVITED: { color: 'yellow', label: m.tr_state_invited },
  EXPIRED: { color: 'gray', label: m.tr_state_expired },
};

/**
 * The organiser's treasurers (issue 42): invite by email or phone number, see who accepted, and
 * remove one while the server allows it (any invitation; a treasurer only before the first
 * verified donation). The server's refusals are shown as they come.
 */
export function TreasurersSection({ campaignId }: { campaignId: string }) {
  const offline = useIsOffline();
  const queryClient = useQueryClient();
  const { data, error } = useQuery(treasurersQuery(campaignId));
  const [destination, setDestination] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['payouts', campaignId] });

  const invite = useMutation({
    mutationFn: (value: string) => inviteTreasurer(campaignId, contactOf(value)),
    onSuccess: (r) => {
      setDestination('');
      setProblem(null);
      void showToast({ color: 'green', message: r.message });
      void refresh();
    },
    onError: (err) => setProblem(err.message),
  });
  const remove = useMutation({
    mutationFn: (id: string) => removeTreasurer(campaignId, id),
    onSuccess: (r) => {
      void showToast({ color: 'green', message: r.message });
      void refresh();
    },
    onError: (err) => void showToast({ color: 'red', message: err.message }),
  });

  const live = data?.data.filter((t) => t.state !== 'EXPIRED') ?? [];
  const full = live.length >= MAX_TREASURERS;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="manage-treasurers" data-slot="treasurers">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="manage-treasurers">
          {m.tr_section_title()}
        </Title>
        <Text size="sm" c="dimmed">
          {m.tr_section_intro()}
        </Text>
        {error && (
          <Text size="sm" c="red.8">
            {error.message}
          </Text>
        )}
        {data && data.data.length === 0 && <Text size="sm">{m.tr_none()}</Text>}
        {data && data.data.length > 0 && (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={m.tr_section_title()}>
            {data.data.map((t) => (
              <Group key={t.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} translate="no">
                    {t.name ?? t.invitedAs}
                  </Text>
                  {t.name && (
                    <Text size="xs" c="dimmed" translate="no" style={{ overflowWrap: 'anywhere' }}>
                      {t.invitedAs}
                    </Text>
                  )}
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Badge color={STATE[t.state].color} variant="light" tt="none">
                    {STATE[t.state].label()}
                  </Badge>
                  {(t.state !== 'ACTIVE' || data.removable) && (
                    <Button size="xs" variant="subtle" color="red" disabled={offline} loading={remove.isPending && remove.variables === t.id} onClick={() => remove.mutate(t.id)}>
                      {m.tr_remove()}
                    </Button>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        {data && !data.removable && live.some((t) => t.state === 'ACTIVE') && (
          <Text size="xs" c="dimmed">
            {m.tr_locked_note()}
          </Text>
        )}
        {full ? (
          <Text size="sm" c="dimmed">
            {m.tr_full()}
          </Text>
        ) : (
          <form
            noValidate
            aria-label={m.tr_section_title()}
            onSubmit={(e) => {
              e.preventDefault();
              if (destination.trim() === '') return setProblem(m.tr_destination_invalid());
              invite.mutate(destination);
            }}
          >
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label={m.tr_invite_label()}
                value={destination}
                onChange={(e) => setDestination(e.currentTarget.value)}
                autoComplete="off"
                error={problem}
                style={{ flex: '1 1 220px' }}
              />
              <Button type="submit" mt={{ base: 0, xs: 25 }} loading={invite.isPending} disabled={offline}>
                {offline ? OFFLINE_ACTION_MESSAGE : m.tr_invite_button()}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Card>
  );
}
