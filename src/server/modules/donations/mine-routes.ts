import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam } from '#contract/campaign';
import { DonationCheckout } from '#contract/donation';
import { currentUser, requireUser } from '#server/http/auth';
import { noStore } from '#server/http/cache';
import type { Deps } from '#server/deps';
import { DONATION_ENDPOINTS } from '#contract/donation-paths';
import { finishDonation, removeDonation } from './mine';

/** The donor's own donations (issue 43): finish an unfinished payment, or remove it from the history. */
export const myDonationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const params = IdParam('id', 'donation');
    app.addHook('onSend', noStore);

    app.post(
      DONATION_ENDPOINTS.finish(':id'),
      { schema: { params, response: { 200: DonationCheckout } }, preHandler: requireUser(deps), config: { idempotent: true } },
      async (req) => ({ status: 'success' as const, data: await finishDonation(deps, currentUser(req).id, req.params.id) }),
    );

    app.delete(DONATION_ENDPOINTS.mine(':id'), { schema: { params }, preHandler: requireUser(deps), config: { idempotent: true } }, async (req, reply) => {
      await removeDonation(deps, currentUser(req).id, req.params.id);
      return reply.status(204).send();
    });
  };
