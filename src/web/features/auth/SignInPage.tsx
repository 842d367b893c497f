import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { signInErrorMessage } from '#contract/auth';
import { isEmail, isPhone } from '#contract/patterns';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';
import { startSession } from '#web/lib/session';
import { returnPath } from '#web/lib/return-path';
import { clearGoogleReturn, followAccountLanguage } from './account-language';
import { AuthHeading } from './AuthHeading';
import { signIn } from './auth-api';
import { toastError, toastSuccess } from './auth-toast';
import { ProviderButtons } from './ProviderButtons';
import { m } from '#i18n/paraglide/messages.js';

/**
 * A failed or cancelled Google sign-in lands here as ?error=<code> (older servers: a message, or
 * #error=): only a known code or message is shown — never text someone put in a link — and it is
 * dropped from the address so a reload or a later visit does not repeat it.
 */
function useCallbackError() {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const url = new URL(window.location.href);
    const param = url.searchParams.get('error') ?? new URLSearchParams(url.hash.slice(1)).get('error');
    if (param === null) return;
    url.searchParams.delete('error');
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
    clearGoogleReturn();
    setError(signInErrorMessage(param));
  }, []);
  return [error, () => setError(null)] as const;
}

export function SignInPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Sent here by a guarded page (ProtectedRoute's state.from): go back there once signed in, as Google's sign-in does.
  const returnTo = returnPath((useLocation().state as { from?: unknown } | null)?.from);
  const [callbackError, dismissError] = useCallbackError();
  const form = useForm({
    initialValues: { identifier: '', password: '' },
    validate: {
      identifier: (v) => (isEmail(v) || isPhone(v) ? null : m.auth_signin_identifier_invalid()),
      password: (v) => (v ? null : m.auth_password_required()),
    },
  });
  const offline = useIsOffline();
  const mutation = useMutation({
    // Never paused waiting for a network: a failed request says "You are offline" (src/web/lib/http.ts).
    networkMode: 'always',
    mutationFn: (v: typeof form.values) => signIn(v.identifier, v.password),
    onSuccess: (tokens) => {
      startSession(tokens);
      toastSuccess(m.signin_success());
      // An account that reads Birr in the other language: the destination opens in it (a full load).
      void followAccountLanguage(queryClient, returnTo).then((left) => left || navigate(returnTo, { replace: true }));
    },
    onError: (err) => {
      form.clearErrors();
      toastError(err.message);
    },
  });

  return (
    <Stack gap="lg">
      <AuthHeading title={m.signin_title()}>{m.signin_welcome()}</AuthHeading>
      {callbackError && (
        <Alert color="red" variant="light" role="alert" withCloseButton closeButtonLabel={m.signin_dismiss()} onClose={dismissError}>
          {callbackError}
        </Alert>
      )}
      <form noValidate onSubmit={form.onSubmit((v) => mutation.mutate(v))}>
        <Stack>
          <TextInput
            label={m.auth_email_or_phone()}
            autoComplete="username"
            inputMode="email"
            size="md"
            {...form.getInputProps('identifier')}
          />
          <PasswordInput label={m.auth_password()} autoComplete="current-password" size="md" {...form.getInputProps('password')} />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/auth/forgot-password" size="sm">
              {m.signin_forgot()}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={mutation.isPending} disabled={offline}>
            {offline ? OFFLINE_ACTION_MESSAGE : m.signin_button()}
          </Button>
        </Stack>
      </form>
      <ProviderButtons googleLabel={m.signin_google()} />
      <Text size="sm" ta="center">
        {m.signin_no_account()}{' '}
        <Anchor component={Link} to="/auth/signup" fw={600}>
          {m.signin_sign_up_link()}
        </Anchor>
      </Text>
    </Stack>
  );
}
