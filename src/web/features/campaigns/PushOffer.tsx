import { m } from '#i18n/paraglide/messages.js';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NOTIFICATION_ENDPOINTS } from '#contract/notification-paths';
import type { NotificationSettings, PushKey } from '#contract/notifications';
import { api } from '#web/lib/api';
import { choosePush, subscribeThisDevice } from '#web/lib/push';
import ui from '#web/ui/ui.module.css';

/**
 * Shown once a signed-in person has chosen to follow: would they like a notification on this
 * device? The browser's permission is asked only if they say yes (never on load); then this
 * device is subscribed and push added to where they hear from us.
 */
export function PushOffer({ onDone }: { onDone: () => void }) {
  const key = useQuery({
    queryKey: ['push-key'],
    queryFn: ({ signal }) => api<PushKey>(NOTIFICATION_ENDPOINTS.pushKey, { signal }),
    staleTime: Infinity,
  });
  const [state, setState] = useState<'idle' | 'busy' | 'denied'>('idle');
  const publicKey = key.data?.publicKey;
  if (!publicKey) return null;

  const turnOn = async () => {
    setState('busy');
    try {
      if ((await subscribeThisDevice(publicKey)) !== 'subscribed') return setState('denied');
      const settings = await api<NotificationSettings>(NOTIFICATION_ENDPOINTS.settings);
      await choosePush(settings.channels);
      onDone();
    } catch {
      setState('denied');
    }
  };

  return (
    <div className={ui.stack} style={{ '--gap': 'var(--mantine-spacing-xs)' } as object} role="group" aria-label={m.follow_push_offer()}>
      <p className={`${ui.text} ${ui.sm}`}>{m.follow_push_offer()}</p>
      <div className={ui.row} style={{ '--gap': 'var(--mantine-spacing-xs)' } as object}>
        <button type="button" className={ui.button} data-variant="light" disabled={state === 'busy'} aria-busy={state === 'busy' || undefined} onClick={() => void turnOn()}>
          {m.follow_push_yes()}
        </button>
        <button type="button" className={ui.button} data-variant="subtle" onClick={onDone}>
          {m.follow_push_no()}
        </button>
      </div>
      {state === 'denied' && (
        <p className={`${ui.text} ${ui.sm}`} role="alert">
          {m.notify_push_denied()}
        </p>
      )}
    </div>
  );
}
