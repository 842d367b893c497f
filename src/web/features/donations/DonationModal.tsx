import { Button, Checkbox, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isEmail } from '../../../contract/patterns';
import { getSession } from '../../lib/session';
import { showToast } from '../../lib/toast';

type Props = { opened: boolean; onClose: () => void; campaignTitle: string };

type Values = { donorFirstName: string; donorLastName: string; email: string; amount: number | string; isAnonymous: boolean };

/** Spec: all four fields required, amount > 0. Payment itself arrives with the donations issue. */
export function DonationModal({ opened, onClose, campaignTitle }: Props) {
  const user = getSession().user;
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

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(() => {
    void showToast({
      title: 'Thank you!',
      message: 'Online payment is coming soon. Your donation has not been charged.',
      color: 'birr',
    });
    close();
  });

  return (
    <Modal opened={opened} onClose={close} title={`Donate to ${campaignTitle}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Group grow>
            <TextInput label="First name" required {...form.getInputProps('donorFirstName')} />
            <TextInput label="Last name" required {...form.getInputProps('donorLastName')} />
          </Group>
          <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
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
          <Button type="submit" fullWidth size="md">
            Donate
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
