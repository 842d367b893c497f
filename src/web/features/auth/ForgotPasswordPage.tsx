import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AUTH_MSG } from '../../../contract/auth';
import { isEmail, isPhone } from '../../../contract/patterns';
import { AuthHeading } from './AuthHeading';
import { forgotPassword } from './auth-api';
import { toastError } from './auth-toast';

export function ForgotPasswordPage() {
  const form = useForm({
    initialValues: { identifier: '' },
    validate: { identifier: (v) => (isEmail(v) || isPhone(v) ? null : AUTH_MSG.forgotIdentifierInvalid) },
  });
  const mutation = useMutation({
    mutationFn: (identifier: string) => forgotPassword(identifier),
    onError: (err) => toastError(err.message),
  });

  return (
    <Stack gap="lg">
      <AuthHeading title="Forgot Password">Enter your email or phone and we will send you a reset link.</AuthHeading>
      {mutation.data ? (
        <Alert color="green" role="status">
          {mutation.data.message}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit(({ identifier }) => mutation.mutate(identifier))}>
          <Stack>
            <TextInput label="Email or phone" autoComplete="username" size="md" {...form.getInputProps('identifier')} />
            <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        Remembered it?{' '}
        <Anchor component={Link} to="/auth/signin" fw={600}>
          Sign in
        </Anchor>
      </Text>
    </Stack>
  );
}
