import type { Deps } from '#server/deps';
import { recordAlert } from './alerts';

/** A message a gateway refused (it will be retried): noted for the console's health page, never thrown. */
export async function noticeFailed(ctx: Pick<Deps, 'db' | 'log' | 'now'>, channel: string, err: unknown) {
  const words = err instanceof Error ? err.message : String(err);
  await recordAlert(ctx.db, 'notice_failed', `${channel}: ${words}`, ctx.now()).catch((e) => ctx.log.error({ err: e }, 'could not record a notice alert'));
}
