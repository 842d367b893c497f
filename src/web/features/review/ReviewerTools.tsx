import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDecision } from '#web/lib/use-decision';
import { formatDate } from '#contract/dates';
import { historyQuery, reinstateCampaign } from './review-api';
import { SuspendModal } from './SuspendModal';
import { RefundCampaign } from './RefundCampaign';
import { m } from '#i18n/paraglide/messages.js';

const EDIT_STATUS = { PENDING: m.reviewer_edit_status_pending, APPROVED: m.reviewer_edit_status_approved, REJECTED: m.reviewer_edit_status_rejected };

const show = (v: unknown) => (typeof v === 'string' ? (v.length > 140 ? `${v.slice(0, 140)}…` : v) : JSON.stringify(v));

/** On a campaign's page, for reviewers: suspend or reinstate it, and every edit its organiser made. */
export function ReviewerTools({ campaign }: { campaign: { id: string; title: string; status: string } }) {
  const [suspending, setSuspending] = useState(false);
  const history = useQuery(historyQuery(campaign.id));
  const refresh = ['manage', campaign.id];
  const reinstate = useDecision(() => reinstateCampaign(campaign.id), { told: (r) => `${r.message}: ${campaign.title}`, refresh });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="reviewer-tools">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="reviewer-tools">
          {m.reviewer_tools()}
        </Title>
        <Group gap="xs">
          {/* An ended campaign too (issue 40): closing early must not put it out of reach. */}
          {(campaign.status === 'ACTIVE' || campaign.status === 'COMPLETED') && (
            <Button color="red" size="xs" onClick={() => setSuspending(true)}>
              {m.reviewer_suspend()}
            </Button>
          )}
          {campaign.status === 'SUSPENDED' && (
            <Button size="xs" onClick={() => reinstate.mutate()} loading={reinstate.isPending}>
              {m.reviewer_reinstate()}
            </Button>
          )}
          {campaign.status === 'SUSPENDED' && <RefundCampaign campaign={campaign} refresh={refresh} />}
        </Group>
        <Title order={3} fz="md">
          {m.reviewer_history()}
        </Title>
        {history.data?.length ? (
          <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {history.data.map((h) => (
              <li key={h.id}>
                <Text size="xs" c="dimmed">
                  {formatDate(h.createdAt)} · <span translate="no">{h.by}</span>
                  {h.status !== 'APPLIED' && <> · {EDIT_STATUS[h.status]()}</>}
                </Text>
                {Object.entries(h.changes).map(([field, ch]) => (
                  <Text key={field} size="sm" style={{ overflowWrap: 'anywhere' }} translate="no">
                    <b>{field}</b>: {show(ch.from)} → {show(ch.to)}
                  </Text>
                ))}
              </li>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {history.isPending ? m.reviewer_history_loading() : m.reviewer_no_edits()}
          </Text>
        )}
      </Stack>
      <SuspendModal campaign={campaign} opened={suspending} onClose={() => setSuspending(false)} refresh={refresh} />
    </Card>
  );
}
