import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { TELEGRAM_LINK_TTL_MINUTES, type TelegramDeepLink, type TelegramLinkState } from '#contract/telegram';
import type { TelegramBotConfig } from '#server/config';
import { telegramLinks, telegramLinkTokens, telegramUpdates, users } from '#server/db/schema';
import type { Deps } from '#server/deps';
import { httpError, tooManyRequests } from '#server/http/errors';
import { hit, minutesLeft } from '#server/http/rate-limit';
import { isLocale, type Locale } from '#i18n/locale';
import { inLocale } from '#i18n/server';
import { m } from '#i18n/paraglide/messages.js';
import { TELEGRAM_ENDPOINTS } from '#contract/telegram-paths';
import { callBot, sendText, webhookSecret } from './bot-api';

type Ctx = Pick<Deps, 'config' | 'db' | 'now' | 'log'>;

/**
 * Tells Telegram where the bot's webhook is and the secret to send with every call (setWebhook,
 * only message updates). Run at every start when the bot is set up: the same values each time, so
 * instances starting together agree. Telegram calls only an https address.
 */
export async function registerWebhook(ctx: Pick<Deps, 'config' | 'keys' | 'log'>): Promise<boolean> {
  const bot = ctx.config.telegram;
  if (!bot) return false;
  const url = `${ctx.config.publicUrl}/api${TELEGRAM_ENDPOINTS.webhook}`;
  if (!url.startsWith('https:')) {
    ctx.log.warn(`The Telegram bot hears nobody: Telegram calls a webhook only at https, and PUBLIC_URL is ${ctx.config.publicUrl}`);
    return false;
  }
  await callBot(bot, 'setWebhook', { url, secret_token: webhookSecret(bot, ctx.keys), allowed_updates: ['message'] });
  ctx.log.info(`Telegram webhook set: ${url}`);
  return true;
}

/** Deep links one account may ask for in an hour: each is a row, and nobody needs more. */
const LINKS_PER_HOUR = { limit: 10, windowMs: 60 * 60_000 };

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function requireBot(ctx: Pick<Deps, 'config'>): TelegramBotConfig {
  if (!ctx.config.telegram) throw httpError(404, m.tg_unavailable());
  return ctx.config.telegram;
}

export async function linkState(ctx: Ctx, userId: string): Promise<TelegramLinkState> {
  if (!ctx.config.telegram) return { available: false, linked: false, stopped: false };
  const [row] = await ctx.db.select({ stoppedAt: telegramLinks.stoppedAt }).from(telegramLinks).where(eq(telegramLinks.userId, userId));
  return { available: true, linked: !!row, stopped: !!row?.stoppedAt };
}

/**
 * A one-time deep link that opens the bot with this account's token: t.me/<bot>?start=<token>.
 * Only the token's hash is kept; it is good once, for TELEGRAM_LINK_TTL_MINUTES.
 */
export async function newDeepLink(ctx: Ctx, userId: string): Promise<TelegramDeepLink> {
  const bot = requireBot(ctx);
  const limit = await hit(ctx.db, `telegram-link:${userId}`, LINKS_PER_HOUR, ctx.now());
  if (!limit.allowed) throw tooManyRequests(m.auth_too_many_requests({ minutes: minutesLeft(limit) }), limit.retryAfterMs);
  // 32 characters of A-Z a-z 0-9 _ -: what a start parameter may hold (at most 64).
  const token = randomBytes(24).toString('base64url');
  // Tokens a day past their end (used or not) are of no use to anyone: each new link clears them.
  await ctx.db.delete(telegramLinkTokens).where(lt(telegramLinkTokens.expiresAt, new Date(ctx.now().getTime() - 24 * 3600_000)));
  await ctx.db.insert(telegramLinkTokens).values({
    tokenHash: sha256(token),
    userId,
    expiresAt: new Date(ctx.now().getTime() + TELEGRAM_LINK_TTL_MINUTES * 60_000),
  });
  return { url: `https://t.me/${bot.username}?start=${token}` };
}

/** The account's link to the bot ends, and so do its deep links not yet used. */
export async function unlink(ctx: Ctx, userId: string): Promise<TelegramLinkState> {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(telegramLinks).where(eq(telegramLinks.userId, userId));
    await tx.delete(telegramLinkTokens).where(and(eq(telegramLinkTokens.userId, userId), isNull(telegramLinkTokens.usedAt)));
  });
  return linkState(ctx, userId);
}

/** The part of Telegram's Update the bot reads: a private chat's text message. */
export type TelegramUpdate = {
  update_id: number;
  message?: {
    chat?: { id?: number | string; type?: string };
    from?: { language_code?: string };
    text?: string;
  };
};

type Reply = { chatId: string; locale: Locale; say: () => string };

/**
 * One update from the webhook, handled once however often Telegram delivers it: its update_id is
 * recorded in the same transaction as what it did. `/start <token>` links the token's account to
 * this chat; `/stop` stops every link of this chat; anything else is answered with the help text.
 * The bot only ever answers someone who wrote to it.
 */
export async function handleUpdate(ctx: Ctx, update: TelegramUpdate): Promise<void> {
  const bot = requireBot(ctx);
  const reply = await ctx.db.transaction(async (tx): Promise<Reply | null> => {
    const fresh = await tx.insert(telegramUpdates).values({ updateId: update.update_id }).onConflictDoNothing().returning();
    if (!fresh.length) return null;
    // Telegram gives up retrying an update long before a day: older ids are of no more use.
    await tx.delete(telegramUpdates).where(sql`${telegramUpdates.receivedAt} < ${new Date(ctx.now().getTime() - 86_400_000)}`);
    const msg = update.message;
    const chatId = msg?.chat?.id;
    // Groups and channels the bot was added to hear nothing back: the bot speaks to people one by one.
    if (!msg || chatId === undefined || msg.chat?.type !== 'private') return null;
    const chat = String(chatId);
    const spoken: Locale = msg.from?.language_code?.toLowerCase().startsWith('am') ? 'am' : 'en';
    const text = (msg.text ?? '').trim();
    const command = /^\/(start|stop)(?:@\w+)?(?:\s+(\S+))?\s*$/i.exec(text);

    if (command?.[1].toLowerCase() === 'stop') {
      const stopped = await tx
        .update(telegramLinks)
        .set({ stoppedAt: ctx.now() })
        .where(and(eq(telegramLinks.chatId, chat), isNull(telegramLinks.stoppedAt)))
        .returning({ userId: telegramLinks.userId });
      return { chatId: chat, locale: await accountLocale(tx, stopped[0]?.userId, spoken), say: m.tg_bot_stopped };
    }
    if (command?.[1].toLowerCase() === 'start' && command[2]) {
      const [token] = await tx
        .update(telegramLinkTokens)
        .set({ usedAt: ctx.now() })
        .where(
          and(
            eq(telegramLinkTokens.tokenHash, sha256(command[2])),
            isNull(telegramLinkTokens.usedAt),
            gt(telegramLinkTokens.expiresAt, ctx.now()),
          ),
        )
        .returning({ userId: telegramLinkTokens.userId });
      if (!token) return { chatId: chat, locale: spoken, say: m.tg_bot_link_invalid };
      await tx
        .insert(telegramLinks)
        .values({ userId: token.userId, chatId: chat, linkedAt: ctx.now() })
        .onConflictDoUpdate({ target: telegramLinks.userId, set: { chatId: chat, linkedAt: ctx.now(), stoppedAt: null } });
      return { chatId: chat, locale: await accountLocale(tx, token.userId, spoken), say: m.tg_bot_linked };
    }
    const [linked] = await tx.select({ userId: telegramLinks.userId }).from(telegramLinks).where(eq(telegramLinks.chatId, chat)).limit(1);
    return { chatId: chat, locale: await accountLocale(tx, linked?.userId, spoken), say: m.tg_bot_help };
  });
  if (!reply) return;
  // Telegram has the update either way; a reply that could not go out is not worth its retry.
  await sendText(bot, reply.chatId, inLocale(reply.locale, reply.say)).catch((err) => ctx.log.warn({ err }, 'the Telegram bot could not reply'));
}

/** The language the account chose, else the one the person's Telegram speaks. */
async function accountLocale(tx: Pick<Deps['db'], 'select'>, userId: string | undefined, spoken: Locale): Promise<Locale> {
  if (!userId) return spoken;
  const [row] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return isLocale(row?.locale) ? row.locale : spoken;
}
