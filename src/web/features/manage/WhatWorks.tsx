import { Alert, Button, Card, Center, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Channel } from '#contract/channels';
import type { ChannelReport } from '#contract/channel-report';
import { todayInEthiopia } from '#contract/dates';
import { formatBr } from '#contract/money';
import { formatCount } from '#i18n/format';
import { m } from '#i18n/paraglide/messages.js';
import { ApiError } from '#web/lib/api-error';
import { saveFile } from '#web/lib/download';
import { showToast } from '#web/lib/toast';
import { DayChart } from '#web/ui/DayChart';
import { channelsQuery, donationsCsv } from './channels-api';

const channelName = (c: Channel): string =>
  ({
    telegram: m.ch_name_telegram,
    whatsapp: m.ch_name_whatsapp,
    facebook: m.ch_name_facebook,
    sms: m.ch_name_sms,
    qr: m.ch_name_qr,
    link: m.ch_name_link,
    email: m.ch_name_email,
    direct: m.ch_name_direct,
  })[c]();

const count = (n: number) => formatCount(n);

/** Every channel, the ones that raised most first (then the most visited); the table is the chart's text too. */
function ChannelTable({ channels }: { channels: ChannelReport['data']['channels'] }) {
  const rows = [...channels].sort((a, b) => b.raised - a.raised || b.donations - a.donations || b.visits - a.visits);
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table fz="sm" horizontalSpacing={6} verticalSpacing={6} striped>
        <Table.Caption>{m.ch_table_caption()}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{m.ch_channel()}</Table.Th>
            <Table.Th scope="col" ta="end">
              {m.ch_visits()}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {m.ch_donations()}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {m.ch_raised()}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.channel}>
              <Table.Th scope="row" fw={500}>
                {channelName(r.channel)}
              </Table.Th>
              <Table.Td ta="end">{count(r.visits)}</Table.Td>
              <Table.Td ta="end">{count(r.donations)}</Table.Td>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                {formatBr(r.raised)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Figures({ report }: { report: ChannelReport['data'] }) {
  const nothing = report.channels.every((c) => c.visits === 0 && c.donations === 0);
  if (nothing) {
    return (
      <Text size="sm" c="dimmed">
        {m.ch_empty()}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <ChannelTable channels={report.channels} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DayChart label={m.ch_visits_per_day()} points={report.days.map((d) => ({ day: d.day, value: d.visits }))} format={count} />
        <DayChart label={m.ch_donations_per_day()} points={report.days.map((d) => ({ day: d.day, value: d.donations }))} format={count} />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * "What works" on the organiser's page (issue 44): visits, donations and amount raised per
 * channel, visits and donations per day since launch, and the donations as CSV. Shown to the
 * organiser and the campaign's treasurers; anyone else the server refuses (a reviewer looking at
 * the page) sees nothing of it.
 */
export function WhatWorks({ campaignId }: { campaignId: string }) {
  const { data, isPending, error } = useQuery(channelsQuery(campaignId));
  const csv = useMutation({
    mutationFn: () => donationsCsv(campaignId),
    onSuccess: (text) => {
      saveFile(text, `birr-donations-${campaignId.slice(0, 8)}-${todayInEthiopia()}.csv`);
      void showToast({ color: 'green', message: m.ch_csv_done() });
    },
    onError: (err) => void showToast({ color: 'red', message: err.message || m.ch_csv_failed() }),
  });
  if (error instanceof ApiError && error.status === 403) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="manage-what-works">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="manage-what-works">
          {m.ch_heading()}
        </Title>
        <Text size="sm" c="dimmed">
          {m.ch_intro()}
        </Text>
        {isPending ? (
          <Center mih={120}>
            <Loader aria-label={m.ch_loading()} />
          </Center>
        ) : error ? (
          <Alert color="red" variant="light">
            {m.ch_failed()} {error.message}
          </Alert>
        ) : (
          <Figures report={data} />
        )}
        <Button variant="light" onClick={() => csv.mutate()} loading={csv.isPending} style={{ alignSelf: 'flex-start' }}>
          {m.ch_csv()}
        </Button>
      </Stack>
    </Card>
  );
}
