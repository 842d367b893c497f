import { Alert, Button, Card, Group, Loader, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { bankLabel } from '../../../contract/labels';
import { formatBirr2 } from '../../../contract/money';
import { WithdrawalRequest } from '../../../contract/payout';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '../../lib/network';
import { showToast } from '../../lib/toast';
import { BalanceTable } from './BalanceTable';
import { balanceQuery, requestWithdrawal, withdrawalsQuery } from './payouts-api';
import { WithdrawalStatusBadge } from './WithdrawalStatusBadge';

const newKey = () => crypto.randomUUID();

/**
 * A campaign's money for its organiser: the balance, a form to ask for a payout to the campaign's
 * bank account, and the payouts asked for. Self-contained (its own queries), so it can be mounted
 * wherever the organiser manages the campaign.
 */
export function CampaignPayouts({ campaignId, title }: { campaignId: string; title: string }) {
  const offline = useIsOffline();
  const queryClient = useQueryClient();
  const balance = useQuery(balanceQuery(campaignId));
  const list = useQuery(withdrawalsQuery(campaignId));
  const [amount, setAmount] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  // One key per payout the organiser means: a resend after a lost answer is the same request.
  const key = useRef(newKey());

  const request = useMutation({
    mutationFn: (value: number) => requestWithdrawal(campaignId, value, key.current),
    onSuccess: () => {
      key.current = newKey();
      setAmount('');
      void showToast({ color: 'green', message: `Payout requested from ${title}. A reviewer will check it.` });
      void queryClient.invalidateQueries({ queryKey: ['payouts', campaignId] });
    },
    onError: (err) => setError(err.message),
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = WithdrawalRequest.safeParse({ amount: typeof amount === 'number' ? amount : Number.NaN });
    if (!parsed.success) return setError(amount === '' ? 'Enter an amount' : parsed.error.issues[0].message);
    if (balance.data && parsed.data.amount > balance.data.available) return setError('Amount is more than the available balance');
    setError(null);
    request.mutate(parsed.data.amount);
  };

  if (balance.isPending) return <Loader size="sm" aria-label="Loading the balance" />;
  if (balance.error) {
    return (
      <Alert color="red" title="The balance could not be loaded">
        {balance.error.message}
      </Alert>
    );
  }
  const b = balance.data;

  return (
    <Stack gap="md">
      <BalanceTable balance={b} />
      <form onSubmit={submit} noValidate aria-label={`Request a payout from ${title}`}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NumberInput
            label="Amount to withdraw (Br)"
            description={`Up to ${formatBirr2(b.available)} Br, to the campaign's bank account`}
            value={amount}
            onChange={setAmount}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            hideControls
            error={error}
            style={{ flex: '1 1 220px' }}
          />
          <Button type="submit" mt={{ base: 0, xs: 44 }} loading={request.isPending} disabled={offline || b.available <= 0}>
            {offline ? OFFLINE_ACTION_MESSAGE : 'Request payout'}
          </Button>
        </Group>
      </form>
      <Stack gap="xs">
        <Title order={4} size="h6">
          Payouts
        </Title>
        {list.isPending ? (
          <Loader size="xs" aria-label="Loading payouts" />
        ) : list.error ? (
          <Text size="sm" c="red.8">
            {list.error.message}
          </Text>
        ) : list.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No payouts yet.
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Payouts">
            {list.data.map((w) => (
              <Card key={w.id} component="li" withBorder radius="sm" padding="xs">
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {formatBirr2(w.amount)} Br
                    </Text>
                    <Text size="xs" c="dimmed">
                      {new Date(w.createdAt).toLocaleDateString('en-GB')} · {bankLabel(w.bank.bankName)} {w.bank.accountNumberMasked}
                    </Text>
                    {w.reason && (
                      <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
                        {w.reason}
                      </Text>
                    )}
                  </Stack>
                  <WithdrawalStatusBadge status={w.status} />
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
