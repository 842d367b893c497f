import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountExport, DeleteAccountBody, EXPORT_GAP_MINUTES } from '#contract/account-data';
import { MessageResponse } from '#contract/auth';
import { todayInEthiopia } from '#contract/dates';
import { USER_ENDPOINTS } from '#contract/user-paths';
import { currentUser, requireUser } from '#server/http/auth';
import { noStore } from '#server/http/cache';
import { tooManyRequests } from '#server/http/errors';
import { hit, minutesLeft } from '#server/http/rate-limit';
import type { Deps } from '#server/deps';
import { m } from '#i18n/paraglide/messages.js';
import { deleteAccount, sendDeletionCode } from './deletion';
import { exportAccount } from './export';

const EXPORT_GAP = { limit: 1, windowMs: EXPORT_GAP_MINUTES * 60_000 };

/**
 * A person's own data (issue 46): the download of everything Birr holds about them, and deleting
 * their account. Signed-in only, and only ever the caller's own account.
 */
export const accountDataRoutes =
  (ctx: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = requireUser(ctx);

    app.get(
      USER_ENDPOINTS.exportData,
      { preHandler: signedIn, onSend: noStore, schema: { response: { 200: AccountExport } } },
      async (req, reply) => {
        const user = currentUser(req);
        // Each export reads every file the person stored: one per person every few minutes.
        const gap = await hit(ctx.db, `account-export:${user.id}`, EXPORT_GAP, ctx.now());
        if (!gap.allowed) throw tooManyRequests(m.account_export_too_soon({ minutes: minutesLeft(gap) }), gap.retryAfterMs);
        reply.header('content-disposition', `attachment; filename="birr-${todayInEthiopia(ctx.now())}.json"`);
        return exportAccount(ctx.db, ctx.storage, user, ctx.now());
      },
    );

    app.post(
      USER_ENDPOINTS.deletionCode,
      { preHandler: signedIn, onSend: noStore, schema: { response: { 200: MessageResponse } } },
      async (req) => sendDeletionCode(ctx, currentUser(req), req.ip),
    );

    app.delete(
      USER_ENDPOINTS.me,
      { preHandler: signedIn, onSend: noStore, schema: { body: DeleteAccountBody, response: { 200: MessageResponse } } },
      async (req) => deleteAccount(ctx, currentUser(req), req.body),
    );
  };
