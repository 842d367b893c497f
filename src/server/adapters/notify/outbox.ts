import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Message, Notifier } from './notifier';

/**
 * With no mail server or SMS gateway configured, messages are appended to a JSON-lines file
 * (and logged), so a developer can read the code or link they would have received.
 */
export function outboxNotifier(file: string, log: (line: string) => void = console.log): Notifier {
  return {
    async send({ to, subject, text, replyTo }: Message) {
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify({ to, subject, text, ...(replyTo ? { replyTo } : {}), at: new Date().toISOString() })}\n`, { mode: 0o600 });
      log(`[outbox] to ${to}: ${subject}: ${text}`);
    },
  };
}
