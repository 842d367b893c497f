import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam } from '#contract/campaign';
import { TxRefParam } from '#contract/donation';
import { DirectChargeAnswer, DirectChargeOptions, DirectChargeRequest, OtpBody } from '#contract/direct-charge';
import { DIRECT_CHARGE_ENDPOINTS as E } from '#contract/direct-charge-paths';
import { currentUser, requireUser } from '#server/http/auth';
import { noStore } from '#server/http/cache';
import { tooManyRequests } from '#server/http/errors';
import { hit, type Window } from '#server/http/rate-limit';
import type { Deps } from '#server/deps';
import { m } from '#i18n/paraglide/messages.js';
import { directChargeStatus, startDirectCharge, submitOtp } from './direct-charge';
import { donateWindow, verifyKey, verifyWindow } from './donate-window';

/** Wrong codes one wallet payment may be sent before it must wait (the wallet has its own limit too). */
const OTP_TRIES: Window = { limit: 5, windowMs: 10 * 60_000 };

/**
 * Direct charge (issue 43): a wallet payment started, followed and authorized on Birr's own page.
 * Starting one counts against the same per-address limit as a hosted checkout, and takes the same
 * Idempotency-Key; the status is asked as the thank-you page asks its verify.
 */
export const directChargeRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const rateLimit = donateWindow(deps.config);
    const verifyLimit = verifyWindow(deps.config);
    const answer = z.object({ status: z.literal('success'), ...DirectChargeAnswer.shape });
    const campaignParam = IdParam('campaignId', 'campaign');

    app.get(E.options, { schema: { response: { 200: DirectChargeOptions } } }, async () => ({
      data: { wallets: [...(deps.payments.directCharge?.methods ?? [])] },
    }));

    const start = async (req: FastifyRequest, reply: FastifyReply, campaignId: string, body: DirectChargeRequest, userId: string | null) => {
      const limit = await hit(db, `donate:ip:${req.ip}`, rateLimit, deps.now());
      if (!limit.allowed) throw tooManyRequests(m.donate_too_many(), limit.retryAfterMs);
      const parsed = DirectChargeRequest.parse(body);
      const data = await startDirectCharge(deps, { ...parsed, campaignId, userId });
      return reply.status(201).send({ status: 'success' as const, data });
    };
    const createSchema = { params: campaignParam, body: DirectChargeRequest, response: { 201: answer } };

    app.post(E.guest(':campaignId'), { schema: createSchema, config: { idempotent: true } }, (req, reply) =>
      start(req, reply, req.params.campaignId, req.body, null),
    );
    app.post(
      E.campaign(':campaignId'),
      { schema: createSchema, preHandler: requireUser(deps, { verified: true }), config: { idempotent: true } },
      (req, reply) => start(req, reply, req.params.campaignId, req.body, currentUser(req).id),
    );

    app.get(E.status(':txRef'), { schema: { params: TxRefParam, response: { 200: DirectChargeAnswer } }, onSend: noStore }, async (req) => {
      const limit = await hit(db, verifyKey(req.ip), verifyLimit, deps.now());
      if (!limit.allowed) throw tooManyRequests(m.donate_verify_too_many(), limit.retryAfterMs);
      return { data: await directChargeStatus(deps, req.params.txRef) };
    });

    app.post(E.otp(':txRef'), { schema: { params: TxRefParam, body: OtpBody, response: { 200: DirectChargeAnswer } } }, async (req) => {
      const limit = await hit(db, `charge-otp:${req.params.txRef}`, OTP_TRIES, deps.now());
      if (!limit.allowed) throw tooManyRequests(m.wallet_otp_wrong(), limit.retryAfterMs);
      return { data: await submitOtp(deps, req.params.txRef, req.body.otp) };
    });
  };
