import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';
import { useDecision } from '#web/lib/use-decision';
import { m } from '#i18n/paraglide/messages.js';

/**
 * "Are you sure?" before a reviewer's action that needs no reason (reactivate, grant or take the
 * reviewer's role): it is sent only on confirm; the server's refusal stays in the dialog.
 */
export function ConfirmModal<R>(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  text: string;
  send: () => Promise<R>;
  told: (r: R) => string;
  refresh: QueryKey;
}) {
  const offline = useIsOffline();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    props.onClose();
  };
  const decide = useDecision(props.send, { told: props.told, refresh: props.refresh, then: close, failed: (err) => setError(err.message) });
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} centered>
      <Stack>
        <Text size="sm">{props.text}</Text>
        {error && (
          <Text size="sm" c="red.7" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={decide.isPending}>
            {m.reviewer_cancel()}
          </Button>
          <Button onClick={() => decide.mutate()} loading={decide.isPending} disabled={offline}>
            {offline ? OFFLINE_ACTION_MESSAGE : m.con_confirm()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
