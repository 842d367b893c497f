import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '#contract/dates';
import { formatBirr2, formatBr } from '#contract/money';
import type { Withdrawal } from '#contract/payout';
import { TreasurerRefusal, type TreasurerCampaign } from '#contract/treasurers';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';
import { useDecision } from '#web/lib/use-decision';
import { ReasonModal } from '#web/ui/ReasonModal';
import { m } from '#i18n/paraglide/messages.js';
import { decideAsTreasurer, myTreasurerCampaignsKey, myTreasurerCampaignsQuery } from './treasurers-api';
import { TreasurerDecisions } from './TreasurerDecisions';
import { WithdrawalStatusBadge } from './WithdrawalStatusBadge';

/** One withdrawal as its treasurer sees it; approve or refuse (with a reason) while it waits for them. */
function TreasurerWithdrawal({ w, treasurerId, title }: { w: Withdrawal; treasurerId: string; title: string }) {
  const offline = useIsOffline();
  const [refusing, setRefusing] = useState(false);
  const approve = useDecision(() => decideAsTreasurer(w.id, true), { told: (r) => r.message, refresh: myTreasurerCampaignsKey });
  const mine = w.treasurers?.decisions.some((d) => d.treasurerId === treasurerId) ?? false;
  const waiting = w.status === 'AWAITING_TREASURERS' && !mine;
  const amount = formatBirr2(w.amount);
  return (
    <Card component="li" withBorder radius="sm" padding="xs">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {formatBr(w.amount)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(w.createdAt)} · <span translate="no">{w.bank.holderName}</span> {w.bank.accountNumberMasked}
            </Text>
            {waiting && (
              <Text size="xs" fw={600} c="grape.8">
                {m.tr_awaiting_you()}
              </Text>
            )}
          </Stack>
          <WithdrawalStatusBadge status={w.status} />
        </Group>
        <TreasurerDecisions w={w} />
        {waiting && (
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" color="red" onClick={() => setRefusing(true)} disabled={offline || approve.isPending}>
              {m.tr_refuse()}
            </Button>
            <Button size="xs" color="green" onClick={() => approve.mutate()} loading={approve.isPending} disabled={offline}>
              {offline ? OFFLINE_ACTION_MESSAGE : m.tr_approve()}
            </Button>
          </Group>
        )}
      </Stack>
      {waiting && (
        <ReasonModal
          opened={refusing}
          onClose={() => setRefusing(false)}
          title={m.tr_refuse_title()}
          schema={TreasurerRefusal}
          maxLength={1000}
          send={(reason) => decideAsTreasurer(w.id, false, reason)}
          told={(r) => r.message}
          refresh={myTreasurerCampaignsKey}
        >
          {m.tr_refuse_reason()} <b translate="no">{title}</b> · {formatBr(w.amount)}
        </ReasonModal>
      )}
    </Card>
  );
}

function CampaignEntry({ entry }: { entry: TreasurerCampaign }) {
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Stack gap="xs">
        <Anchor component={Link} to={`/campaign/${entry.campaign.id}`} fw={600} style={{ overflowWrap: 'anywhere' }} translate="no">
          {entry.campaign.title}
        </Anchor>
        <Text size="sm">{m.tr_mine_available({ amount: formatBr(entry.balance.available) })}</Text>
        {entry.withdrawals.length === 0 ? (
          <Text size="sm" c="dimmed">
            {m.tr_mine_no_withdrawals()}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {entry.withdrawals.map((w) => (
              <TreasurerWithdrawal key={w.id} w={w} treasurerId={entry.treasurerId} title={entry.campaign.title} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** In the profile: the campaigns one is treasurer of (issue 42), nothing at all when none. */
export function TreasurerCampaigns() {
  const { data } = useQuery(myTreasurerCampaignsQuery());
  if (!data || data.length === 0) return null;
  return (
    <Stack gap="sm" mt="xl" component="section" aria-labelledby="treasurer-of">
      <Title order={2} size="h3" id="treasurer-of">
        {m.tr_mine_title()}
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.map((entry) => (
          <CampaignEntry key={entry.campaign.id} entry={entry} />
        ))}
      </Stack>
    </Stack>
  );
}
