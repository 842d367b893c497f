import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TxRefParam } from '#contract/donation';
import { SANDBOX_CHECKOUT_PATH, type SandboxPayments } from '#server/adapters/payments/sandbox';
import { ethiopicFontCss } from '#server/http/ethiopic-font';
import { checkoutPage, missingPage } from './checkout-page';
import { checkoutView, confirmDonation, thankYouUrl, type DonationContext } from './service';

/**
 * The sandbox provider's hosted checkout, served by our own server: plain HTML forms (no
 * script), Pay or Cancel. Either choice is recorded in the sandbox's ledger and then goes
 * through confirmDonation — the same verify-then-settle path as Chapa's webhook — before the
 * donor is sent to the return URL, as a real provider would.
 */
export const sandboxRoutes =
  (deps: DonationContext & { payments: SandboxPayments }): FastifyPluginAsyncZod =>
  async (app) => {
    // Browsers post these forms url-encoded; the outcome is in the path, so the body is not needed.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
      done(null, {}),
    );

    app.get(`${SANDBOX_CHECKOUT_PATH}/:txRef`, { schema: { params: TxRefParam } }, async (req, reply) => {
      const view = await checkoutView(deps.db, req.params.txRef);
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8');
      if (!view || view.provider !== 'sandbox') return reply.status(404).send(missingPage(ethiopicFontCss(deps.config.webDist)));
      return checkoutPage(view, thankYouUrl(deps.config.publicUrl, view.txRef), ethiopicFontCss(deps.config.webDist));
    });

    for (const [action, outcome] of [
      ['pay', 'success'],
      ['cancel', 'failed'],
    ] as const) {
      app.post(`${SANDBOX_CHECKOUT_PATH}/:txRef/${action}`, { schema: { params: TxRefParam } }, async (req, reply) => {
        const view = await checkoutView(deps.db, req.params.txRef);
        if (!view || view.provider !== 'sandbox') {
          return reply.status(404).type('text/html; charset=utf-8').send(missingPage(ethiopicFontCss(deps.config.webDist)));
        }
        await deps.payments.decide(view.txRef, outcome);
        await confirmDonation(deps, view.txRef);
        return reply.redirect(thankYouUrl(deps.config.publicUrl, view.txRef), 303);
      });
    }
  };
