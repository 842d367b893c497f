import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The password every account the browser tests make signs up with. */
export const PASSWORD = 'Secret123!';

type Message = { to: string; subject: string; text: string; at: string };

/** Every message a server on `dataDir` has "sent" (its local outbox: one JSON line each). */
export function readOutbox(dataDir: string): Message[] {
  const file = path.join(dataDir, 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Message);
}
