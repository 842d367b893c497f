import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';
import { useDecision } from '#web/lib/use-decision';
import { m } from '#i18n/paraglide/messages.js';

/**
 * "Type a reason, confirm": a reviewer's decision the other side is told the reason for (reject a
 * campaign, a change or a payout, suspend a campaign, settle a held payout). The reason is checked
 * with the contract's schema before it is sent; the server's refusal shows under the field.
 */
export function ReasonModal<R>(props: {
  opened: boolean;
  onClose: () => void;
  /** The dialog's name, and its confirming button's unless offline. */
  title: string;
  /** What the decision does, above the field. */
  children: ReactNode;
  schema: z.ZodType<{ reason: string }>;
  maxLength: number;
  send: (reason: string) => Promise<R>;
  told: (r: R) => string | { color: string; message: string };
  refresh: QueryKey;
  color?: string;
}) {
  const { opened, onClose, title, schema, color = 'red' } = props;
  const offline = useIsOffline();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useDecision(props.send, {
    told: props.told,
    refresh: props.refresh,
    then: () => {
      setReason('');
      onClose();
    },
    failed: (err) => setError(err.message),
  });
  const submit = () => {
    const parsed = schema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    decide.mutate(parsed.data.reason);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text size="sm">{props.children}</Text>
        <Textarea
          label={m.reviewer_reason()}
          required
          autosize
          minRows={3}
          maxLength={props.maxLength}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={decide.isPending}>
            {m.reviewer_cancel()}
          </Button>
          <Button color={color} onClick={submit} loading={decide.isPending} disabled={offline}>
            {offline ? OFFLINE_ACTION_MESSAGE : title}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
