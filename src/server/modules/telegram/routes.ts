import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TelegramDeepLink, TelegramLinkState } from '#contract/telegram';
import { TELEGRAM_ENDPOINTS } from '#contract/telegram-paths';
import type { Deps } from '#server/deps';
import { currentUser, requireUser } from '#server/http/auth';
import { noStore } from '#server/http/cache';
import { HttpError } from '#server/http/errors';
import { webhookSecret } from './bot-api';
import { handleUpdate, linkState, newDeepLink, requireBot, unlink } from './service';

export const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** The part of Telegram's Update the bot reads; the rest of it is let through unread. */
const Update = z.looseObject({
  update_id: z.number().int().nonnegative(),
  message: z
    .looseObject({
      chat: z.looseObject({ id: z.union([z.number(), z.string()]), type: z.string().optional() }).optional(),
      from: z.looseObject({ language_code: z.string().max(35).optional() }).optional(),
      text: z.string().max(4096).optional(),
    })
    .optional(),
});

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The Telegram bot (issue 45): the profile's link to it, and its webhook. */
export const telegramRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = requireUser(deps);
    const state = { response: { 200: TelegramLinkState } };

    app.get(TELEGRAM_ENDPOINTS.link, { schema: state, preHandler: signedIn, onSend: noStore }, (req) => linkState(deps, currentUser(req).id));

    app.post(TELEGRAM_ENDPOINTS.link, { schema: { response: { 200: TelegramDeepLink } }, preHandler: signedIn, onSend: noStore }, (req) =>
      newDeepLink(deps, currentUser(req).id),
    );

    app.delete(TELEGRAM_ENDPOINTS.link, { schema: state, preHandler: signedIn, onSend: noStore }, (req) => unlink(deps, currentUser(req).id));

    /**
     * Telegram's calls, told from anyone else's by the secret it was given with setWebhook: a
     * wrong or missing one is refused before the body is read, and nothing is done. Answered 204
     * (Telegram reads only the status); a 5xx makes Telegram deliver the update again.
     */
    app.post(
      TELEGRAM_ENDPOINTS.webhook,
      {
        schema: { body: Update },
        onRequest: async (req) => {
          const bot = requireBot(deps);
          const given = req.headers[SECRET_HEADER];
          if (typeof given !== 'string' || !same(given, webhookSecret(bot, deps.keys))) {
            throw new HttpError(401, 'Invalid webhook secret token');
          }
        },
      },
      async (req, reply) => {
        await handleUpdate(deps, req.body);
        return reply.status(204).send();
      },
    );
  };
