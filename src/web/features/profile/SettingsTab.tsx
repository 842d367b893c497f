import { Alert, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { PASSWORD_MSG, passwordChangeProblem } from '../../../contract/user';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '../../lib/network';
import { LogoutConfirm } from '../auth/LogoutConfirm';
import { changePassword } from './queries';

type Values = { oldPassword: string; newPassword: string; passwordConfirm: string };
const EMPTY: Values = { oldPassword: '', newPassword: '', passwordConfirm: '' };

/** Spec: Change Password (each field with a show/hide toggle) and a logout button. */
export function SettingsTab({ googleOnly }: { googleOnly: boolean }) {
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        Settings
      </Title>
      {!googleOnly ? (
        <ChangePasswordForm />
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Title order={3} size="h4" mb={4}>
            Change Password
          </Title>
          <Text size="sm" c="dimmed">
            {PASSWORD_MSG.noPassword}
          </Text>
        </Card>
      )}
      <LogoutCard />
    </Stack>
  );
}

function ChangePasswordForm() {
  const offline = useIsOffline();
  const [done, setDone] = useState(false);
  const form = useForm<Values>({
    initialValues: EMPTY,
    // The spec checks these before any call is made; the server runs the same rule.
    validate: (v) => {
      const problem = passwordChangeProblem(v);
      return problem ? { form: problem } : {};
    },
  });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      form.setValues(EMPTY);
      form.resetDirty(EMPTY);
      setDone(true);
    },
  });
  const problem = form.errors.form ?? (mutation.error ? mutation.error.message || PASSWORD_MSG.failed : null);

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h4" mb={4}>
        Change Password
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Changing it signs you out on your other devices; this one stays signed in.
      </Text>
      <form
        noValidate
        onSubmit={form.onSubmit((v) => {
          setDone(false);
          mutation.reset();
          mutation.mutate(v);
        })}
      >
        <Stack gap="sm" maw={420}>
          <PasswordInput label="Current password" autoComplete="current-password" {...form.getInputProps('oldPassword')} />
          <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('newPassword')} />
          <PasswordInput label="Confirm new password" autoComplete="new-password" {...form.getInputProps('passwordConfirm')} />
          {problem && (
            <Text c="red" size="sm" role="alert">
              {problem}
            </Text>
          )}
          {done && (
            <Alert color="green" variant="light" role="status">
              {PASSWORD_MSG.updated}
            </Alert>
          )}
          <Group>
            <Button type="submit" disabled={mutation.isPending || offline}>
              {offline ? OFFLINE_ACTION_MESSAGE : mutation.isPending ? 'Updating...' : 'Update Password'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function LogoutCard() {
  const [confirming, { open, close }] = useDisclosure(false);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h4">
            Log out
          </Title>
          <Text size="sm" c="dimmed">
            Sign out of Birr on this device.
          </Text>
        </Stack>
        <Button color="red" variant="light" leftSection={<IconLogout size={16} aria-hidden />} onClick={open}>
          Logout
        </Button>
      </Group>
      <LogoutConfirm opened={confirming} onClose={close} />
    </Card>
  );
}
