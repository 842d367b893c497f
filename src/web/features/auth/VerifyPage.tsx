import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { CODE_TTL_SECONDS } from '#contract/auth';
import { digitsOnly } from '#contract/patterns';
import { clearSession, getStoredUser, startSession } from '#web/lib/session';
import { useWebOtp } from '#web/lib/use-web-otp';
import { followAccountLanguage } from './account-language';
import { AuthHeading } from './AuthHeading';
import { resendCode, verifyAccount } from './auth-api';
import { toastError, toastSuccess } from './auth-toast';
import { mmss, useCountdown } from './use-countdown';
import { m } from '#i18n/paraglide/messages.js';

const CODE_RE = /^\d{6}$/;
const RESEND_COOLDOWN_SECONDS = 60;

export function VerifyPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Sign-up (or sign-in) left the account's email or phone in the stored user.
  const identifier = getStoredUser()?.identifier ?? '';
  const { left, restart } = useCountdown(CODE_TTL_SECONDS);
  // The server sends at most one code a minute: the one that brought us here counts too.
  const cooldown = useCountdown(RESEND_COOLDOWN_SECONDS);
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (v) => (CODE_RE.test(v) ? null : m.auth_code_invalid()) },
  });
  // A code sent by text message fills the field by itself where the browser has WebOTP.
  useWebOtp((code) => form.setFieldValue('code', digitsOnly(code).slice(0, 6)), Boolean(identifier));
  const verify = useMutation({
    mutationFn: (code: string) => verifyAccount(identifier, code),
    onSuccess: (tokens) => {
      // Proven without this account's session: the account is now the prover's, with no
      // password (whoever registered it kept none). They choose one, then sign in with it.
      if (tokens.setPasswordToken) {
        clearSession();
        toastSuccess(m.verify_choose_password());
        return navigate(`/auth/reset-password/${encodeURIComponent(tokens.setPasswordToken)}`, { replace: true });
      }
      startSession(tokens);
      toastSuccess(m.verify_success());
      void followAccountLanguage(queryClient, '/').then((left) => left || navigate('/', { replace: true }));
    },
    onError: (err) => {
      form.clearErrors();
      toastError(err.message);
    },
  });
  const resend = useMutation({
    mutationFn: () => resendCode(identifier),
    onSuccess: (body) => {
      restart();
      cooldown.restart();
      toastSuccess(body?.message || m.auth_code_sent());
    },
    onError: (err) => toastError(err.message),
  });

  if (!identifier) {
    return (
      <Stack gap="lg">
        <AuthHeading title={m.verify_title()}>{m.verify_sign_in_first()}</AuthHeading>
        <Button component={Link} to="/auth/signin" size="md">
          {m.signin_title()}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <AuthHeading title={m.verify_title()}>{m.verify_intro()}</AuthHeading>
      <form noValidate onSubmit={form.onSubmit(({ code }) => verify.mutate(code))}>
        <Stack>
          <TextInput
            label={m.verify_code_label()}
            description={m.verify_sent_to({ identifier })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            size="md"
            styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
            {...form.getInputProps('code')}
            onChange={(e) => form.setFieldValue('code', digitsOnly(e.currentTarget.value).slice(0, 6))}
          />
          <Button type="submit" fullWidth size="md" loading={verify.isPending}>
            {m.verify_button()}
          </Button>
        </Stack>
      </form>
      <Group justify="space-between">
        <Text size="sm" c={left > 0 ? 'dimmed' : 'red'}>
          {m.verify_expires_in()}{' '}
          <Text span fw={700} ff="monospace" aria-label={m.verify_time_left()} role="timer">
            {mmss(left)}
          </Text>
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => resend.mutate()} loading={resend.isPending} disabled={cooldown.left > 0}>
          {cooldown.left > 0 ? m.verify_resend_in({ time: mmss(cooldown.left) }) : m.verify_resend()}
        </Button>
      </Group>
      <Text size="sm" ta="center">
        {m.verify_wrong_account()}{' '}
        <Anchor component={Link} to="/auth/signin">
          {m.verify_other_account()}
        </Anchor>
      </Text>
    </Stack>
  );
}
