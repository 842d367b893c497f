import path from 'node:path';
import type { Settings } from '#server/config';
import type { Notifiers } from './notifier';
import { outboxNotifier } from './outbox';
import { smsNotifier } from './sms';
import { smtpNotifier } from './smtp';
import { loadOrCreateVapid, webPushNotifier } from './web-push';

export type NotifyConfig = Pick<Settings, 'dataDir' | 'smtpUrl' | 'smtpFrom' | 'smsGatewayUrl' | 'smsGatewayToken'> & Partial<Pick<Settings, 'vapid'>>;

/**
 * Email → SMTP when configured, phone → SMS gateway when configured; otherwise the local outbox.
 * Web Push with the VAPID keys (configured, or generated into DATA_DIR outside production).
 */
export function chooseNotifiers(c: NotifyConfig, log?: (line: string) => void): Notifiers {
  const outbox = outboxNotifier(path.join(c.dataDir, 'outbox.jsonl'), log);
  const vapid = c.vapid && loadOrCreateVapid(c.dataDir, c.vapid);
  return {
    email: c.smtpUrl ? smtpNotifier(c.smtpUrl, c.smtpFrom) : outbox,
    phone: c.smsGatewayUrl ? smsNotifier(c.smsGatewayUrl, c.smsGatewayToken) : outbox,
    push: vapid ? webPushNotifier(vapid) : undefined,
  };
}
