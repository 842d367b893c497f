import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { signupProblem } from '#contract/auth';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';
import { hasTokens, startSession } from '#web/lib/session';
import { AuthHeading } from './AuthHeading';
import { identifierField, signUp, type SignUpValues } from './auth-api';
import { toastError, toastSuccess } from './auth-toast';
import { ProviderButtons } from './ProviderButtons';
import { m } from '#i18n/paraglide/messages.js';

const FORM_ERROR = 'form';

/** The field a sign-up rule's message belongs under; the rest show under the whole form (in the page's language). */
const fieldOf = (problem: string): keyof SignUpValues | undefined =>
  (
    ({
      [m.auth_identifier_invalid()]: 'identifier',
      [m.auth_password_too_short()]: 'password',
      [m.auth_passwords_differ()]: 'passwordConfirm',
      [m.auth_date_of_birth_invalid()]: 'dateOfBirth',
    }) as Record<string, keyof SignUpValues>
  )[problem];

/** The spec's rules in its order, one message at a time (the same function the server runs). */
function validate(v: SignUpValues) {
  const problem = signupProblem({ ...v, ...(v.identifier.trim() ? identifierField(v.identifier) : {}) });
  return problem ? { [fieldOf(problem) ?? FORM_ERROR]: problem } : {};
}

export function SignUpPage() {
  const navigate = useNavigate();
  const form = useForm<SignUpValues>({
    initialValues: { firstName: '', lastName: '', identifier: '', dateOfBirth: '', password: '', passwordConfirm: '' },
    validate,
  });
  const offline = useIsOffline();
  const mutation = useMutation({
    // Never paused waiting for a network: a failed request says "You are offline" (src/web/lib/http.ts).
    networkMode: 'always',
    mutationFn: signUp,
    onSuccess: (body) => {
      if (hasTokens(body)) startSession(body);
      toastSuccess(m.signup_success());
      navigate('/auth/verify');
    },
    onError: (err) => {
      form.clearErrors();
      toastError(err.message);
    },
  });
  const formError = form.errors[FORM_ERROR];

  return (
    <Stack gap="lg">
      <AuthHeading title={m.signup_title()}>{m.signup_intro()}</AuthHeading>
      <form noValidate onSubmit={form.onSubmit((v) => mutation.mutate(v))}>
        <Stack gap="sm">
          <Group grow align="flex-start" gap="sm">
            <TextInput label={m.signup_first_name()} autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label={m.signup_last_name()} autoComplete="family-name" {...form.getInputProps('lastName')} />
          </Group>
          <TextInput label={m.auth_email_or_phone()} autoComplete="username" {...form.getInputProps('identifier')} />
          <TextInput label={m.signup_date_of_birth()} type="date" autoComplete="bday" {...form.getInputProps('dateOfBirth')} />
          <PasswordInput label={m.auth_password()} autoComplete="new-password" {...form.getInputProps('password')} />
          <PasswordInput label={m.auth_confirm_password()} autoComplete="new-password" {...form.getInputProps('passwordConfirm')} />
          {formError && (
            <Text c="red" size="sm" role="alert">
              {formError}
            </Text>
          )}
          <Button type="submit" fullWidth size="md" mt="xs" loading={mutation.isPending} disabled={offline}>
            {offline ? OFFLINE_ACTION_MESSAGE : m.signup_button()}
          </Button>
        </Stack>
      </form>
      <ProviderButtons googleLabel={m.signup_google()} />
      <Text size="sm" ta="center">
        {m.signup_have_account()}{' '}
        <Anchor component={Link} to="/auth/signin" fw={600}>
          {m.signup_sign_in_link()}
        </Anchor>
      </Text>
    </Stack>
  );
}
