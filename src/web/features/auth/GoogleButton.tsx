import { Button, Divider } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useIsOffline } from '#web/lib/network';
import { providersQuery, startGoogleSignIn } from './auth-api';
import { m } from '#i18n/paraglide/messages.js';

/** "Sign in/up with Google", shown only when the server says Google is configured. */
export function GoogleButton({ label }: { label: string }) {
  const { data } = useQuery(providersQuery());
  const offline = useIsOffline();
  // Sent here by a guarded page (ProtectedRoute's state.from): go back there once signed in.
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  if (!data?.google) return null;
  return (
    <>
      <Divider label={m.auth_or()} />
      <Button variant="default" size="md" leftSection={<IconBrandGoogle size={18} />} fullWidth disabled={offline} onClick={() => startGoogleSignIn(typeof from === 'string' ? from : undefined)}>
        {label}
      </Button>
    </>
  );
}
