import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam } from '#contract/campaign';
import {
  DonationCallbackAnswer,
  DonationCheckout,
  DonationList,
  DonationOptions,
  DonationReceipt,
  DonationReceiptDoc,
  DonationRequest,
  ReceiptTokenParam,
  TxRefParam,
} from '#contract/donation';
import { ProviderError } from '#server/adapters/payments/payments';
import { currentUser, requireUser } from '#server/http/auth';
import { PUBLIC_MAX_AGE_SECONDS } from '#server/http/cache';
import { httpError, tooManyRequests } from '#server/http/errors';
import { hit, type Window } from '#server/http/rate-limit';
import type { Deps } from '#server/deps';
import { payoutWebhook } from '../payouts/webhook';
import { ethiopicFontCss } from '#server/http/ethiopic-font';
import { receiptByToken, receiptPage } from './receipt-page';
import { donateWindow, verifyKey, verifyWindow } from './donate-window';
import { checkedReceipt, confirmDonation, createDonation, donationOptions, listVerifiedDonations, type DonationContext } from './service';
import { m } from '#i18n/paraglide/messages.js';

export const donationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const rateLimit = donateWindow(deps.config);
    const verifyLimit = verifyWindow(deps.config);
    const campaignParam = IdParam('campaignId', 'campaign');

    app.get('/donation/options', { schema: { response: { 200: DonationOptions } } }, async () => ({ data: donationOptions(deps) }));

    /** The printable receipt: HTML for people, JSON when asked for it. */
    app.get('/donation/receipt/:token', { schema: { params: ReceiptTokenParam, response: { 200: DonationReceiptDoc } } }, async (req, reply) => {
      const found = await receiptByToken(db, req.params.token);
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');
      if (req.headers.accept?.includes('application/json')) {
        // Not the receipt: an error body (its code added in app.ts), or the HTML page below.
        if (!found) return (reply as FastifyReply).status(404).send({ message: m.payout_receipt_not_found() });
        return { data: found };
      }
      return (reply as FastifyReply).status(found ? 200 : 404).type('text/html; charset=utf-8').send(receiptPage(found, ethiopicFontCss(deps.config.webDist)));
    });

    app.get('/donation/:campaignId', { schema: { params: campaignParam, response: { 200: DonationList } }, config: { publicCache: PUBLIC_MAX_AGE_SECONDS } }, async (req) => ({
      data: await listVerifiedDonations(db, req.params.campaignId),
    }));

    const start = async (req: FastifyRequest, reply: FastifyReply, campaignId: string, body: DonationRequest, userId: string | null) => {
      const limit = await hit(db, `donate:ip:${req.ip}`, rateLimit, deps.now());
      if (!limit.allowed) {
        throw tooManyRequests(m.donate_too_many(), limit.retryAfterMs);
      }
      const parsed = DonationRequest.parse(body);
      const data = await createDonation(deps, { ...parsed, campaignId, userId });
      return reply.status(201).send({ status: 'success' as const, data });
    };

    const createSchema = { params: campaignParam, body: DonationRequest, response: { 201: DonationCheckout } };

    app.post('/donation/guest/:campaignId', { schema: createSchema, config: { idempotent: true } }, (req, reply) =>
      start(req, reply, req.params.campaignId, req.body, null),
    );

    app.post(
      '/donation/:campaignId',
      { schema: createSchema, preHandler: requireUser(deps, { verified: true }), config: { idempotent: true } },
      (req, reply) => start(req, reply, req.params.campaignId, req.body, currentUser(req).id),
    );

    /**
     * Where the return URL's page asks how a donation stands. A donation still pending is checked
     * with the provider first (the same confirmation the webhook drives), at most once per
     * PROVIDER_RECHECK_MS; if the provider cannot be reached the page just hears "pending" and
     * asks again later. Anyone may ask, so each address is limited.
     */
    app.get('/donation/verify/:txRef', { schema: { params: TxRefParam, response: { 200: DonationReceipt } } }, async (req, reply) => {
      const limit = await hit(db, verifyKey(req.ip), verifyLimit, deps.now());
      if (!limit.allowed) throw tooManyRequests(m.donate_verify_too_many(), limit.retryAfterMs);
      const data = await checkedReceipt(deps, req.params.txRef);
      reply.header('cache-control', 'no-store');
      return { data };
    });

    /** Chapa's callback_url: a GET (or POST) when the payment settles; we verify rather than believe it. */
    const callback = async (req: FastifyRequest<{ Params: { txRef: string } }>) => {
      const { status } = await checkedReceipt(deps, req.params.txRef);
      return { status };
    };
    const callbackSchema = { params: TxRefParam, response: { 200: DonationCallbackAnswer } };
    app.get('/donation/callback/:txRef', { schema: callbackSchema }, callback);
    app.post('/donation/callback/:txRef', { schema: callbackSchema }, callback);

    // The webhook needs its raw body (the signature is over the exact bytes), so it lives in a
    // scope of its own whose only body parser keeps the bytes.
    await app.register(async (hooks) => {
      hooks.removeAllContentTypeParsers();
      hooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));

      hooks.post('/donation/webhook/chapa', async (req, reply) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const txRef = deps.payments.webhookTxRef?.(raw, req.headers) ?? null;
        if (!txRef) {
          // Chapa sends every event to the account's one webhook URL: payouts' events too.
          const payout = await payoutWebhook(deps, raw, req.headers);
          if (payout) return reply.status(payout.status).send(payout.body);
          return reply.status(401).send({ message: 'Invalid webhook signature' });
        }
        try {
          await confirmDonation(deps, txRef);
        } catch (err) {
          // Not ours (another integration on the same Chapa account): acknowledge, nothing to do.
          if ((err as { statusCode?: number }).statusCode === 404) return { received: true };
          if (err instanceof ProviderError) {
            deps.log.warn({ err }, `Webhook for ${txRef}: Chapa verify failed; Chapa will retry`);
            return reply.status(502).send({ message: 'Could not verify the transaction; please retry' });
          }
          throw err;
        }
        return { received: true };
      });
    });
  };
