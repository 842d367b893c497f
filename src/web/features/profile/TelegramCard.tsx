import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandTelegram } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TelegramDeepLink, TelegramLinkState } from '#contract/telegram';
import { TELEGRAM_ENDPOINTS } from '#contract/telegram-paths';
import { api } from '#web/lib/api';
import { ApiError } from '#web/lib/api-error';
import { useIsOffline } from '#web/lib/network';
import { m } from '#i18n/paraglide/messages.js';

/** Theirs alone: under the private `me` root, never written to the device. */
const linkKey = ['me', 'telegram'] as const;

/**
 * Profile → Settings → Telegram: connect the account to the Birr bot (a one-time t.me link that
 * opens Telegram; pressing Start there links it), see that it is connected or stopped, disconnect.
 * Shown only when the site has a bot.
 */
export function TelegramCard() {
  const queryClient = useQueryClient();
  const offline = useIsOffline();
  // The deep link just made: until the bot hears Start, the card asks again every few seconds.
  const [pending, setPending] = useState<string | null>(null);
  const state = useQuery({
    queryKey: linkKey,
    queryFn: ({ signal }) => api<TelegramLinkState>(TELEGRAM_ENDPOINTS.link, { signal }),
    refetchInterval: (q) => (pending && !(q.state.data?.linked && !q.state.data.stopped) ? 3000 : false),
  });
  const connect = useMutation({
    mutationFn: () => api<TelegramDeepLink>(TELEGRAM_ENDPOINTS.link, { method: 'POST' }),
    onSuccess: ({ url }) => {
      setPending(url);
      window.open(url, '_blank', 'noopener');
    },
  });
  const disconnect = useMutation({
    mutationFn: () => api<TelegramLinkState>(TELEGRAM_ENDPOINTS.link, { method: 'DELETE' }),
    onSuccess: (data) => {
      setPending(null);
      queryClient.setQueryData(linkKey, data);
    },
  });
  const data = state.data;
  if (!data?.available) return null;
  const connected = data.linked && !data.stopped;
  const failure = connect.error ?? disconnect.error;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={m.tg_card_title()}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {m.tg_card_title()}
        </Title>
        <Text size="sm" c={connected ? undefined : 'dimmed'} role="status">
          {connected ? m.tg_linked() : data.stopped ? m.tg_stopped() : disconnect.isSuccess ? m.tg_disconnected() : m.tg_card_text()}
        </Text>
        {failure && (
          <Alert color="red" variant="light">
            {failure instanceof ApiError && failure.status < 500 ? failure.message : m.tg_link_failed()}
          </Alert>
        )}
        {pending && !connected && (
          <Text size="sm">
            {m.tg_connect_hint()}{' '}
            <Anchor href={pending} target="_blank" rel="noopener">
              t.me
            </Anchor>
          </Text>
        )}
        <Group gap="sm">
          {!connected && (
            <Button leftSection={<IconBrandTelegram size={16} aria-hidden />} loading={connect.isPending} disabled={offline} onClick={() => connect.mutate()}>
              {m.tg_connect()}
            </Button>
          )}
          {data.linked && (
            <Button variant="default" loading={disconnect.isPending} disabled={offline} onClick={() => disconnect.mutate()}>
              {m.tg_disconnect()}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
