import type { Deps } from '#server/deps';
import type { Message } from '#server/adapters/notify/notifier';
import { httpError } from '#server/http/errors';
import { m } from '#i18n/paraglide/messages.js';
import { noticeFailed } from './notice-failed';

/** The server's clock where the caller has one (the alert's time), else the real one. */
type SendCtx = Pick<Deps, 'db' | 'log' | 'notifiers'> & Partial<Pick<Deps, 'now'>>;

/**
 * A message sent while the person waits (a code, a link): to an email address by the mail server,
 * else by the SMS gateway. A gateway that refuses it is noted for the console's health page
 * (`notice_failed`) and the person is told to try again in a few minutes (503 UNAVAILABLE),
 * instead of an internal error; `quiet` only notes it, where the answer must not say whether an
 * account exists (a reset link, a repeated verification code).
 */
export async function sendNow(ctx: SendCtx, message: Message, opts: { quiet?: boolean } = {}): Promise<boolean> {
  const channel = message.to.includes('@') ? 'email' : 'sms';
  try {
    await (channel === 'email' ? ctx.notifiers.email : ctx.notifiers.phone).send(message);
    return true;
  } catch (err) {
    ctx.log.warn({ err, channel }, 'a gateway refused a message sent while the person waited');
    await noticeFailed({ db: ctx.db, log: ctx.log, now: ctx.now ?? (() => new Date()) }, channel, err);
    if (opts.quiet) return false;
    throw httpError(503, m.srv_err_send_failed());
  }
}
