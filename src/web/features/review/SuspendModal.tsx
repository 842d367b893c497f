import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { SUSPEND_REASON_MAX } from '#contract/after-launch-messages';
import { SuspendBody } from '#contract/reports';
import { showToast } from '#web/lib/toast';
import { suspendCampaign } from './review-api';
import { m } from '#i18n/paraglide/messages.js';

/** Asks for the reason the organiser will be told, then suspends the campaign. */
export function SuspendModal(props: { campaign: { id: string; title: string }; opened: boolean; onClose: () => void; onDone: () => void }) {
  const { campaign, opened, onClose, onDone } = props;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const suspend = useMutation({
    mutationFn: (r: string) => suspendCampaign(campaign.id, r),
    onSuccess: (r) => {
      void showToast({ color: 'green', message: `${r.message}: ${campaign.title}` });
      setReason('');
      onClose();
      onDone();
    },
    onError: (err) => setError(err.message),
  });
  const submit = () => {
    const parsed = SuspendBody.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    suspend.mutate(parsed.data.reason);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={m.reviewer_suspend()} centered>
      <Stack>
        <Text size="sm">
          <b translate="no">{campaign.title}</b> {m.reviewer_suspend_text()}
        </Text>
        <Textarea label={m.reviewer_reason()} required autosize minRows={3} maxLength={SUSPEND_REASON_MAX} value={reason} error={error} onChange={(e) => setReason(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={suspend.isPending}>
            {m.reviewer_cancel()}
          </Button>
          <Button color="red" onClick={submit} loading={suspend.isPending}>
            {m.reviewer_suspend()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
