import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PASSWORD_MIN } from '#contract/auth';
import { AuthHeading } from './AuthHeading';
import { resetPassword } from './auth-api';
import { toastError } from './auth-toast';
import { m } from '#i18n/paraglide/messages.js';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const form = useForm({
    initialValues: { password: '', passwordConfirm: '' },
    validate: {
      password: (v) => (v.length >= PASSWORD_MIN ? null : m.auth_reset_too_short()),
      passwordConfirm: (v, values) => (v === values.password ? null : m.auth_reset_differ()),
    },
  });
  const mutation = useMutation({
    mutationFn: (v: typeof form.values) => resetPassword(token, v.password, v.passwordConfirm),
    onError: (err) => {
      form.clearErrors();
      toastError(err.message);
    },
  });

  if (mutation.data) {
    return (
      <Stack gap="lg">
        <AuthHeading title={m.reset_title()} />
        <Alert color="green" role="status">
          {mutation.data.message}
        </Alert>
        <Button component={Link} to="/auth/signin" size="md">
          {m.signin_title()}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <AuthHeading title={m.reset_title()}>{m.reset_intro({ min: PASSWORD_MIN })}</AuthHeading>
      <form noValidate onSubmit={form.onSubmit((v) => mutation.mutate(v))}>
        <Stack>
          <PasswordInput label={m.auth_new_password()} autoComplete="new-password" size="md" {...form.getInputProps('password')} />
          <PasswordInput
            label={m.auth_confirm_password()}
            autoComplete="new-password"
            size="md"
            {...form.getInputProps('passwordConfirm')}
          />
          <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
            {m.reset_button()}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/auth/forgot-password">
          {m.reset_new_link()}
        </Anchor>
      </Text>
    </Stack>
  );
}
