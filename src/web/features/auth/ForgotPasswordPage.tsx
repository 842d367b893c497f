import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isEmail, isPhone } from '#contract/patterns';
import { AuthHeading } from './AuthHeading';
import { forgotPassword } from './auth-api';
import { toastError } from './auth-toast';
import { m } from '#i18n/paraglide/messages.js';

export function ForgotPasswordPage() {
  const form = useForm({
    initialValues: { identifier: '' },
    validate: { identifier: (v) => (isEmail(v) || isPhone(v) ? null : m.auth_forgot_identifier_invalid()) },
  });
  const mutation = useMutation({
    mutationFn: (identifier: string) => forgotPassword(identifier),
    onError: (err) => toastError(err.message),
  });

  return (
    <Stack gap="lg">
      <AuthHeading title={m.forgot_title()}>{m.forgot_intro()}</AuthHeading>
      {mutation.data ? (
        <Alert color="green" role="status">
          {mutation.data.message}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit(({ identifier }) => mutation.mutate(identifier))}>
          <Stack>
            <TextInput label={m.auth_email_or_phone()} autoComplete="username" size="md" {...form.getInputProps('identifier')} />
            <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
              {m.forgot_send()}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        {m.forgot_remembered()}{' '}
        <Anchor component={Link} to="/auth/signin" fw={600}>
          {m.signin_title()}
        </Anchor>
      </Text>
    </Stack>
  );
}
