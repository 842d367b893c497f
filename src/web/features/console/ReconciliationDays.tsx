import { Anchor, Badge, Button, Card, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Reconciliation, ReconciliationDay, ReconciliationDifference, ReconciliationDifferenceKind, ReconciliationSide } from '#contract/admin';
import { formatDate } from '#contract/dates';
import { CURRENCY, formatBirr2, formatBr } from '#contract/money';
import { m } from '#i18n/paraglide/messages.js';
import { moneyStatusLabel } from './labels';

// The reconciliation's answer on screen (./ReconciliationPage.tsx asks for it): a table per side,
// one row a day, a day with differences marked, and the differences listed one by one.

type Answer = Reconciliation['data'];
type Provider = Answer['providers']['in'];

const SIDE_TITLES: Record<ReconciliationSide, () => string> = { in: m.recon_in, out: m.recon_out };
const KINDS: Record<ReconciliationDifferenceKind, () => string> = {
  missing_here: m.recon_kind_missing_here,
  missing_at_provider: m.recon_kind_missing_at_provider,
  amount: m.recon_kind_amount,
  status: m.recon_kind_status,
};
const PROVIDER_STATES: Record<string, () => string> = { success: m.recon_st_success, failed: m.recon_st_failed, pending: m.recon_st_pending };
const providerName = (p: Provider) => (p.name === 'chapa' ? 'Chapa' : 'sandbox');

const tally = (t: { count: number; amount: number } | null) => (t ? m.recon_tally({ amount: formatBr(t.amount), count: t.count }) : m.recon_not_asked());

/** One side's days: what Birr counted beside what the provider reports; a day that differs stands out. */
export function SideTable({ side, days, provider }: { side: ReconciliationSide; days: ReconciliationDay[]; provider: Provider }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} component="section" aria-labelledby={id}>
      <Stack gap={4} mb="xs">
        <Title order={2} fz="lg" id={id}>
          {SIDE_TITLES[side]()}
        </Title>
        <Text size="xs" c="dimmed" translate="no">
          {m.recon_source({ provider: providerName(provider) })}
        </Text>
      </Stack>
      {!provider.available && (
        <Text size="sm" c="orange.9" role="status" mb="xs">
          {provider.message}
        </Text>
      )}
      <ScrollArea type="auto">
        <Table aria-labelledby={id} fz="sm" verticalSpacing={6} horizontalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.recon_day()}</Table.Th>
              <Table.Th ta="right">{m.recon_counted()}</Table.Th>
              <Table.Th ta="right">{m.recon_reported()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((d) => {
              const s = d[side];
              const flagged = s.differences > 0;
              return (
                <Table.Tr key={d.day} bg={flagged ? 'var(--mantine-color-red-light)' : undefined}>
                  <Table.Th scope="row" fw={flagged ? 700 : 400}>
                    <span style={{ whiteSpace: 'nowrap' }}>{formatDate(d.day)}</span>
                    {flagged && (
                      <Badge display="block" color="red" variant="filled" size="xs" mt={2} tt="none">
                        {m.recon_day_flagged({ count: s.differences })}
                      </Badge>
                    )}
                  </Table.Th>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {tally(s.counted)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {tally(s.provider)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
}

type Stand = NonNullable<ReconciliationDifference['ours']>;
/** An amount in the currency it moved in: Birr as everywhere ("1,250.00 Br"), another as "18.10 USD", with the Birr a gift paid abroad credited. */
function amountOf(s: Stand): string {
  if (s.amount === null) return '—';
  if (!s.currency || s.currency === CURRENCY) return formatBr(s.amount);
  const paid = m.recon_foreign_amount({ amount: formatBirr2(s.amount), currency: s.currency });
  return s.birr == null ? paid : m.recon_credited({ paid, birr: formatBr(s.birr) });
}

function Difference({ d }: { d: ReconciliationDifference }) {
  const ours = d.ours ? `${amountOf(d.ours)} · ${moneyStatusLabel(d.ours.status, d.side === 'out' ? 'payout' : 'donation')}` : m.recon_missing();
  const theirs = d.provider ? `${amountOf(d.provider)} · ${PROVIDER_STATES[d.provider.status]?.() ?? d.provider.status}` : m.recon_missing();
  return (
    <Card withBorder radius="md" padding="sm" component="li" style={{ borderLeft: '4px solid var(--mantine-color-red-6)' }}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={700} style={{ minWidth: 0 }}>
            {KINDS[d.kind]()}
          </Text>
          <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
            {SIDE_TITLES[d.side]()}
          </Badge>
        </Group>
        <Text size="sm">{formatDate(d.day)}</Text>
        <Text size="sm">{m.recon_ours({ value: ours })}</Text>
        <Text size="sm">{m.recon_theirs({ value: theirs })}</Text>
        <Text size="xs" c="dimmed" translate="no" style={{ overflowWrap: 'anywhere', fontFamily: 'var(--mantine-font-family-monospace)' }}>
          {m.con_reference()}: {d.reference ?? '—'} · {m.con_provider_reference()}: {d.providerReference ?? '—'}
        </Text>
        {d.campaignId && (
          <Anchor component={Link} to={`/campaign/${d.campaignId}/manage`} size="sm">
            {m.recon_open_campaign()}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

/** How many differences are listed before "Show all": a bad day can hold hundreds. */
const FIRST_DIFFERENCES = 25;

/** Every difference of the period, oldest day first (the first 25, then all on request). */
export function DifferenceList({ differences }: { differences: ReconciliationDifference[] }) {
  const id = useId();
  const [all, setAll] = useState(false);
  const shown = all ? differences : differences.slice(0, FIRST_DIFFERENCES);
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {m.recon_differences()} ({differences.length})
      </Title>
      {differences.length === 0 ? (
        <Text c="dimmed">{m.recon_none()}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((d, i) => (
            <Difference key={`${d.side}-${d.kind}-${d.recordId ?? d.providerReference ?? d.reference ?? i}`} d={d} />
          ))}
        </Stack>
      )}
      {shown.length < differences.length && (
        <Button variant="light" onClick={() => setAll(true)}>
          {m.recon_show_all({ count: differences.length })}
        </Button>
      )}
    </Stack>
  );
}
