import { and, eq, isNull } from 'drizzle-orm';
import type { Settings } from '#server/config';
import type { Db } from '#server/db/open';
import { telegramLinks } from '#server/db/schema';
import type { Channel, Outgoing } from '#server/modules/notifications/channels';
import { isLocale, type Locale } from '#i18n/locale';
import { inLocale } from '#i18n/server';
import { m } from '#i18n/paraglide/messages.js';
import { isForbidden, sendText } from './bot-api';

/**
 * What the Telegram channel takes: the message as every channel has it, and optionally the
 * campaign's address for the Donate button (else the first campaign link in the text) and the
 * language of the button (else Amharic when the text is written in Ethiopic).
 */
export type TelegramOutgoing = Outgoing & { url?: string; locale?: Locale };

/**
 * The Telegram channel for follower messages: the destination is the chat id of a telegram_links
 * row. It sends the text with a Donate button that opens the campaign, and answers `removed` —
 * sending nothing — when the chat said /stop, and when Telegram answers 403 (the person blocked the
 * bot): then, with `db`, the link is marked stopped, so nothing is tried again. Null without a bot.
 */
export function telegramChannel(settings: Pick<Settings, 'telegram'>, db?: Db): Channel | null {
  const bot = settings.telegram;
  if (!bot) return null;
  return {
    async send(chatId: string, message: TelegramOutgoing) {
      if (db && !(await listening(db, chatId))) return 'removed';
      const url = message.url ?? campaignLinkIn(message.text);
      const locale = isLocale(message.locale) ? message.locale : /[\u1200-\u137f]/.test(message.text) ? 'am' : 'en';
      const text = message.subject && !message.text.startsWith(message.subject) ? `${message.subject}\n\n${message.text}` : message.text;
      try {
        await sendText(bot, chatId, text, url ? { text: inLocale(locale, m.tg_bot_donate), url } : undefined);
        return 'sent';
      } catch (err) {
        if (!isForbidden(err)) throw err;
        if (db) await db.update(telegramLinks).set({ stoppedAt: new Date() }).where(and(eq(telegramLinks.chatId, chatId), isNull(telegramLinks.stoppedAt)));
        return 'removed';
      }
    },
  };
}

async function listening(db: Db, chatId: string) {
  const rows = await db
    .select({ userId: telegramLinks.userId })
    .from(telegramLinks)
    .where(and(eq(telegramLinks.chatId, chatId), isNull(telegramLinks.stoppedAt)))
    .limit(1);
  return rows.length > 0;
}

/** The first link to a campaign's page in a message (`…/campaign/<id>?ref=telegram…`), if any. */
export function campaignLinkIn(text: string): string | undefined {
  return /https?:\/\/\S+\/campaign\/[^\s]+/.exec(text)?.[0];
}
