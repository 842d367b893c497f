import { Alert, Button, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';

type Props = {
  title: string;
  opened: boolean;
  onClose: () => void;
  /** The server's answer once sent: shown in place of the form, with `closeLabel`. */
  sent: string | undefined;
  closeLabel: string;
  onSubmit: (e: FormEvent) => void;
  /** The form's own refusal, or the server's; offline says so instead. */
  problem: string | null | undefined;
  pending: boolean;
  sendLabel: string;
  /** The form's fields. */
  children: ReactNode;
};

/**
 * A dialog that sends one message Birr passes on (to an organiser, to donors): the fields, the
 * problem if any, Send; once sent, the server's answer and Close. Offline, Send waits.
 */
export function MessageDialog({ title, opened, onClose, sent, closeLabel, onSubmit, problem, pending, sendLabel, children }: Props) {
  const offline = useIsOffline();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {sent !== undefined ? (
        <Stack>
          <Alert color="teal" variant="light" role="status">
            {sent}
          </Alert>
          <Button onClick={onClose}>{closeLabel}</Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            {children}
            {(problem || offline) && (
              <Alert color="red" variant="light" role="alert">
                {offline ? OFFLINE_ACTION_MESSAGE : problem}
              </Alert>
            )}
            <Button type="submit" loading={pending} disabled={offline}>
              {sendLabel}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
