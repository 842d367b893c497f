import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { bankLabel } from '#contract/labels';
import { formatBirr2, formatBr, toCents } from '#contract/money';
import { isOpenWithdrawal, meetsMinimum, MIN_WITHDRAWAL, payoutFailureText, WithdrawalRequest } from '#contract/payout';
import { formatDate } from '#contract/dates';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';
import { showToast } from '#web/lib/toast';
import { BalanceTable } from './BalanceTable';
import { balanceQuery, requestWithdrawal, withdrawalsQuery } from './payouts-api';
import { TreasurerDecisions } from './TreasurerDecisions';
import { WithdrawalStatusBadge } from './WithdrawalStatusBadge';
import { m } from '#i18n/paraglide/messages.js';

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
  // As typed: the contract reads it ("1,000" is one thousand) or says why not.
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One key per payout the organiser means: a resend after a lost answer is the same request.
  const key = useRef(newKey());

  const request = useMutation({
    mutationFn: (value: number) => requestWithdrawal(campaignId, value, key.current),
    onSuccess: () => {
      key.current = newKey();
      setAmount('');
      void showToast({ color: 'green', message: m.payouts_requested_toast({ title }) });
      void queryClient.invalidateQueries({ queryKey: ['payouts', campaignId] });
    },
    onError: (err) => setError(err.message),
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = WithdrawalRequest.safeParse({ amount });
    if (!parsed.success) return setError(amount.trim() === '' ? m.payouts_enter_amount() : parsed.error.issues[0].message);
    if (balance.data && parsed.data.amount > balance.data.available) return setError(m.payout_amount_too_large());
    if (balance.data && !meetsMinimum(toCents(parsed.data.amount), toCents(balance.data.available))) return setError(m.payout_below_minimum({ minimum: formatBirr2(MIN_WITHDRAWAL) }));
    setError(null);
    request.mutate(parsed.data.amount);
  };

  if (balance.isPending) return <Loader size="sm" aria-label={m.payouts_loading_balance()} />;
  if (balance.error) {
    return (
      <Alert color="red" title={m.payouts_balance_failed()}>
        {balance.error.message}
      </Alert>
    );
  }
  const b = balance.data;
  // One request open at a time (the server says so too): the form waits for its decision.
  const open = list.data?.some((w) => isOpenWithdrawal(w.status)) ?? false;

  return (
    <Stack gap="md">
      <BalanceTable balance={b} />
      <form onSubmit={submit} noValidate aria-label={m.payouts_request_form({ title })}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={m.payouts_amount_label()}
            description={
              <>
                {m.payouts_amount_hint({ amount: formatBirr2(b.available) })}
                <br />
                {m.payouts_minimum_hint({ minimum: formatBirr2(MIN_WITHDRAWAL) })}
              </>
            }
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            inputMode="decimal"
            autoComplete="off"
            error={error}
            style={{ flex: '1 1 220px' }}
          />
          <Button type="submit" mt={{ base: 0, xs: 44 }} loading={request.isPending} disabled={offline || b.available <= 0 || open}>
            {offline ? OFFLINE_ACTION_MESSAGE : m.payouts_request()}
          </Button>
        </Group>
        {open && (
          <Text size="sm" c="dimmed" mt="xs">
            {m.payout_one_open()}
          </Text>
        )}
      </form>
      <Stack gap="xs">
        <Title order={4} size="h6">
          {m.payouts_heading()}
        </Title>
        {list.isPending ? (
          <Loader size="xs" aria-label={m.payouts_loading()} />
        ) : list.error ? (
          <Text size="sm" c="red.8">
            {list.error.message}
          </Text>
        ) : list.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {m.payouts_none()}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={m.payouts_heading()}>
            {list.data.map((w) => (
              <Card key={w.id} component="li" withBorder radius="sm" padding="xs">
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {formatBr(w.amount)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(w.createdAt)} · {bankLabel(w.bank.bankName)} {w.bank.accountNumberMasked}
                    </Text>
                    {w.status === 'FAILED' ? (
                      // The provider's English words stay for operators; the organiser reads the code's.
                      <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
                        {payoutFailureText(w.failureCode)}
                      </Text>
                    ) : (
                      w.reason && (
                        <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }} translate="no">
                          {w.reason}
                        </Text>
                      )
                    )}
                    <TreasurerDecisions w={w} />
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
