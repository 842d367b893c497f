import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { reportReasonLabel } from '#contract/labels';
import type { ReportGroup } from '#contract/reports';
import { useDecision } from '#web/lib/use-decision';
import { PaginatedList } from '#web/ui/PaginatedList';
import { dismissReports, reportsQuery, suspendedQuery } from './review-api';
import { SuspendModal } from './SuspendModal';
import { RefundCampaign } from './RefundCampaign';
import { formatDate } from '#contract/dates';
import { campaignStatusLabel } from '../profile';
import { m } from '#i18n/paraglide/messages.js';

function Group_({ g }: { g: ReportGroup }) {
  const [suspending, setSuspending] = useState(false);
  const refresh = ['review-reports'];
  // A refusal shows under the reports (below), not in a toast.
  const dismiss = useDecision(() => dismissReports(g.campaign.id), { told: (r) => `${r.message}: ${g.campaign.title}`, refresh, failed: () => {} });
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={g.campaign.title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/campaign/${g.campaign.id}/manage`} fw={700} style={{ overflowWrap: 'anywhere' }} translate="no">
              {g.campaign.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {m.reviewer_by()} <span translate="no">{g.campaign.organiser}</span> · {campaignStatusLabel(g.campaign.status)}
            </Text>
          </Stack>
          <Badge color="red" variant="light">
            {m.reviewer_report_count({ count: g.openCount })}
          </Badge>
        </Group>
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {g.reports.map((r) => (
            <li key={r.id}>
              <Text size="sm" fw={600}>
                {reportReasonLabel(r.reason)}
                <Text span size="xs" c="dimmed" fw={400}>
                  {' '}
                  · {r.reporter ? <span translate="no">{r.reporter}</span> : m.reviewer_anonymous()} · {formatDate(r.createdAt)}
                  {r.repeats > 0 && ` · ${m.reviewer_report_repeats({ count: r.repeats })}`}
                </Text>
              </Text>
              {r.details && (
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} translate="no">
                  {r.details}
                </Text>
              )}
            </li>
          ))}
        </Stack>
        {dismiss.error && (
          <Text size="sm" c="red.7" role="alert">
            {dismiss.error.message}
          </Text>
        )}
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => dismiss.mutate()} loading={dismiss.isPending}>
            {m.reviewer_dismiss()}
          </Button>
          {(g.campaign.status === 'ACTIVE' || g.campaign.status === 'COMPLETED') && (
            <Button color="red" size="xs" onClick={() => setSuspending(true)}>
              {m.reviewer_suspend()}
            </Button>
          )}
        </Group>
      </Stack>
      <SuspendModal campaign={g.campaign} opened={suspending} onClose={() => setSuspending(false)} refresh={refresh} />
    </Card>
  );
}

/** Campaigns a reviewer suspended: each opens its page, where it can be reinstated. */
function Suspended() {
  const { data } = useQuery(suspendedQuery());
  if (!data?.data.length) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="suspended-campaigns">
      <Title order={2} fz="lg" id="suspended-campaigns">
        {m.reviewer_suspended_heading({ count: data.meta.total })}
      </Title>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.data.map((c) => (
          <li key={c.id}>
            <Anchor component={Link} to={`/campaign/${c.id}/manage`} fw={600} translate="no">
              {c.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {m.reviewer_by()} <span translate="no">{c.organiser}</span> · <span translate="no">{c.reason}</span>
            </Text>
            <RefundCampaign campaign={c} refresh={['review-reports']} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** Open reports, grouped by campaign, the most reported first; then the suspended campaigns. */
export function ReportsPanel() {
  return (
    <PaginatedList
      query={reportsQuery}
      row={(g) => <Group_ key={g.campaign.id} g={g} />}
      title={(total) => m.reviewer_reported_heading({ count: total })}
      texts={{ loading: m.reviewer_loading(), failed: m.reviewer_reports_failed(), empty: m.reviewer_no_reports() }}
    >
      <Suspended />
    </PaginatedList>
  );
}
