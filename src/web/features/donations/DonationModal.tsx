import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isEmail } from '../../../contract/patterns';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '../../lib/network';
import { canRefresh, getSession } from '../../lib/session';
import { meQuery } from '../../lib/me-query';
import { openCheckout, startDonation } from './donation-api';

type Props = {
  opened: boolean;
  onClose: () => void;
  campaignId: string;
  campaignTitle: string;
  /** The checkout opened: the page refreshes its numbers when the donor comes back. */
  onCheckoutOpened?: () => void;
};

type Values = { donorFirstName: string; donorLastName: string; email: string; amount: number | string; isAnonymous: boolean };

/** Spec: first name, last name, email and amount required, amount > 0; prefilled for a signed-in user. */
export function DonationModal({ opened, onClose, campaignId, campaignTitle, onCheckoutOpened }: Props) {
  const session = getSession();
  const user = session.user;
  const offline = useIsOffline();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      donorFirstName: user?.firstName ?? '',
      donorLastName: '',
      email: user?.identifier && isEmail(user.identifier) ? user.identifier : '',
      amount: '',
      isAnonymous: false,
    },
    validate: {
      donorFirstName: (v) => (v.trim() ? null : true),
      donorLastName: (v) => (v.trim() ? null : true),
      email: (v) => (v.trim() ? null : true),
      amount: (v) => (typeof v === 'number' && v > 0 ? null : true),
    },
  });

  // A signed-in donor's names and email come from their account (the token carries no names).
  const me = useQuery({ ...meQuery(user?.identifier ?? ''), enabled: session.signedIn && !!user });
  useEffect(() => {
    if (!me.data) return;
    const fill: Partial<Values> = {};
    if (!form.values.donorFirstName) fill.donorFirstName = me.data.firstName;
    if (!form.values.donorLastName) fill.donorLastName = me.data.lastName;
    if (!form.values.email && me.data.email) fill.email = me.data.email;
    if (Object.keys(fill).length) {
      form.setValues(fill);
      form.resetDirty();
    }
    // Only when the account's details arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [me.data]);

  const donate = useMutation({
    mutationFn: (v: Values) =>
      startDonation(
        campaignId,
        {
          donorFirstName: v.donorFirstName.trim(),
          donorLastName: v.donorLastName.trim(),
          email: v.email.trim(),
          amount: Number(v.amount),
          isAnonymous: v.isAnonymous,
        },
        // An expired access token with a live refresh token is still a signed-in donor: the
        // client renews it before the call, and the donation stays linked to the account.
        session.signedIn || canRefresh(),
      ),
  });

  const close = () => {
    form.reset();
    setFailure(null);
    donate.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    if (offline) {
      setFailure(OFFLINE_ACTION_MESSAGE);
      return;
    }
    setFailure(null);
    try {
      const res = await donate.mutateAsync(values);
      if (res.status !== 'success' || !res.data?.checkoutUrl) throw new Error('The payment could not be started. Please try again.');
      openCheckout(res.data.checkoutUrl);
      onCheckoutOpened?.();
      close();
    } catch (err) {
      setFailure((err as Error).message);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={`Donate to ${campaignTitle}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Group grow>
            <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('donorFirstName')} />
            <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('donorLastName')} />
          </Group>
          <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
          <NumberInput
            label="Amount (Br)"
            required
            min={0}
            allowNegative={false}
            thousandSeparator=","
            decimalScale={2}
            {...form.getInputProps('amount')}
          />
          <Checkbox label="Donate Anonymously" {...form.getInputProps('isAnonymous', { type: 'checkbox' })} />
          {(failure || offline) && (
            <Alert color="red" variant="light" role="alert" title={offline ? undefined : 'Donation not started'}>
              {offline ? OFFLINE_ACTION_MESSAGE : failure}
            </Alert>
          )}
          <Button type="submit" fullWidth size="md" loading={donate.isPending} disabled={offline}>
            Donate
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            You will pay on a secure checkout page that opens in a new tab.
          </Text>
        </Stack>
      </form>
    </Modal>
  );
}
