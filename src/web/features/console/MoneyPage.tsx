import { Anchor, Badge, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ADMIN_SEARCH_MAX, MONEY_STATUSES, type MoneyRow } from '#contract/admin';
import { formatDate, todayInEthiopia } from '#contract/dates';
import { formatBr } from '#contract/money';
import { showToast } from '#web/lib/toast';
import { PaginatedList } from '#web/ui/PaginatedList';
import { m } from '#i18n/paraglide/messages.js';
import { ConsoleFrame } from './ConsoleFrame';
import { moneyCsv, moneyQuery } from './console-api';
import { saveFile } from '#web/lib/download';
import { FiltersForm } from './FiltersForm';
import { useFilters } from './filters';
import { MONEY_STATUS_COLOURS, moneyStatusLabel, movementLabel } from './labels';

const FILTERS = ['q', 'campaignId', 'status', 'from', 'to'] as const;

function MovementRow({ row }: { row: MoneyRow }) {
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={`${movementLabel(row.kind)} ${formatBr(row.amount)}`}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700}>
              {movementLabel(row.kind)} · {formatBr(row.amount)}
            </Text>
            <Anchor component={Link} to={`/campaign/${row.campaignId}/manage`} size="sm" translate="no" style={{ overflowWrap: 'anywhere' }}>
              {row.campaignTitle}
            </Anchor>
          </Stack>
          <Badge variant="light" tt="none" color={MONEY_STATUS_COLOURS[row.status] ?? 'yellow'} style={{ flexShrink: 0 }}>
            {moneyStatusLabel(row.status, row.kind)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {row.userId ? (
            <Anchor component={Link} to={`/admin/people/${row.userId}`} inherit translate="no">
              {row.name}
            </Anchor>
          ) : (
            <span translate="no">{row.name}</span>
          )}{' '}
          · {formatDate(row.at)}
        </Text>
        <Text size="xs" c="dimmed" translate="no" style={{ overflowWrap: 'anywhere', fontFamily: 'var(--mantine-font-family-monospace)' }}>
          {m.con_reference()}: {row.reference ?? '—'}
          {row.provider && ` · ${row.provider}`}
          {` · ${m.con_provider_reference()}: ${row.providerReference ?? '—'}`}
        </Text>
      </Stack>
    </Card>
  );
}

/** /admin/money: every donation and payout, filtered, one page at a time, and the same list as CSV. */
export function MoneyPage() {
  const { applied, apply, key } = useFilters(FILTERS);
  const csv = useMutation({
    mutationFn: () => moneyCsv(applied),
    onSuccess: (text) => {
      saveFile(text, `birr-money-${todayInEthiopia()}.csv`);
      void showToast({ color: 'green', message: m.con_csv_done() });
    },
    onError: (err) => void showToast({ color: 'red', message: err.message }),
  });
  return (
    <ConsoleFrame>
      <FiltersForm
        key={key}
        applied={applied}
        apply={apply}
        fields={(f, set) => (
          <>
            <TextInput label={m.con_filter_q()} value={f.q ?? ''} maxLength={ADMIN_SEARCH_MAX} onChange={(e) => set('q')(e.currentTarget.value)} />
            <TextInput label={m.con_filter_campaign()} value={f.campaignId ?? ''} onChange={(e) => set('campaignId')(e.currentTarget.value)} translate="no" />
            <Select
              label={m.con_filter_status()}
              placeholder={m.con_filter_any_status()}
              clearable
              value={f.status ?? null}
              onChange={set('status')}
              data={MONEY_STATUSES.map((s) => ({ value: s, label: moneyStatusLabel(s) }))}
            />
          </>
        )}
      />
      <Group>
        <Button variant="light" onClick={() => csv.mutate()} loading={csv.isPending}>
          {m.con_download_csv()}
        </Button>
      </Group>
      <PaginatedList
        key={key}
        query={(page) => moneyQuery(applied, page)}
        row={(r) => <MovementRow key={`${r.kind}-${r.id}`} row={r} />}
        order={1}
        title={m.con_money_heading()}
        count={(total) => m.con_money_count({ count: total })}
        texts={{ loading: m.con_loading(), failed: m.con_money_failed(), empty: m.con_money_empty() }}
      />
    </ConsoleFrame>
  );
}
