import { Alert, Badge, Button, Card, Center, Group, Loader, Modal, Pagination, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { bankLabel } from '#contract/labels';
import { formatBirr2 } from '#contract/money';
import { PAYOUT_MSG, payoutFailureText, WithdrawalRejectBody, type ReviewWithdrawal } from '#contract/payout';
import { formatDate } from '#contract/dates';
import { intlTag } from '#i18n/locale';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';
import { showToast } from '#web/lib/toast';
import { BalanceTable } from './BalanceTable';
import { ConfirmPayout } from './ConfirmPayout';
import { HeldPayoutDecision } from './HeldPayoutDecision';
import { approveWithdrawal, payoutQueueQuery, rejectWithdrawal } from './payouts-api';
import { WithdrawalStatusBadge } from './WithdrawalStatusBadge';
import { m } from '#i18n/paraglide/messages.js';

function RejectPayout({ w, opened, onClose, onDone }: { w: ReviewWithdrawal; opened: boolean; onClose: () => void; onDone: () => void }) {
  const offline = useIsOffline();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useMutation({
    mutationFn: (r: string) => rejectWithdrawal(w.id, r),
    onSuccess: (r) => {
      void showToast({ color: 'green', message: m.queue_reject_toast({ message: r.message, amount: formatBirr2(w.amount), title: w.campaign.title }) });
      onClose();
      onDone();
    },
    onError: (err) => setError(err.message),
  });
  const submit = () => {
    const parsed = WithdrawalRejectBody.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    reject.mutate(parsed.data.reason);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={m.queue_reject_title()} centered>
      <Stack>
        <Text size="sm">
          {m.queue_reject_before()} <b translate="no">{w.campaign.title}</b> {m.queue_reject_after({ amount: formatBirr2(w.amount) })}
        </Text>
        <Textarea label={m.queue_reason()} required autosize minRows={3} maxLength={1000} value={reason} error={error} onChange={(e) => setReason(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={reject.isPending}>
            {m.queue_cancel()}
          </Button>
          <Button color="red" onClick={submit} loading={reject.isPending} disabled={offline}>
            {offline ? OFFLINE_ACTION_MESSAGE : m.queue_reject_title()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function PayoutCard({ w }: { w: ReviewWithdrawal }) {
  const offline = useIsOffline();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const done = () => queryClient.invalidateQueries({ queryKey: ['review', 'withdrawals'] });
  const approve = useMutation({
    mutationFn: () => approveWithdrawal(w.id),
    onSuccess: (r) => {
      const outcome =
        r.data.status === 'PAID'
          ? m.queue_outcome_sent()
          : r.data.status === 'FAILED'
            ? m.queue_outcome_failed({ reason: payoutFailureText(r.data.failureCode) })
            : m.queue_outcome_sending();
      void showToast({ color: r.data.status === 'FAILED' ? 'red' : 'green', message: m.queue_approve_toast({ message: r.message, amount: formatBirr2(w.amount), outcome }) });
      setConfirming(false);
      void done();
    },
    onError: (err) => {
      void showToast({ color: 'red', message: err.message });
      setConfirming(false);
      void done();
    },
  });
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={m.queue_card_label({ amount: formatBirr2(w.amount), title: w.campaign.title })}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} fz="xl">
              {m.payouts_br({ amount: formatBirr2(w.amount) })}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {m.queue_from()}{' '}
              <Link to={`/campaign/${w.campaign.id}`} style={{ color: 'inherit', fontWeight: 600 }} translate="no">
                {w.campaign.title}
              </Link>
            </Text>
            <Text size="xs" c="dimmed">
              {m.queue_asked({ date: `${formatDate(w.createdAt)} ${new Date(w.createdAt).toLocaleTimeString(intlTag(), { timeZone: 'Africa/Addis_Ababa', hour: '2-digit', minute: '2-digit' })}` })}
            </Text>
          </Stack>
          {w.status === 'HELD' && <WithdrawalStatusBadge status={w.status} />}
        </Group>
        <Text size="sm">
          {m.queue_to()} <span translate="no">{w.bank.holderName}</span> · {bankLabel(w.bank.bankName)} {w.bank.accountNumberMasked}
        </Text>
        <BalanceTable balance={w.balance} />
        {w.status === 'HELD' ? (
          <HeldPayoutDecision w={w} onDone={() => void done()} />
        ) : (
          <>
            {w.campaign.suspended && (
              <Text size="sm" c="orange.9">
                {PAYOUT_MSG.campaignSuspended}
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
      {w.status === 'REQUESTED' && <RejectPayout w={w} opened={rejecting} onClose={() => setRejecting(false)} onDone={() => void done()} />}
      {w.status === 'REQUESTED' && (
        <ConfirmPayout w={w} opened={confirming} pending={approve.isPending} onClose={() => setConfirming(false)} onConfirm={() => approve.mutate()} />
      )}
    </Card>
  );
}

/** Payout requests waiting for a reviewer, oldest first. */
export function PayoutQueue() {
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch, isFetching } = useQuery(payoutQueueQuery(page));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {m.queue_heading()}
          </Title>
          <Text c="dimmed" size="sm">
            {m.queue_intro()}
          </Text>
        </Stack>
        {data && (
          <Badge size="lg" variant="light">
            {m.queue_waiting({ count: data.meta.total })}
          </Badge>
        )}
      </Group>
      {isPending ? (
        <Center mih={160}>
          <Loader aria-label={m.payouts_loading()} />
        </Center>
      ) : error ? (
        <Alert color="red" title={m.queue_load_failed()}>
          <Text size="sm">{error.message}</Text>
          <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void refetch()} loading={isFetching}>
            {m.queue_try_again()}
          </Button>
        </Alert>
      ) : data.data.length === 0 ? (
        <Text c="dimmed" ta="center" py={32}>
          {m.queue_none()}
        </Text>
      ) : (
        <>
          {data.data.map((w) => (
            <PayoutCard key={w.id} w={w} />
          ))}
          {data.meta.totalPages > 1 && (
            <Center>
              <Pagination total={data.meta.totalPages} value={page} onChange={setPage} />
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}
