import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam } from '#contract/campaign';
import { ContactBody, ContactSent, DonorsToThank, ThankAllSent, ThankSent, ThanksBody } from '#contract/relay';
import type { Deps } from '#server/deps';
import { bearerToken, currentUser, requireUser } from '#server/http/auth';
import { noStore } from '#server/http/cache';
import { m } from '#i18n/paraglide/messages.js';
import { fileContact } from './contact';
import { donorsToThank, thankAll, thankOne } from './thanks';

/**
 * Messages Birr passes on without showing an address (issue 42 item 6, issue 44): anyone to a
 * campaign's organiser, and the organiser's thank-yous to donors. Sent by the `relay-messages` job.
 */
export const relayRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = requireUser(deps);
    const organiser = requireUser(deps, { verified: true });
    // A token, if sent, must be good: a stale one gets the 401 that makes the app refresh it.
    const signedInIfToken = async function (this: unknown, req: FastifyRequest, reply: FastifyReply) {
      if (bearerToken(req)) await signedIn.call(app, req, reply);
    };
    const campaignParam = IdParam('id', 'campaign');
    app.addHook('onSend', noStore);

    app.post(
      '/campaign/:id/contact',
      { schema: { params: campaignParam, body: ContactBody, response: { 201: ContactSent } }, preHandler: signedInIfToken, config: { idempotent: true } },
      async (req, reply) => {
        const { name, email, phoneNumber, message } = req.body;
        const row = await fileContact(deps, req.params.id.toLowerCase(), {
          name,
          message,
          replyTo: (email ?? phoneNumber)!,
          senderId: req.user?.id ?? null,
          locale: req.locale,
          client: req.user ? `user:${req.user.id}` : `ip:${req.ip}`,
        });
        return reply.status(201).send({ data: { id: row.id, createdAt: row.createdAt.toISOString() }, message: m.relay_contact_sent() });
      },
    );

    app.get('/campaign/:id/thanks', { schema: { params: campaignParam, response: { 200: DonorsToThank } }, preHandler: organiser }, async (req) => ({
      data: await donorsToThank(deps.db, req.params.id.toLowerCase(), currentUser(req)),
    }));

    app.post(
      '/campaign/:id/thanks',
      { schema: { params: campaignParam, body: ThanksBody, response: { 202: ThankAllSent } }, preHandler: organiser, config: { idempotent: true } },
      async (req, reply) => reply.status(202).send(await thankAll(deps, req.params.id.toLowerCase(), currentUser(req), req.body.message)),
    );

    app.post(
      '/campaign/:id/donations/:donationId/thanks',
      {
        schema: { params: campaignParam.extend(IdParam('donationId', 'donation').shape), body: ThanksBody, response: { 201: ThankSent } },
        preHandler: organiser,
        config: { idempotent: true },
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(await thankOne(deps, req.params.id.toLowerCase(), req.params.donationId.toLowerCase(), currentUser(req), req.body.message, req.locale)),
    );
  };
