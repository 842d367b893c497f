import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MSG } from '../../../contract/auth';
import { isEmail, isPhone } from '../../../contract/patterns';
import { startSession } from '../../lib/session';
import { AuthHeading } from './AuthHeading';
import { signIn } from './auth-api';
import { toastError, toastSuccess } from './auth-toast';
import { GoogleButton } from './GoogleButton';

/** The Google callback sends failures here as #error=<message>; show it once and drop it from the address. */
function useHashError() {
  useEffect(() => {
    const error = new URLSearchParams(window.location.hash.slice(1)).get('error');
    if (!error) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    toastError(error);
  }, []);
}

export function SignInPage() {
  const navigate = useNavigate();
  useHashError();
  const form = useForm({
    initialValues: { identifier: '', password: '' },
    validate: {
      identifier: (v) => (isEmail(v) || isPhone(v) ? null : AUTH_MSG.signinIdentifierInvalid),
      password: (v) => (v ? null : AUTH_MSG.passwordRequired),
    },
  });
  const mutation = useMutation({
    mutationFn: (v: typeof form.values) => signIn(v.identifier, v.password),
    onSuccess: (tokens) => {
      startSession(tokens);
      toastSuccess('Signed in successfully!');
      navigate('/', { replace: true });
    },
    onError: (err) => {
      form.clearErrors();
      toastError(err.message);
    },
  });

  return (
    <Stack gap="lg">
      <AuthHeading title="Sign In">Welcome back to Birr.</AuthHeading>
      <form noValidate onSubmit={form.onSubmit((v) => mutation.mutate(v))}>
        <Stack>
          <TextInput
            label="Email or phone"
            autoComplete="username"
            inputMode="email"
            size="md"
            {...form.getInputProps('identifier')}
          />
          <PasswordInput label="Password" autoComplete="current-password" size="md" {...form.getInputProps('password')} />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/auth/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
            Sign In
          </Button>
        </Stack>
      </form>
      <GoogleButton label="Sign in with Google" />
      <Text size="sm" ta="center">
        Don't have an account?{' '}
        <Anchor component={Link} to="/auth/signup" fw={600}>
          Sign Up
        </Anchor>
      </Text>
    </Stack>
  );
}
