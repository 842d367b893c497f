import { Button, Divider } from '@mantine/core';
import { IconBrandGoogle, IconBrandTelegram } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useIsOffline } from '#web/lib/network';
import { providersQuery, startProviderSignIn } from './auth-api';
import { m } from '#i18n/paraglide/messages.js';

/** "Sign in/up with Google" and "Continue with Telegram", each shown only when the server says it is configured. */
export function ProviderButtons({ googleLabel }: { googleLabel: string }) {
  const { data } = useQuery(providersQuery());
  const offline = useIsOffline();
  // Sent here by a guarded page (ProtectedRoute's state.from): go back there once signed in.
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const returnTo = typeof from === 'string' ? from : undefined;
  if (!data?.google && !data?.telegram) return null;
  return (
    <>
      <Divider label={m.auth_or()} />
      {data.google && (
        <Button variant="default" size="md" leftSection={<IconBrandGoogle size={18} />} fullWidth disabled={offline} onClick={() => startProviderSignIn('google', returnTo)}>
          {googleLabel}
        </Button>
      )}
      {data.telegram && (
        <Button variant="default" size="md" leftSection={<IconBrandTelegram size={18} />} fullWidth disabled={offline} onClick={() => startProviderSignIn('telegram', returnTo)}>
          {m.signin_telegram()}
        </Button>
      )}
    </>
  );
}
