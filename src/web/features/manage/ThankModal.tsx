import { m } from '#i18n/paraglide/messages.js';
import { Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ThanksBody } from '#contract/relay';
import { THANKS_MESSAGE_MAX } from '#contract/relay-paths';
import { firstMessage } from '#contract/zod-helpers';
import { MessageDialog } from '#web/ui/MessageDialog';
import { thankDonor, thankEveryone } from './thanks-api';

/** Whom the thank-you is for: one gift's donor, or everyone not yet thanked (with the counts shown). */
export type ThankTarget = { donationId: string; name: string } | { all: true; count: number; skipped: number };

type Props = { campaignId: string; target: ThankTarget; onClose: () => void };

/** The organiser's words to a donor, or to all: Birr passes them on; the answer says who they reach. */
export function ThankModal({ campaignId, target, onClose }: Props) {
  const client = useQueryClient();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (): Promise<{ message: string }> => ('all' in target ? thankEveryone(campaignId, message) : thankDonor(campaignId, target.donationId, message)),
    // Thanked or refused (a 409: thanked meanwhile), the list is asked again.
    onSettled: () => client.invalidateQueries({ queryKey: ['thanks', campaignId] }),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = ThanksBody.safeParse({ message });
    if (!checked.success) return setProblem(firstMessage(checked));
    setProblem(null);
    send.mutate();
  };
  return (
    <MessageDialog
      title={'all' in target ? m.thank_title_all() : m.thank_title_one({ name: target.name })}
      opened
      onClose={onClose}
      sent={send.data?.message}
      closeLabel={m.contact_org_close()}
      onSubmit={submit}
      problem={problem ?? send.error?.message}
      pending={send.isPending}
      sendLabel={m.thank_send()}
    >
      <Text size="sm">{m.thank_intro()}</Text>
      {'all' in target && (
        <Text size="sm" c="dimmed">
          {m.thank_all_counts({ count: target.count, skipped: target.skipped })}
        </Text>
      )}
      <Textarea
        label={m.thank_message()}
        description={`${message.length}/${THANKS_MESSAGE_MAX}`}
        required
        maxLength={THANKS_MESSAGE_MAX}
        autosize
        minRows={3}
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
      />
    </MessageDialog>
  );
}
