import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatBr } from '#contract/money';
import { TEAM_ENDPOINTS, teamPagePath } from '#contract/team-paths';
import type { Team } from '#contract/teams';
import { api } from '#web/lib/http';
import { showToast } from '#web/lib/toast';
import { teamsQuery } from '../campaigns';
import { m } from '#i18n/paraglide/messages.js';

function TeamItem({ campaignId, team: t }: { campaignId: string; team: Team }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => api<void>(TEAM_ENDPOINTS.team(encodeURIComponent(campaignId), t.slug), { method: 'DELETE', fallback: m.team_remove_failed() }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['teams', campaignId] });
      void queryClient.removeQueries({ queryKey: ['team', campaignId, t.slug] });
      void showToast({ message: m.team_removed(), color: 'teal' });
    },
  });
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={teamPagePath(campaignId, t.slug)} fw={600} size="sm" translate="no" style={{ overflowWrap: 'anywhere' }}>
            {t.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {formatBr(t.raised)} / {formatBr(t.target)} · {m.team_donor_count({ count: t.donorCount })}
          </Text>
        </Stack>
        {!confirming && (
          <Button size="compact-xs" variant="light" color="red" onClick={() => setConfirming(true)}>
            {m.team_remove()}
          </Button>
        )}
      </Group>
      {confirming && (
        <Stack gap={6} mt="xs">
          <Text size="sm" role="alert">
            {m.team_remove_confirm({ name: t.name })}
          </Text>
          {remove.error && (
            <Text size="sm" c="red">
              {remove.error.message}
            </Text>
          )}
          <Group gap="xs" justify="flex-end">
            <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
              {m.team_cancel()}
            </Button>
            <Button size="compact-sm" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              {m.team_remove()}
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}

/** The campaign's team pages (issue 44), each of which the organiser may remove. */
export function ManageTeams({ campaignId }: { campaignId: string }) {
  const { data: teams = [] } = useQuery(teamsQuery(campaignId));
  return (
    <Stack gap="sm" component="section" aria-labelledby="manage-teams">
      <Title order={2} fz="lg" id="manage-teams">
        {m.team_manage_title()}
      </Title>
      {teams.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m.team_manage_empty()}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {teams.map((t) => (
            <TeamItem key={t.id} campaignId={campaignId} team={t} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
