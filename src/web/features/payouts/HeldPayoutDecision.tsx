import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBirr2 } from '#contract/money';
import { HeldDecisionBody, type ReviewWithdrawal } from '#contract/payout';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';
import { showToast } from '#web/lib/toast';
import { settleHeldWithdrawal } from './payouts-api';
import { m } from '#i18n/paraglide/messages.js';

type Outcome = 'PAID' | 'FAILED';

/**
 * A payout the provider reported as sent for another amount: ours and the provider's side by
 * side, and the reviewer's decision once they have checked — the money went out (counted as paid
 * out) or it did not (available to the organiser again), with how they checked.
 */
export function HeldPayoutDecision({ w, onDone }: { w: ReviewWithdrawal; onDone: () => void }) {
  const offline = useIsOffline();
  const [deciding, setDeciding] = useState<Outcome | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const provider = w.providerAmount === undefined ? '?' : formatBirr2(w.providerAmount);
  const decide = useMutation({
    mutationFn: (v: { outcome: Outcome; reason: string }) => settleHeldWithdrawal(w.id, v.outcome, v.reason),
    onSuccess: (r) => {
      void showToast({ color: r.data.status === 'FAILED' ? 'orange' : 'green', message: m.queue_decided_toast({ message: r.message, amount: formatBirr2(w.amount), title: w.campaign.title }) });
      setDeciding(null);
      onDone();
    },
    onError: (err) => setError(err.message),
  });
  const open = (outcome: Outcome) => {
    setReason('');
    setError(null);
    setDeciding(outcome);
  };
  const submit = () => {
    const parsed = HeldDecisionBody.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    decide.mutate({ outcome: deciding!, reason: parsed.data.reason });
  };
  const title = deciding === 'PAID' ? m.queue_held_paid() : m.queue_held_failed();
  return (
    <>
      <Alert color="orange" variant="light">
        <Text size="sm">{m.queue_held_note({ provider, amount: formatBirr2(w.amount) })}</Text>
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" color="red" onClick={() => open('FAILED')} disabled={offline}>
          {m.queue_held_failed()}
        </Button>
        <Button color="green" onClick={() => open('PAID')} disabled={offline}>
          {offline ? OFFLINE_ACTION_MESSAGE : m.queue_held_paid()}
        </Button>
      </Group>
      <Modal opened={deciding !== null} onClose={() => setDeciding(null)} title={title} centered>
        <Stack>
          <Text size="sm">
            {deciding === 'PAID' ? m.queue_held_paid_text({ amount: provider }) : m.queue_held_failed_text({ amount: formatBirr2(w.amount) })}
          </Text>
          <Textarea label={m.queue_reason()} required autosize minRows={3} maxLength={1000} value={reason} error={error} onChange={(e) => setReason(e.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeciding(null)} disabled={decide.isPending}>
              {m.queue_cancel()}
            </Button>
            <Button color={deciding === 'PAID' ? 'green' : 'red'} onClick={submit} loading={decide.isPending} disabled={offline}>
              {offline ? OFFLINE_ACTION_MESSAGE : title}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
