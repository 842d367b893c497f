import { z } from 'zod';

/**
 * The profile's Telegram card: whether the site has a bot (`available`), whether this account is
 * linked to a chat with it, and whether that chat said /stop (or blocked the bot).
 */
export const TelegramLinkState = z.object({ available: z.boolean(), linked: z.boolean(), stopped: z.boolean() });
export type TelegramLinkState = z.infer<typeof TelegramLinkState>;

/** The one-time deep link that opens the bot and links this account: https://t.me/<bot>?start=<token>. */
export const TelegramDeepLink = z.object({ url: z.string() });
export type TelegramDeepLink = z.infer<typeof TelegramDeepLink>;

/** How long a deep link stays good: long enough to open Telegram, short enough to be worthless if seen later. */
export const TELEGRAM_LINK_TTL_MINUTES = 15;
