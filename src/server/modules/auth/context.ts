import type { Notifiers } from '../../adapters/notify/notifier';
import type { GoogleConfig } from '../../config';
import type { Db } from '../../db/open';
import type { AuthKeys } from './keys';

/** What the auth services need: the database, keys, how to reach people, and the time. */
export type AuthContext = {
  db: Db;
  keys: AuthKeys;
  notifiers: Notifiers;
  now: () => Date;
  google?: GoogleConfig;
  /** ADMIN_EMAIL: the account that verifies this email becomes a reviewer. */
  adminEmail?: string;
  /** For failures the user is not told about (a message that could not be sent). */
  warn: (err: unknown, message: string) => void;
};
