import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ADMIN_ENDPOINTS, RECONCILIATION_MAX_DAYS, ReconciliationQuery, type Reconciliation } from '#contract/admin';
import { formatDate } from '#contract/dates';
import { api } from '#web/lib/http';
import { m } from '#i18n/paraglide/messages.js';
import { useFilters } from './filters';
import { DifferenceList, SideTable } from './ReconciliationDays';

type Period = { from?: string; to?: string };

/**
 * The period's reconciliation (GET /api/admin/reconciliation). Private like the rest of the
 * console: under the 'admin' root, never written to the device, gone with the tab; the period on
 * screen stays while another loads.
 */
const reconciliationQuery = (period: Period) =>
  queryOptions({
    queryKey: ['admin', 'reconciliation', period.from ?? '', period.to ?? ''],
    queryFn: async ({ signal }): Promise<Reconciliation['data']> => (await api<Reconciliation>(ADMIN_ENDPOINTS.reconciliation, { query: period, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
  });

/** The period's two days, checked with the server's own schema before asking (from ≤ to, at most 92 days). */
function PeriodForm({ applied, apply }: { applied: Period; apply: (p: Period) => void }) {
  const [p, setP] = useState<Period>(applied);
  const [problems, setProblems] = useState<Partial<Record<keyof Period, string>>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const given = { from: p.from || undefined, to: p.to || undefined };
    const checked = ReconciliationQuery.safeParse(given);
    if (!checked.success) {
      setProblems(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0] ?? 'from'), i.message])));
      return;
    }
    setProblems({});
    apply(given);
  };
  const field = (name: keyof Period, label: string) => (
    <TextInput
      type="date"
      label={label}
      description={m.con_filter_date_hint()}
      value={p[name] ?? ''}
      error={problems[name]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setP((old) => ({ ...old, [name]: value }));
      }}
    />
  );
  return (
    <form onSubmit={submit} aria-label={m.recon_range_label({ max: RECONCILIATION_MAX_DAYS })}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {m.recon_range_label({ max: RECONCILIATION_MAX_DAYS })}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          {field('from', m.con_filter_from())}
          {field('to', m.con_filter_to())}
        </SimpleGrid>
        <Group>
          <Button type="submit">{m.recon_show()}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /admin/reconciliation: for each day of a period (a week by default), what the payment and
 * payout providers report against what Birr counted, with every difference flagged and listed.
 * The console's frame and its reviewers-only guard are around it (./ReconciliationInConsole.tsx).
 */
export default function ReconciliationPage() {
  const { applied, apply, key } = useFilters(['from', 'to'] as const);
  const { data, isPending, error, refetch, isFetching } = useQuery(reconciliationQuery(applied));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {m.con_nav_reconciliation()}
        </Title>
        {data && (
          <Text size="sm" c="dimmed">
            {m.con_period_range({ from: formatDate(data.from), to: formatDate(data.to) })}
          </Text>
        )}
        <Text size="sm">{m.recon_intro()}</Text>
      </Stack>
      <PeriodForm key={key} applied={applied} apply={apply} />
      {isPending ? (
        <Center mih={200}>
          <Loader aria-label={m.con_loading()} />
        </Center>
      ) : error ? (
        <Alert color="red" title={m.recon_failed()}>
          <Text size="sm">{error.message}</Text>
          <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void refetch()} loading={isFetching}>
            {m.reviewer_try_again()}
          </Button>
        </Alert>
      ) : (
        <Stack gap="lg" style={{ opacity: isFetching ? 0.6 : 1 }}>
          <DifferenceList differences={data.differences} />
          <Text size="xs" c="dimmed">
            {m.recon_tally_hint()}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <SideTable side="in" days={data.days} provider={data.providers.in} />
            <SideTable side="out" days={data.days} provider={data.providers.out} />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
