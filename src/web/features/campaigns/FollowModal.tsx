import { m } from '#i18n/paraglide/messages.js';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { identifierOf } from '#contract/auth';
import { FOLLOW_CODE_LENGTH, FOLLOW_ENDPOINTS } from '#contract/follow-paths';
import type { FollowCodeSent, FollowState } from '#contract/follows';
import { contactOf, digitsOnly } from '#contract/patterns';
import { api } from '#web/lib/api';
import { useWebOtp } from '#web/lib/use-web-otp';

type Props = { opened: boolean; onClose: () => void; campaignId: string; title: string; onFollowing: () => void };

/** A guest follows: their email or phone number, then the 6-digit code sent to it. */
export function FollowModal({ opened, onClose, campaignId, title, onFollowing }: Props) {
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const destination = () => identifierOf(contactOf(typed));
  const ask = useMutation({
    mutationFn: () => api<FollowCodeSent>(FOLLOW_ENDPOINTS.follow(campaignId), { method: 'POST', body: destination()!, fallback: m.follow_failed() }),
  });
  // Once a code is on its way, a text message fills the field by itself where the browser has WebOTP.
  useWebOtp((sent) => setCode(digitsOnly(sent).slice(0, FOLLOW_CODE_LENGTH)), opened && ask.isSuccess);
  const confirm = useMutation({
    mutationFn: () =>
      api<FollowState>(FOLLOW_ENDPOINTS.confirm(campaignId), { method: 'POST', body: { ...destination()!, code }, fallback: m.follow_failed() }),
    onSuccess: () => {
      onFollowing();
      onClose();
    },
  });
  const sendCode = (e: React.FormEvent) => {
    e.preventDefault();
    if (!destination()) return setProblem(m.follow_destination_invalid());
    setProblem(null);
    ask.mutate();
  };
  const check = (e: React.FormEvent) => {
    e.preventDefault();
    if (code.length !== FOLLOW_CODE_LENGTH) return setProblem(m.follow_code_wrong());
    setProblem(null);
    confirm.mutate();
  };
  const error = problem ?? (ask.error ?? confirm.error)?.message ?? null;
  const codeSent = ask.isSuccess;
  return (
    <Modal opened={opened} onClose={onClose} title={m.follow_button()} centered>
      <Stack>
        <Text size="sm" c="dimmed" lineClamp={2} translate="no">
          {title}
        </Text>
        {/* Two steps in one form: the destination, then the code sent to it. */}
        <form onSubmit={codeSent ? check : sendCode} noValidate>
          <Stack>
            {codeSent ? (
              <Alert color="teal" variant="light" role="status">
                {ask.data.message}
              </Alert>
            ) : (
              <Text size="sm">{m.follow_guest_intro()}</Text>
            )}
            <TextInput
              key={codeSent ? 'code' : 'destination'}
              label={codeSent ? m.follow_code_label() : m.follow_guest_label()}
              value={codeSent ? code : typed}
              onChange={(e) =>
                codeSent ? setCode(digitsOnly(e.currentTarget.value).slice(0, FOLLOW_CODE_LENGTH)) : setTyped(e.currentTarget.value)
              }
              autoComplete={codeSent ? 'one-time-code' : 'email'}
              inputMode={codeSent ? 'numeric' : 'email'}
              required
              error={error ?? undefined}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {m.follow_cancel()}
              </Button>
              <Button type="submit" loading={codeSent ? confirm.isPending : ask.isPending}>
                {codeSent ? m.follow_confirm() : m.follow_send_code()}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
