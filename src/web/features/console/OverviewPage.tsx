import { Anchor, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Overview } from '#contract/admin';
import { formatDate } from '#contract/dates';
import { formatBr } from '#contract/money';
import { formatCount } from '#i18n/format';
import { relativeTime } from '#web/lib/relative-time';
import { Figure } from '#web/ui/Figure';
import { m } from '#i18n/paraglide/messages.js';
import { ConsoleFrame } from './ConsoleFrame';
import { DayChart } from '#web/ui/DayChart';
import { FigureTable } from './FigureTable';
import { overviewQuery } from './console-api';
import { campaignKindLabel } from './labels';
import { QueryView } from './QueryView';
import { categoryLabel } from '#contract/labels';

type Data = Overview['data'];
const count = (n: number) => formatCount(n);

const WAITING = {
  campaigns: m.con_waiting_campaigns,
  withdrawals: m.con_waiting_withdrawals,
  reports: m.con_waiting_reports,
  edits: m.con_waiting_edits,
} as const;

function Totals({ d }: { d: Data }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" component="section" aria-label={m.con_totals()}>
      <Figure label={m.con_total_raised()} value={formatBr(d.totals.raised)} />
      <Figure label={m.con_total_fees()} value={formatBr(d.totals.fees)} />
      <Figure label={m.con_total_donations()} value={count(d.totals.donations)} />
      <Figure label={m.con_total_campaigns()} value={count(d.totals.campaigns)} />
      <Figure label={m.con_total_people()} value={count(d.totals.people)} />
    </SimpleGrid>
  );
}

function PerDay({ d }: { d: Data }) {
  const series = (pick: (p: Data['perDay'][number]) => number) => d.perDay.map((p) => ({ day: p.day, value: pick(p) }));
  return (
    <Stack gap="sm" component="section">
      <Title order={2} fz="lg">
        {m.con_per_day()}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <DayChart label={m.con_total_raised()} points={series((p) => p.raised)} format={formatBr} />
        <DayChart label={m.con_total_donations()} points={series((p) => p.donations)} format={count} />
        <DayChart label={m.con_total_campaigns()} points={series((p) => p.campaigns)} format={count} />
        <DayChart label={m.con_total_people()} points={series((p) => p.people)} format={count} />
      </SimpleGrid>
    </Stack>
  );
}

function Waiting({ d }: { d: Data }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="console-waiting">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="console-waiting">
          {m.con_waiting_heading()}
        </Title>
        {d.waiting.map((w) => (
          <Group key={w.kind} justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0}>
              <Anchor component={Link} to="/admin/review">
                {WAITING[w.kind]()}
              </Anchor>
              <Text size="xs" c="dimmed">
                {w.oldestAt ? m.con_waiting_oldest({ age: relativeTime(w.oldestAt) }) : m.con_waiting_none()}
              </Text>
            </Stack>
            <Text fw={700}>{count(w.count)}</Text>
          </Group>
        ))}
        <Button component={Link} to="/admin/review" variant="light" size="xs" mt="xs">
          {m.con_open_queue()}
        </Button>
      </Stack>
    </Paper>
  );
}

function PayoutsAndJobs({ d }: { d: Data }) {
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="console-payouts">
        <Title order={2} fz="lg" id="console-payouts" mb="xs">
          {m.con_payouts_heading()}
        </Title>
        <Text>{m.con_payouts_paid({ count: count(d.payouts.paid), amount: formatBr(d.payouts.paidAmount) })}</Text>
        <Text c={d.payouts.failed ? 'red.7' : undefined}>
          {m.con_payouts_failed({ count: count(d.payouts.failed), amount: formatBr(d.payouts.failedAmount) })}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="console-jobs">
        <Title order={2} fz="lg" id="console-jobs" mb="xs">
          {m.con_jobs_heading()}
        </Title>
        <Text>
          {d.jobQueue ? m.con_jobs_counts({ waiting: count(d.jobQueue.waiting), failed: count(d.jobQueue.failed) }) : m.con_jobs_not_started()}
        </Text>
      </Paper>
    </Stack>
  );
}

function Breakdowns({ d }: { d: Data }) {
  const columns = [m.con_col_raised(), m.con_total_donations(), m.con_total_campaigns()];
  const cells = (r: { raised: number; donations: number; campaigns: number }) => [formatBr(r.raised), count(r.donations), count(r.campaigns)];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      <FigureTable
        title={m.con_by_category()}
        head={[m.con_col_category(), ...columns]}
        rows={d.byCategory.map((r) => ({ key: r.category, cells: [categoryLabel(r.category), ...cells(r)] }))}
      />
      <FigureTable
        title={m.con_by_kind()}
        head={[m.con_col_kind(), ...columns]}
        rows={d.byKind.map((r) => ({ key: r.kind, cells: [campaignKindLabel(r.kind), ...cells(r)] }))}
      />
    </SimpleGrid>
  );
}

/** /admin: the platform at a glance, over the last 30 or 365 days (counted by the server, GET /api/admin/overview). */
export function OverviewPage() {
  const [days, setDays] = useState<30 | 365>(30);
  const overview = useQuery(overviewQuery(days));
  const data = overview.data;
  return (
    <ConsoleFrame>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {m.con_nav_overview()}
          </Title>
          {data && (
            <Text size="sm" c="dimmed">
              {m.con_period_range({ from: formatDate(data.from), to: formatDate(data.to) })}
            </Text>
          )}
        </Stack>
        <SegmentedControl
          aria-label={m.con_period_label()}
          value={String(days)}
          onChange={(v) => setDays(v === '365' ? 365 : 30)}
          data={[
            { value: '30', label: m.con_period_30() },
            { value: '365', label: m.con_period_365() },
          ]}
        />
      </Group>
      <QueryView query={overview} failed={m.con_overview_failed()}>
        {(d) => (
          <Stack gap="lg" style={{ opacity: overview.isPlaceholderData ? 0.6 : 1 }}>
            <Totals d={d} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              <Waiting d={d} />
              <PayoutsAndJobs d={d} />
            </SimpleGrid>
            <PerDay d={d} />
            <Breakdowns d={d} />
          </Stack>
        )}
      </QueryView>
    </ConsoleFrame>
  );
}
