import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam } from '#contract/campaign';
import { RefundAnswer, RefundBody, RefundPreviewAnswer } from '#contract/refunds';
import type { Deps } from '#server/deps';
import { currentUser } from '#server/http/auth';
import { noStore } from '#server/http/cache';
import { requireReviewer } from '#server/http/guards';
import { refundCampaign, refundDonation, refundPreview, type RefundContext } from './service';

/**
 * Refunds (issue 42), reviewers only (401 signed out, 403 otherwise, 403 for their own
 * campaign's gifts). Each donation is refunded once however often or from wherever it is asked;
 * an Idempotency-Key answers a repeat with the first answer.
 */
export const refundRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const ctx: RefundContext = deps;
    app.addHook('onRequest', requireReviewer(deps));
    app.addHook('onSend', noStore);

    app.post(
      '/review/donations/:id/refund',
      { schema: { params: IdParam('id', 'donation'), body: RefundBody, response: { 200: RefundAnswer } }, config: { idempotent: true } },
      (req) => refundDonation(ctx, currentUser(req).id, req.params.id.toLowerCase(), req.body.reason),
    );

    app.post(
      '/review/campaigns/:id/refund',
      { schema: { params: IdParam('id', 'campaign'), body: RefundBody, response: { 200: RefundAnswer } }, config: { idempotent: true } },
      (req) => refundCampaign(ctx, currentUser(req).id, req.params.id.toLowerCase(), req.body.reason),
    );

    app.get(
      '/review/campaigns/:id/refund-preview',
      { schema: { params: IdParam('id', 'campaign'), response: { 200: RefundPreviewAnswer } } },
      (req) => refundPreview(ctx.db, currentUser(req).id, req.params.id.toLowerCase()),
    );
  };
