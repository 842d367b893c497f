import { Alert, Button, Card, Checkbox, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NOTIFICATION_ENDPOINTS, NOTIFY_CHANNELS, type NotifyChannel } from '#contract/notification-paths';
import type { NotificationSettings, PushKey } from '#contract/notifications';
import { api } from '#web/lib/api';
import { subscribeThisDevice } from '#web/lib/push';
import { m } from '#i18n/paraglide/messages.js';

/** Theirs alone: never written to the device ('me'). */
const settingsKey = ['me', 'notifications'] as const;

const LABELS: Record<NotifyChannel, () => string> = {
  email: m.notify_channel_email,
  sms: m.notify_channel_sms,
  push: m.notify_channel_push,
  telegram: m.notify_channel_telegram,
};

/**
 * Profile → Settings → Notifications: where a person hears from us (followed campaigns, and their
 * own campaigns' money). Only the channels that can reach them are offered; ticking "this device"
 * asks the browser's permission then and there, and subscribes it.
 */
export function NotificationsCard() {
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api<NotificationSettings>(NOTIFICATION_ENDPOINTS.settings, { signal }),
  });
  const key = useQuery({
    queryKey: ['push-key'],
    queryFn: ({ signal }) => api<PushKey>(NOTIFICATION_ENDPOINTS.pushKey, { signal }),
    staleTime: Infinity,
  });
  const [chosen, setChosen] = useState<NotifyChannel[] | null>(null);
  const [pushProblem, setPushProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (channels: NotifyChannel[]) => api<NotificationSettings>(NOTIFICATION_ENDPOINTS.settings, { method: 'PUT', body: { channels } }),
    onSuccess: (data) => {
      queryClient.setQueryData(settingsKey, data);
      setChosen(null);
    },
  });
  if (!current.data) return null;
  const { available } = current.data;
  const channels = chosen ?? current.data.channels;

  const toggle = async (channel: NotifyChannel, on: boolean) => {
    save.reset();
    setPushProblem(null);
    if (channel === 'push' && on) {
      const publicKey = key.data?.publicKey;
      const outcome = publicKey ? await subscribeThisDevice(publicKey).catch(() => 'denied' as const) : 'unsupported';
      if (outcome !== 'subscribed') return setPushProblem(outcome === 'unsupported' ? m.notify_push_unsupported() : m.notify_push_denied());
    }
    setChosen(on ? [...channels.filter((c) => c !== channel), channel] : channels.filter((c) => c !== channel));
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {m.notify_heading()}
        </Title>
        <Text size="sm" c="dimmed">
          {m.notify_intro()}
        </Text>
        {NOTIFY_CHANNELS.filter((c) => available.includes(c)).map((c) => (
          <Checkbox key={c} label={LABELS[c]()} checked={channels.includes(c)} onChange={(e) => void toggle(c, e.currentTarget.checked)} />
        ))}
        {current.data.pushDevices > 0 && (
          <Text size="sm" c="dimmed">
            {m.notify_push_devices({ count: current.data.pushDevices })}
          </Text>
        )}
        {pushProblem && (
          <Alert color="red" role="alert">
            {pushProblem}
          </Alert>
        )}
        {save.error && (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        )}
        {save.isSuccess && <Text role="status">{m.notify_saved()}</Text>}
        <Button onClick={() => save.mutate(channels)} loading={save.isPending} disabled={chosen === null} style={{ alignSelf: 'flex-start' }}>
          {m.notify_save()}
        </Button>
      </Stack>
    </Card>
  );
}
