import { createHmac } from 'node:crypto';
import type { TelegramBotConfig } from '#server/config';
import type { AuthKeys } from '#server/modules/auth/keys';

/** Telegram's refusal of a Bot API call: its `error_code` (403 when the person blocked the bot) and `description`. */
export class TelegramApiError extends Error {
  constructor(
    readonly code: number,
    readonly description: string,
  ) {
    super(`Telegram ${code}: ${description}`);
    this.name = 'TelegramApiError';
  }
}

/** 403 from sendMessage: the person blocked the bot, deleted their account, or never started it. */
export const isForbidden = (err: unknown) => err instanceof TelegramApiError && err.code === 403;

/**
 * One Bot API call (`POST <api>/bot<token>/<method>` with a JSON body): its `result`, or a
 * TelegramApiError. The token is in the address, so the address is never put in an error.
 */
export async function callBot<T = unknown>(bot: Pick<TelegramBotConfig, 'apiUrl' | 'token'>, method: string, body: object): Promise<T> {
  const res = await fetch(`${bot.apiUrl}/bot${bot.token}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const answer = (await res.json().catch(() => null)) as { ok?: boolean; result?: T; error_code?: number; description?: string } | null;
  if (!answer?.ok) throw new TelegramApiError(answer?.error_code ?? res.status, answer?.description ?? `HTTP ${res.status}`);
  return answer.result as T;
}

/** A button under a message that opens an address (an inline keyboard's url button). */
export type UrlButton = { text: string; url: string };

/**
 * sendMessage as plain text (no parse mode: a campaign's title or an update may hold any
 * character), with at most one url button. Telegram refuses a button to a loopback address, so a
 * development site's link stays in the text only.
 */
export function sendText(bot: Pick<TelegramBotConfig, 'apiUrl' | 'token'>, chatId: string, text: string, button?: UrlButton) {
  const usable = button && isPublicHttpUrl(button.url);
  return callBot(bot, 'sendMessage', {
    chat_id: chatId,
    text,
    link_preview_options: { is_disabled: true },
    ...(usable ? { reply_markup: { inline_keyboard: [[{ text: button.text, url: button.url }]] } } : {}),
  });
}

function isPublicHttpUrl(value: string) {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && !/^(localhost|127\.|\[::1\]$|0\.0\.0\.0$)/.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The secret Telegram sends back in X-Telegram-Bot-Api-Secret-Token: TELEGRAM_WEBHOOK_SECRET, else
 * one derived from the server's secret (so every instance sharing JWT_SECRET agrees on it).
 */
export function webhookSecret(bot: Pick<TelegramBotConfig, 'webhookSecret'>, keys: Pick<AuthKeys, 'state'>): string {
  return bot.webhookSecret ?? createHmac('sha256', keys.state).update('telegram-webhook').digest('base64url');
}
