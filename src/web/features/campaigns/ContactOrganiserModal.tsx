import { m } from '#i18n/paraglide/messages.js';
import { Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { contactOf } from '#contract/patterns';
import { ContactBody, type ContactSent } from '#contract/relay';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, RELAY_ENDPOINTS } from '#contract/relay-paths';
import { firstMessage } from '#contract/zod-helpers';
import { api } from '#web/lib/api';
import { MessageDialog } from '#web/ui/MessageDialog';

type Props = { opened: boolean; onClose: () => void; campaignId: string; title: string };


/** A message to the organiser, passed on by Birr: the sender gives the address to be answered at and never sees the organiser's. */
export function ContactOrganiserModal({ opened, onClose, campaignId, title }: Props) {
  const [name, setName] = useState('');
  const [replyTo, setReplyTo] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const body = { name, ...contactOf(replyTo), message };
  const send = useMutation({
    mutationFn: () => api<ContactSent>(RELAY_ENDPOINTS.contact(campaignId), { method: 'POST', body, fallback: m.contact_org_fallback() }),
  });
  const close = () => {
    setMessage('');
    setProblem(null);
    send.reset();
    onClose();
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = ContactBody.safeParse(body);
    if (!checked.success) return setProblem(firstMessage(checked));
    setProblem(null);
    send.mutate();
  };
  return (
    <MessageDialog
      title={m.contact_org_title()}
      opened={opened}
      onClose={close}
      sent={send.data?.message}
      closeLabel={m.contact_org_close()}
      onSubmit={submit}
      problem={problem ?? send.error?.message}
      pending={send.isPending}
      sendLabel={m.contact_org_send()}
    >
      <Text size="sm" c="dimmed" lineClamp={2} translate="no">
        {title}
      </Text>
      <Text size="sm">{m.contact_org_intro()}</Text>
      <TextInput label={m.contact_org_name()} required autoComplete="name" maxLength={CONTACT_NAME_MAX} value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <TextInput
        label={m.contact_org_reply_to()}
        description={m.contact_org_reply_to_hint()}
        required
        autoComplete="email"
        value={replyTo}
        onChange={(e) => setReplyTo(e.currentTarget.value)}
      />
      <Textarea
        label={m.contact_org_message()}
        description={`${message.length}/${CONTACT_MESSAGE_MAX}`}
        required
        maxLength={CONTACT_MESSAGE_MAX}
        autosize
        minRows={4}
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
      />
    </MessageDialog>
  );
}
