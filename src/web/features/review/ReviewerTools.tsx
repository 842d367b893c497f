import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../lib/toast';
import { historyQuery, reinstateCampaign } from './review-api';
import { SuspendModal } from './SuspendModal';

const show = (v: unknown) => (typeof v === 'string' ? (v.length > 140 ? `${v.slice(0, 140)}…` : v) : JSON.stringify(v));

/** On a campaign's page, for reviewers: suspend or reinstate it, and every edit its organiser made. */
export function ReviewerTools({ campaign }: { campaign: { id: string; title: string; status: string } }) {
  const queryClient = useQueryClient();
  const [suspending, setSuspending] = useState(false);
  const history = useQuery(historyQuery(campaign.id));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['manage', campaign.id] });
  const reinstate = useMutation({
    mutationFn: () => reinstateCampaign(campaign.id),
    onSuccess: (r) => {
      void showToast({ color: 'green', message: `${r.message}: ${campaign.title}` });
      refresh();
    },
  });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="reviewer-tools">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="reviewer-tools">
          Reviewer
        </Title>
        <Group gap="xs">
          {campaign.status === 'ACTIVE' && (
            <Button color="red" size="xs" onClick={() => setSuspending(true)}>
              Suspend campaign
            </Button>
          )}
          {campaign.status === 'SUSPENDED' && (
            <Button size="xs" onClick={() => reinstate.mutate()} loading={reinstate.isPending}>
              Reinstate campaign
            </Button>
          )}
        </Group>
        <Title order={3} fz="md">
          Edit history
        </Title>
        {history.data?.length ? (
          <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {history.data.map((h) => (
              <li key={h.id}>
                <Text size="xs" c="dimmed">
                  {new Date(h.createdAt).toLocaleString()} · {h.by}
                </Text>
                {Object.entries(h.changes).map(([field, ch]) => (
                  <Text key={field} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <b>{field}</b>: {show(ch.from)} → {show(ch.to)}
                  </Text>
                ))}
              </li>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {history.isPending ? 'Loading…' : 'No edits since it went live.'}
          </Text>
        )}
      </Stack>
      <SuspendModal campaign={campaign} opened={suspending} onClose={() => setSuspending(false)} onDone={refresh} />
    </Card>
  );
}
