import path from 'node:path';
import type { Settings } from '#server/config';
import type { Notifiers } from './notifier';
import { outboxNotifier } from './outbox';
import { smsNotifier } from './sms';
import { smtpNotifier } from './smtp';

export type NotifyConfig = Pick<Settings, 'dataDir' | 'smtpUrl' | 'smtpFrom' | 'smsGatewayUrl' | 'smsGatewayToken'>;

/** Email → SMTP when configured, phone → SMS gateway when configured; otherwise the local outbox. */
export function chooseNotifiers(c: NotifyConfig, log?: (line: string) => void): Notifiers {
  const outbox = outboxNotifier(path.join(c.dataDir, 'outbox.jsonl'), log);
  return {
    email: c.smtpUrl ? smtpNotifier(c.smtpUrl, c.smtpFrom) : outbox,
    phone: c.smsGatewayUrl ? smsNotifier(c.smsGatewayUrl, c.smsGatewayToken) : outbox,
  };
}
