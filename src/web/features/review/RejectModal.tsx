import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { REJECT_REASON_MAX, RejectBody, type ReviewCampaign } from '../../../contract/review';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '../../lib/network';
import { showToast } from '../../lib/toast';
import { rejectCampaign } from './review-api';

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
    <Modal opened={opened} onClose={onClose} title="Reject campaign" centered>
      <Stack>
        <Text size="sm">
          Tell the organiser of <b>{campaign.title}</b> why it was not approved, so they can fix it.
        </Text>
        <Textarea
          label="Reason"
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
            Cancel
          </Button>
          <Button color="red" onClick={submit} loading={reject.isPending} disabled={offline}>
            {offline ? OFFLINE_ACTION_MESSAGE : 'Reject campaign'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
