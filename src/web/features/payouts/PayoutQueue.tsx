import { Alert, Badge, Button, Card, Center, Group, Loader, Modal, Pagination, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { bankLabel } from '../../../contract/labels';
import { formatBirr2 } from '../../../contract/money';
import { WithdrawalRejectBody, type ReviewWithdrawal } from '../../../contract/payout';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '../../lib/network';
import { showToast } from '../../lib/toast';
import { BalanceTable } from './BalanceTable';
import { approveWithdrawal, payoutQueueQuery, rejectWithdrawal } from './payouts-api';

function RejectPayout({ w, opened, onClose, onDone }: { w: ReviewWithdrawal; opened: boolean; onClose: () => void; onDone: () => void }) {
  const offline = useIsOffline();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useMutation({
    mutationFn: (r: string) => rejectWithdrawal(w.id, r),
    onSuccess: (r) => {
      void showToast({ color: 'green', message: `${r.message}: ${formatBirr2(w.amount)} Br from ${w.campaign.title}` });
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
    <Modal opened={opened} onClose={onClose} title="Reject payout" centered>
      <Stack>
        <Text size="sm">
          Tell the organiser of <b>{w.campaign.title}</b> why this payout of {formatBirr2(w.amount)} Br was not approved.
        </Text>
        <Textarea label="Reason" required autosize minRows={3} maxLength={1000} value={reason} error={error} onChange={(e) => setReason(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={reject.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={submit} loading={reject.isPending} disabled={offline}>
            {offline ? OFFLINE_ACTION_MESSAGE : 'Reject payout'}
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
  const done = () => queryClient.invalidateQueries({ queryKey: ['review', 'withdrawals'] });
  const approve = useMutation({
    mutationFn: () => approveWithdrawal(w.id),
    onSuccess: (r) => {
      const outcome = r.data.status === 'PAID' ? 'sent' : r.data.status === 'FAILED' ? `failed: ${r.data.reason ?? ''}` : 'being sent';
      void showToast({ color: r.data.status === 'FAILED' ? 'red' : 'green', message: `${r.message}: ${formatBirr2(w.amount)} Br ${outcome}` });
      void done();
    },
    onError: (err) => {
      void showToast({ color: 'red', message: err.message });
      void done();
    },
  });
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={`Payout of ${formatBirr2(w.amount)} Br from ${w.campaign.title}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} fz="xl">
              {formatBirr2(w.amount)} Br
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              from{' '}
              <Link to={`/campaign/${w.campaign.id}`} style={{ color: 'inherit', fontWeight: 600 }}>
                {w.campaign.title}
              </Link>
            </Text>
            <Text size="xs" c="dimmed">
              Asked {new Date(w.createdAt).toLocaleString('en-GB')}
            </Text>
          </Stack>
        </Group>
        <Text size="sm">
          To {w.bank.holderName} · {bankLabel(w.bank.bankName)} {w.bank.accountNumberMasked}
        </Text>
        <BalanceTable balance={w.balance} />
        <Group justify="flex-end">
          <Button variant="default" color="red" onClick={() => setRejecting(true)} disabled={offline || approve.isPending}>
            Reject
          </Button>
          <Button color="green" onClick={() => approve.mutate()} loading={approve.isPending} disabled={offline}>
            {offline ? OFFLINE_ACTION_MESSAGE : 'Approve and pay'}
          </Button>
        </Group>
      </Stack>
      <RejectPayout w={w} opened={rejecting} onClose={() => setRejecting(false)} onDone={() => void done()} />
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
            Payout requests
          </Title>
          <Text c="dimmed" size="sm">
            Approving sends the money to the campaign&apos;s bank account. You cannot decide payouts for your own campaigns.
          </Text>
        </Stack>
        {data && (
          <Badge size="lg" variant="light">
            {data.meta.total} waiting
          </Badge>
        )}
      </Group>
      {isPending ? (
        <Center mih={160}>
          <Loader aria-label="Loading payouts" />
        </Center>
      ) : error ? (
        <Alert color="red" title="The payout requests could not be loaded">
          <Text size="sm">{error.message}</Text>
          <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void refetch()} loading={isFetching}>
            Try again
          </Button>
        </Alert>
      ) : data.data.length === 0 ? (
        <Text c="dimmed" ta="center" py={32}>
          No payout requests waiting.
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
