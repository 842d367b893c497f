import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DeleteAccountBody } from '#contract/account-data';
import { LEDGER_RETENTION_YEARS } from '#contract/retention';
import { CODE_LENGTH } from '#contract/auth';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';
import { showToast } from '#web/lib/toast';
import { useWebOtp } from '#web/lib/use-web-otp';
import { forgetSession } from '../auth';
import { deleteMyAccount, sendDeletionCode } from './account-data';
import { m } from '#i18n/paraglide/messages.js';

/**
 * Deleting one's account (issue 46): what goes and what stays, then the proof — the password, or
 * for an account without one a code sent to its email or phone — and a clear destructive
 * confirmation. On success this device forgets the session and lands on the home page with a notice.
 */
export function DeleteAccountModal({ opened, onClose, googleOnly }: { opened: boolean; onClose: () => void; googleOnly: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const offline = useIsOffline();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const codeRequest = useMutation({ mutationFn: sendDeletionCode });
  // Once a code is on its way, a text message fills the field by itself where the browser has WebOTP.
  useWebOtp(setCode, opened && codeRequest.isSuccess);
  const deletion = useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: async ({ message }) => {
      await forgetSession(queryClient);
      await navigate('/');
      void showToast({ color: 'green', message, autoClose: 10_000 });
    },
  });
  const body = googleOnly ? { code } : { password };
  const error = problem ?? (deletion.error ? deletion.error.message || m.delete_modal_failed() : null);

  const confirm = () => {
    const parsed = DeleteAccountBody.safeParse(body);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? m.delete_modal_failed());
    setProblem(null);
    deletion.mutate(parsed.data);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={m.delete_modal_title()} centered size="md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          confirm();
        }}
      >
        <Stack gap="sm">
          <List size="sm" spacing="xs">
            <List.Item>{m.delete_modal_removed()}</List.Item>
            <List.Item>{m.delete_modal_kept({ years: LEDGER_RETENTION_YEARS })}</List.Item>
          </List>
          <Text size="sm" fw={600}>
            {m.delete_modal_final()}
          </Text>
          {googleOnly ? (
            <>
              <Text size="sm" c="dimmed">
                {m.delete_modal_code_hint()}
              </Text>
              <Group gap="sm" align="flex-end" wrap="wrap">
                <Button variant="default" onClick={() => codeRequest.mutate()} loading={codeRequest.isPending} disabled={offline}>
                  {m.delete_modal_send_code()}
                </Button>
                <TextInput
                  label={m.delete_modal_code()}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={CODE_LENGTH}
                  value={code}
                  onChange={(e) => setCode(e.currentTarget.value)}
                  w={140}
                />
              </Group>
              {codeRequest.data && (
                <Alert color="green" variant="light" role="status">
                  {codeRequest.data.message}
                </Alert>
              )}
              {codeRequest.error && (
                <Text c="red" size="sm" role="alert">
                  {codeRequest.error.message || m.delete_modal_failed()}
                </Text>
              )}
            </>
          ) : (
            <PasswordInput
              label={m.delete_modal_password()}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
          )}
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" mt="sm" wrap="wrap">
            <Button variant="default" onClick={onClose} disabled={deletion.isPending}>
              {m.profile_cancel()}
            </Button>
            <Button type="submit" color="red" loading={deletion.isPending} disabled={offline || !(googleOnly ? code : password)}>
              {offline ? OFFLINE_ACTION_MESSAGE : m.delete_modal_confirm()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
