import { m } from '#i18n/paraglide/messages.js';
import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { WALLET_NAMES } from '#contract/direct-charge-paths';
import { formatBr } from '#contract/money';
import { ApiError } from '#web/lib/api-error';
import { sendWalletCode } from './direct-charge-api';
import type { DirectCharge } from './use-direct-charge';


/**
 * A wallet payment under way, told honestly (issue 43): the phone is asked (enter your PIN there),
 * a code is asked here, it is being confirmed, nobody answered in time, it was refused — or it was
 * paid, and the thank-you page follows.
 */
export function DirectChargeStatus({ wallet }: { wallet: DirectCharge }) {
  const charge = wallet.charge!;
  const name = WALLET_NAMES[charge.method];
  const phone = wallet.phone.trim();
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /** The payment cannot be finished on this page (the provider is set up wrongly here): only the checkout page is left. */
  const [notHere, setNotHere] = useState(false);

  useEffect(() => {
    if (charge.state === 'confirmed') window.location.assign(`/donation/thank-you?tx_ref=${encodeURIComponent(charge.txRef)}`);
  }, [charge.state, charge.txRef]);

  async function confirm(e: React.FormEvent) {
    e.preventDefault();
    setSending(true);
    setOtpError(null);
    try {
      wallet.update(await sendWalletCode(charge.txRef, otp.trim()));
    } catch (err) {
      if (err instanceof ApiError && err.code === 'WALLET_NOT_HERE') setNotHere(true);
      else setOtpError((err as Error).message);
    } finally {
      setSending(false);
    }
  }

  const otherWay = () => {
    wallet.setMethod(null);
    wallet.reset();
  };
  if (notHere)
    return (
      <Stack aria-live="polite">
        <Alert color="orange" variant="light" role="alert">
          {m.wallet_not_here()}
        </Alert>
        <Button onClick={otherWay}>{m.wallet_pay_on_checkout()}</Button>
      </Stack>
    );

  const again = (
    <Group grow>
      <Button onClick={wallet.reset}>{m.wallet_try_again()}</Button>
      <Button variant="light" onClick={otherWay}>
        {m.wallet_other_way()}
      </Button>
    </Group>
  );

  return (
    <Stack aria-live="polite">
      {charge.state === 'ussd' && (
        <>
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" />
            <Title order={3} size="h4">
              {m.wallet_check_phone()}
            </Title>
          </Group>
          <Text>{m.wallet_check_phone_detail({ wallet: name, amount: wallet.amount === null ? '' : formatBr(wallet.amount), phone })}</Text>
        </>
      )}
      {charge.state === 'otp' && (
        <form onSubmit={confirm} noValidate>
          <Stack>
            <Title order={3} size="h4">
              {m.wallet_otp_title()}
            </Title>
            <Text>{m.wallet_otp_detail({ wallet: name, phone })}</Text>
            <TextInput
              label={m.wallet_otp_label()}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              value={otp}
              error={otpError}
              onChange={(e) => setOtp(e.currentTarget.value)}
            />
            <Button type="submit" loading={sending}>
              {m.wallet_otp_submit()}
            </Button>
          </Stack>
        </form>
      )}
      {(charge.state === 'approved' || charge.state === 'confirmed') && (
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" />
          <Text>{charge.state === 'confirmed' ? m.wallet_confirmed() : m.wallet_confirming()}</Text>
        </Group>
      )}
      {charge.state === 'timed_out' && (
        <>
          <Alert color="orange" variant="light" title={m.wallet_timed_out_title()}>
            {m.wallet_timed_out()}
          </Alert>
          {again}
        </>
      )}
      {charge.state === 'refused' && (
        <>
          <Alert color="red" variant="light" title={m.wallet_refused_title()}>
            {m.wallet_refused({ wallet: name })}
          </Alert>
          {again}
        </>
      )}
    </Stack>
  );
}
