import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { bankLabel } from '#contract/labels';
import { formatBirr2, formatBr } from '#contract/money';
import { payoutFailureText, WithdrawalRejectBody, type ReviewWithdrawal } from '#contract/payout';
import { formatDateTime } from '#contract/dates';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';
import { showToast } from '#web/lib/toast';
import { useDecision } from '#web/lib/use-decision';
import { PaginatedList } from '#web/ui/PaginatedList';
import { ReasonModal } from '#web/ui/ReasonModal';
import { BalanceTable } from './BalanceTable';
import { ConfirmPayout } from './ConfirmPayout';
import { HeldPayoutDecision } from './HeldPayoutDecision';
import { approveWithdrawal, payoutQueueKey, payoutQueueQuery, rejectWithdrawal } from './payouts-api';
import { TreasurerDecisions } from './TreasurerDecisions';
import { WithdrawalStatusBadge } from './WithdrawalStatusBadge';
import { m } from '#i18n/paraglide/messages.js';

function PayoutCard({ w }: { w: ReviewWithdrawal }) {
  const offline = useIsOffline();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const amount = formatBirr2(w.amount);
  const approve = useDecision(() => approveWithdrawal(w.id), {
    told: (r) => {
      const outcome =
        r.data.status === 'PAID'
          ? m.queue_outcome_sent()
          : r.data.status === 'FAILED'
            ? m.queue_outcome_failed({ reason: payoutFailureText(r.data.failureCode) })
            : m.queue_outcome_sending();
      return { color: r.data.status === 'FAILED' ? 'red' : 'green', message: m.queue_approve_toast({ message: r.message, amount, outcome }) };
    },
    refresh: payoutQueueKey,
    then: () => setConfirming(false),
    // A refusal can come after the payout changed (another reviewer, the provider): show where it stands.
    failed: (err) => {
      void showToast({ color: 'red', message: err.message });
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: payoutQueueKey });
    },
  });
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={m.queue_card_label({ amount, title: w.campaign.title })}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} fz="xl">
              {formatBr(w.amount)}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {m.queue_from()}{' '}
              <Link to={`/campaign/${w.campaign.id}`} style={{ color: 'inherit', fontWeight: 600 }} translate="no">
                {w.campaign.title}
              </Link>
            </Text>
            <Text size="xs" c="dimmed">
              {m.queue_asked({ date: formatDateTime(w.createdAt) })}
            </Text>
          </Stack>
          {w.status === 'HELD' && <WithdrawalStatusBadge status={w.status} />}
        </Group>
        <Text size="sm">
          {m.queue_to()} <span translate="no">{w.bank.holderName}</span> · {bankLabel(w.bank.bankName)} {w.bank.accountNumberMasked}
        </Text>
        <BalanceTable balance={w.balance} />
        <TreasurerDecisions w={w} />
        {w.status === 'HELD' ? (
          <HeldPayoutDecision w={w} />
        ) : (
          <>
            {w.campaign.suspended && (
              <Text size="sm" c="orange.9">
                {m.payout_campaign_suspended()}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" color="red" onClick={() => setRejecting(true)} disabled={offline || approve.isPending}>
                {m.queue_reject()}
              </Button>
              <Button color="green" onClick={() => setConfirming(true)} loading={approve.isPending} disabled={offline || w.campaign.suspended}>
                {offline ? OFFLINE_ACTION_MESSAGE : m.queue_approve()}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      {w.status === 'REQUESTED' && (
        <ReasonModal
          opened={rejecting}
          onClose={() => setRejecting(false)}
          title={m.queue_reject_title()}
          schema={WithdrawalRejectBody}
          maxLength={1000}
          send={(reason) => rejectWithdrawal(w.id, reason)}
          told={(r) => m.queue_reject_toast({ message: r.message, amount, title: w.campaign.title })}
          refresh={payoutQueueKey}
        >
          {m.queue_reject_before()} <b translate="no">{w.campaign.title}</b> {m.queue_reject_after({ amount })}
        </ReasonModal>
      )}
      {w.status === 'REQUESTED' && (
        <ConfirmPayout w={w} opened={confirming} pending={approve.isPending} onClose={() => setConfirming(false)} onConfirm={() => approve.mutate()} />
      )}
    </Card>
  );
}

/** Payout requests waiting for a reviewer, oldest first. */
export function PayoutQueue() {
  return (
    <PaginatedList
      query={payoutQueueQuery}
      row={(w) => <PayoutCard key={w.id} w={w} />}
      order={1}
      title={m.queue_heading()}
      intro={m.queue_intro()}
      count={(total) => m.queue_waiting({ count: total })}
      texts={{ loading: m.payouts_loading(), failed: m.queue_load_failed(), empty: m.queue_none() }}
    />
  );
}
