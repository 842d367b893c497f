// The Telegram bot's paths under /api (issue 45), free of zod; the answers are in telegram.ts.

export const TELEGRAM_ENDPOINTS = {
  /** GET → TelegramLinkState; POST → TelegramDeepLink (a one-time t.me link); DELETE → TelegramLinkState */
  link: '/telegram/link',
  /** POST, from Telegram only (its secret-token header): the bot's updates. */
  webhook: '/telegram/webhook',
} as const;

