import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { REJECT_REASON_MAX, RejectBody, type ReviewCampaign } from '#contract/review';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';
import { showToast } from '#web/lib/toast';
import { rejectCampaign } from './review-api';
import { m } from '#i18n/paraglide/messages.js';

/** Asks for the reason the organiser will be told, then rejects. */
export function RejectModal(props: { campaign: ReviewCampaign; opened: boolean; onClose: () => void; onRejected: () => void }) {
  const { campaign, opened, onClose, onRejected } = props;
  const offline = useIsOffline();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useMutation({
    mutationFn: (r: string) => rejectCampaign(campaign.id, r),
    onSuccess: (r) => {
      void showToast({ color: 'green', message: `${r.message}: ${campaign.title}` });
      setReason('');
      onClose();
      onRejected();
    },
    onError: (err) => setError(err.message),
  });

  const submit = () => {
    const parsed = RejectBody.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    reject.mutate(parsed.data.reason);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={m.reviewer_reject_title()} centered>
      <Stack>
        <Text size="sm">
          {m.reviewer_reject_before()} <b translate="no">{campaign.title}</b> {m.reviewer_reject_after()}
        </Text>
        <Textarea
          label={m.reviewer_reason()}
          required
          autosize
          minRows={3}
          maxLength={REJECT_REASON_MAX}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={reject.isPending}>
            {m.reviewer_cancel()}
          </Button>
          <Button color="red" onClick={submit} loading={reject.isPending} disabled={offline}>
            {offline ? OFFLINE_ACTION_MESSAGE : m.reviewer_reject_title()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
