import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam } from '#contract/campaign';
import {
  BalanceResponse,
  CampaignClosed,
  HeldDecisionBody,
  ReviewWithdrawalList,
  WithdrawalAnswer,
  WithdrawalList,
  WithdrawalRejectBody,
  WithdrawalRequest,
} from '#contract/payout';
import { ReviewListQuery } from '#contract/review';
import { currentUser, requireUser } from '#server/http/auth';
import { noStore } from '#server/http/cache';
import { httpError } from '#server/http/errors';
import { requireReviewer } from '#server/http/guards';
import { idempotencyKeyOf } from '#server/http/idempotency-key';
import type { Deps } from '#server/deps';
import { closeEarly } from '../campaigns/closing';
import {
  approveWithdrawal,
  balance,
  isApprovedTransfer,
  listWithdrawals,
  rejectWithdrawal,
  requestWithdrawal,
  withdrawalQueue,
  type PayoutContext,
} from './service';
import { settleHeld } from './held';
import { payoutWebhook } from './webhook';
import { m } from '#i18n/paraglide/messages.js';

const campaignParam = IdParam('id', 'campaign');
const withdrawalParam = IdParam('id', 'withdrawal');

/** The organiser's side (balance, withdrawals, closing early) and the payout provider's callbacks. */
export const payoutRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const ctx: PayoutContext = deps;
    const signedIn = requireUser(deps, { verified: true });

    app.get(
      '/campaign/:id/balance',
      { schema: { params: campaignParam, response: { 200: BalanceResponse } }, preHandler: signedIn, onSend: noStore },
      async (req) => ({ data: await balance(ctx.db, req.params.id, currentUser(req)) }),
    );

    app.get(
      '/campaign/:id/withdrawals',
      { schema: { params: campaignParam, response: { 200: WithdrawalList } }, preHandler: signedIn, onSend: noStore },
      async (req) => ({ data: await listWithdrawals(ctx.db, req.params.id, currentUser(req)) }),
    );

    app.post(
      '/campaign/:id/withdrawals',
      { schema: { params: campaignParam, body: WithdrawalRequest, response: { 200: WithdrawalAnswer, 201: WithdrawalAnswer } }, preHandler: signedIn, onSend: noStore },
      async (req, reply) => {
        // The key is part of the withdrawal (withdrawals.idempotency_key), so here it is required.
        const key = idempotencyKeyOf(req);
        if (key === undefined) throw httpError(400, m.payout_idem_required());
        const { withdrawal, created } = await requestWithdrawal(ctx, req.params.id, currentUser(req), req.body.amount, key);
        return reply.status(created ? 201 : 200).send({ data: withdrawal, message: m.payout_requested() });
      },
    );

    app.post('/campaign/:id/close', { schema: { params: campaignParam, response: { 200: CampaignClosed } }, preHandler: signedIn, config: { idempotent: true } }, async (req) => ({
      data: await closeEarly(ctx, req.params.id, currentUser(req).id),
      message: m.payout_closed(),
    }));

    // Chapa's transfer approval and payout webhook are signed over their exact bytes.
    await app.register(async (hooks) => {
      hooks.removeAllContentTypeParsers();
      hooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
      const raw = (req: FastifyRequest) => (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));

      /** 200 approves the transfer; anything else (400) makes Chapa revert it. */
      hooks.post('/payouts/chapa/approval', async (req, reply) => {
        const query = (await ctx.payouts.approvalQuery?.(raw(req), req.headers)) ?? null;
        if (!query) return reply.status(400).send({ message: 'Invalid approval signature' });
        if (!(await isApprovedTransfer(ctx.db, query))) return reply.status(400).send({ message: 'Not a transfer we approved' });
        return { approved: true };
      });

      hooks.post('/payouts/webhook/chapa', async (req, reply) => {
        const answer = await payoutWebhook(ctx, raw(req), req.headers);
        if (!answer) return reply.status(401).send({ message: 'Invalid webhook signature' });
        return reply.status(answer.status).send(answer.body);
      });
    });
  };

/** /api/review/withdrawals*: reviewers only (401 signed out, 403 otherwise), like the campaign queue. */
export const reviewPayoutRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const ctx: PayoutContext = deps;
    app.addHook('onRequest', requireReviewer(deps));
    app.addHook('onSend', noStore);
    const decided = { 200: WithdrawalAnswer };

    app.get('/review/withdrawals', { schema: { querystring: ReviewListQuery, response: { 200: ReviewWithdrawalList } } }, (req) => withdrawalQueue(ctx.db, req.query));

    app.post('/review/withdrawals/:id/approve', { schema: { params: withdrawalParam, response: decided }, config: { idempotent: true } }, async (req) => ({
      data: await approveWithdrawal(ctx, req.params.id, currentUser(req).id),
      message: m.payout_approved(),
    }));

    app.post('/review/withdrawals/:id/reject', { schema: { params: withdrawalParam, body: WithdrawalRejectBody, response: decided }, config: { idempotent: true } }, async (req) => ({
      data: await rejectWithdrawal(ctx, req.params.id, currentUser(req).id, req.body.reason),
      message: m.payout_rejected(),
    }));

    // A HELD payout (the provider reported another amount), once the reviewer has checked it.
    app.post('/review/withdrawals/:id/paid', { schema: { params: withdrawalParam, body: HeldDecisionBody, response: decided }, config: { idempotent: true } }, async (req) => ({
      data: await settleHeld(ctx, req.params.id, currentUser(req).id, 'PAID', req.body.reason),
      message: m.payout_marked_paid(),
    }));

    app.post('/review/withdrawals/:id/failed', { schema: { params: withdrawalParam, body: HeldDecisionBody, response: decided }, config: { idempotent: true } }, async (req) => ({
      data: await settleHeld(ctx, req.params.id, currentUser(req).id, 'FAILED', req.body.reason),
      message: m.payout_marked_failed(),
    }));
  };
