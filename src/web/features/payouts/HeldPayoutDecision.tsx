import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { formatBirr2 } from '#contract/money';
import { HeldDecisionBody, type ReviewWithdrawal } from '#contract/payout';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';
import { ReasonModal } from '#web/ui/ReasonModal';
import { payoutQueueKey, settleHeldWithdrawal } from './payouts-api';
import { m } from '#i18n/paraglide/messages.js';

type Outcome = 'PAID' | 'FAILED';

/**
 * A payout the provider reported as sent for another amount: ours and the provider's side by
 * side, and the reviewer's decision once they have checked — the money went out (counted as paid
 * out) or it did not (available to the organiser again), with how they checked.
 */
export function HeldPayoutDecision({ w }: { w: ReviewWithdrawal }) {
  const offline = useIsOffline();
  const [outcome, setOutcome] = useState<Outcome>('FAILED');
  const [opened, setOpened] = useState(false);
  // Each opening starts with an empty reason: the dialog is made anew (its key), not reused.
  const [opening, setOpening] = useState(0);
  const provider = w.providerAmount === undefined ? '?' : formatBirr2(w.providerAmount);
  const amount = formatBirr2(w.amount);
  const open = (o: Outcome) => {
    setOutcome(o);
    setOpening((n) => n + 1);
    setOpened(true);
  };
  const paid = outcome === 'PAID';
  return (
    <>
      <Alert color="orange" variant="light">
        <Text size="sm">{m.queue_held_note({ provider, amount })}</Text>
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" color="red" onClick={() => open('FAILED')} disabled={offline}>
          {m.queue_held_failed()}
        </Button>
        <Button color="green" onClick={() => open('PAID')} disabled={offline}>
          {offline ? OFFLINE_ACTION_MESSAGE : m.queue_held_paid()}
        </Button>
      </Group>
      <ReasonModal
        key={opening}
        opened={opened}
        onClose={() => setOpened(false)}
        title={paid ? m.queue_held_paid() : m.queue_held_failed()}
        color={paid ? 'green' : 'red'}
        schema={HeldDecisionBody}
        maxLength={1000}
        send={(reason) => settleHeldWithdrawal(w.id, outcome, reason)}
        told={(r) => ({ color: r.data.status === 'FAILED' ? 'orange' : 'green', message: m.queue_decided_toast({ message: r.message, amount, title: w.campaign.title }) })}
        refresh={payoutQueueKey}
      >
        {paid ? m.queue_held_paid_text({ amount: provider }) : m.queue_held_failed_text({ amount })}
      </ReasonModal>
    </>
  );
}
