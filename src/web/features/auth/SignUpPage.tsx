import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { AUTH_MSG, signupProblem } from '../../../contract/auth';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '../../lib/network';
import { hasTokens, startSession } from '../../lib/session';
import { AuthHeading } from './AuthHeading';
import { identifierField, signUp, type SignUpValues } from './auth-api';
import { toastError, toastSuccess } from './auth-toast';
import { GoogleButton } from './GoogleButton';

const FORM_ERROR = 'form';

/** The field a sign-up rule's message belongs under; the rest show under the whole form. */
const FIELD_OF: Record<string, keyof SignUpValues> = {
  [AUTH_MSG.identifierInvalid]: 'identifier',
  [AUTH_MSG.passwordTooShort]: 'password',
  [AUTH_MSG.passwordsDiffer]: 'passwordConfirm',
  [AUTH_MSG.dateOfBirthInvalid]: 'dateOfBirth',
};

/** The spec's rules in its order, one message at a time (the same function the server runs). */
function validate(v: SignUpValues) {
  const problem = signupProblem({ ...v, ...(v.identifier.trim() ? identifierField(v.identifier) : {}) });
  return problem ? { [FIELD_OF[problem] ?? FORM_ERROR]: problem } : {};
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
      toastSuccess('Signed up successfully!');
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
      <AuthHeading title="Sign Up">Create your Birr account.</AuthHeading>
      <form noValidate onSubmit={form.onSubmit((v) => mutation.mutate(v))}>
        <Stack gap="sm">
          <Group grow align="flex-start" gap="sm">
            <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
          </Group>
          <TextInput label="Email or phone" autoComplete="username" {...form.getInputProps('identifier')} />
          <TextInput label="Date of birth" type="date" autoComplete="bday" {...form.getInputProps('dateOfBirth')} />
          <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
          <PasswordInput label="Confirm password" autoComplete="new-password" {...form.getInputProps('passwordConfirm')} />
          {formError && (
            <Text c="red" size="sm" role="alert">
              {formError}
            </Text>
          )}
          <Button type="submit" fullWidth size="md" mt="xs" loading={mutation.isPending} disabled={offline}>
            {offline ? OFFLINE_ACTION_MESSAGE : 'Sign Up'}
          </Button>
        </Stack>
      </form>
      <GoogleButton label="Sign up with Google" />
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to="/auth/signin" fw={600}>
          Sign in
        </Anchor>
      </Text>
    </Stack>
  );
}
