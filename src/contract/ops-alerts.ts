import { z } from 'zod';

/**
 * What an operator must act on (the console's health page, GET /api/admin/health):
 * - `wallet_key_refused`: Chapa could not decrypt a wallet code, CHAPA_ENCRYPTION_KEY is not the
 *   account's; shown until a later code is accepted;
 * - `job_failed`: background jobs of one queue (`queue`) that failed in the last 24 hours;
 * - `notice_failed`: messages the mail or SMS gateway (or push, Telegram) refused: the queued ones
 *   are retried; one sent while a person waited (a code, a link) is theirs to ask for again.
 * The words (what it means, what to do) are the console's, per kind.
 */
export const OPS_ALERT_KINDS = ['wallet_key_refused', 'job_failed', 'notice_failed'] as const;

/** Alerts other than the key's are shown for this long after they last happened. */
export const OPS_ALERT_WINDOW_HOURS = 24;

export const OpsAlert = z.object({
  kind: z.enum(OPS_ALERT_KINDS),
  /** The queue a failed job belongs to; null for the others. */
  queue: z.string().nullable(),
  /** How often in the window that began at `since` (at most a day). */
  count: z.number().int(),
  since: z.string(),
  lastAt: z.string(),
  /** The provider's, the gateway's or the job's own words, as they came (not translated). */
  detail: z.string().nullable(),
});
export type OpsAlert = z.infer<typeof OpsAlert>;

export const OpsHealth = z.object({ data: z.object({ alerts: z.array(OpsAlert), checkedAt: z.string() }) });
export type OpsHealth = z.infer<typeof OpsHealth>;
