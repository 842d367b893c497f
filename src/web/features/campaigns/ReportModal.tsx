import { m } from '#i18n/paraglide/messages.js';
import { Alert, Button, Modal, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
// Radio's styles load with this form only (ui/mantine-styles.ts lists the ones every page needs).
import '@mantine/core/styles/Radio.layer.css';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { reportReasonLabel } from '#contract/labels';
import { LIVE_CAMPAIGN_ENDPOINTS, REPORT_DETAILS_MAX } from '#contract/live-campaign';
import { REPORT_REASONS, type ReportReason } from '#contract/enums';
import { isEmail } from '#contract/patterns';
import { api } from '#web/lib/api';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';
import { canRefresh, getSession } from '#web/lib/session';

type Props = { opened: boolean; onClose: () => void; campaignId: string; title: string };

/** The FAQ's promise: anyone can tell the reviewers what is wrong with a campaign. */
export function ReportModal({ opened, onClose, campaignId, title }: Props) {
  const signedIn = getSession().signedIn || canRefresh();
  const offline = useIsOffline();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () =>
      api<{ message: string }>(LIVE_CAMPAIGN_ENDPOINTS.reports(campaignId), {
        method: 'POST',
        body: { reason, ...(details.trim() ? { details: details.trim() } : {}), ...(!signedIn && email.trim() ? { email: email.trim() } : {}) },
        fallback: m.report_fallback(),
      }),
  });
  const close = () => {
    setReason('');
    setDetails('');
    setEmail('');
    setProblem(null);
    send.reset();
    onClose();
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!reason) return setProblem(m.report_choose_reason());
    if (!signedIn && email.trim() && !isEmail(email)) return setProblem(m.donate_email_invalid());
    setProblem(null);
    send.mutate();
  };
  return (
    <Modal opened={opened} onClose={close} title={m.report_title()} centered>
      {send.isSuccess ? (
        <Stack>
          <Alert color="teal" variant="light" role="status">
            {send.data.message}
          </Alert>
          <Button onClick={close}>{m.report_close()}</Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm" c="dimmed" lineClamp={2} translate="no">
              {title}
            </Text>
            <Radio.Group label={m.report_what_wrong()} required value={reason} onChange={(v) => (setReason(v as ReportReason), setProblem(null))}>
              <Stack gap="xs" mt="xs">
                {REPORT_REASONS.map((r) => (
                  <Radio key={r} value={r} label={reportReasonLabel(r)} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label={m.report_details()}
              description={`${details.length}/${REPORT_DETAILS_MAX}`}
              maxLength={REPORT_DETAILS_MAX}
              autosize
              minRows={3}
              value={details}
              onChange={(e) => setDetails(e.currentTarget.value)}
            />
            {!signedIn && (
              <TextInput
                label={m.report_email()}
                description={m.report_email_hint()}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
              />
            )}
            {(problem || send.error || offline) && (
              <Alert color="red" variant="light" role="alert">
                {offline ? OFFLINE_ACTION_MESSAGE : (problem ?? send.error?.message)}
              </Alert>
            )}
            <Button type="submit" color="red" loading={send.isPending} disabled={offline}>
              {m.report_send()}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
