import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CampaignChanged, IdParam } from '#contract/campaign';
import { unknownField } from '#contract/create-campaign';
import { FixableAnswer } from '#contract/resubmit';
import type { Deps } from '#server/deps';
import { currentUser, requireUser } from '#server/http/auth';
import { httpError } from '#server/http/errors';
import { readForm } from './create-routes';
import { ownedCampaign } from './ownership';
import { kindOf } from './rejections';
import { fixableCampaign, resubmitCampaign } from './resubmit-service';
import { campaignView } from './views';
import { m } from '#i18n/paraglide/messages.js';

/**
 * Fixing a rejected campaign (issue 44), its organiser only:
 * - GET /campaign/:id/resubmit → every field and file of the wizard as the campaign holds them;
 * - POST /campaign/:id/resubmit → multipart with the creation form's names (or JSON without
 *   files), each only if sent: checked by the wizard's rules, stored, back in the review queue.
 * Registered under the manage routes (their multipart parser and no-store hook).
 */
export const resubmitRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, storage } = deps;
    const signedIn = requireUser(deps, { verified: true });
    const campaignParam = IdParam('id', 'campaign');

    app.get('/campaign/:id/resubmit', { schema: { params: campaignParam, response: { 200: FixableAnswer } }, preHandler: signedIn }, async (req) => {
      const row = await ownedCampaign(db, req.params.id, currentUser(req));
      return { data: await fixableCampaign(db, row) };
    });

    app.post('/campaign/:id/resubmit', { schema: { params: campaignParam, response: { 200: CampaignChanged } }, preHandler: signedIn, config: { idempotent: true } }, async (req) => {
      const user = currentUser(req);
      const row = await ownedCampaign(db, req.params.id, user);
      if (row.status !== 'REJECTED') throw httpError(409, m.al_resubmit_only_rejected());
      const kind = kindOf(row);
      let raw: Record<string, unknown>;
      if (req.isMultipart()) raw = await readForm(req, kind);
      else {
        raw = (req.body ?? {}) as Record<string, unknown>;
        if (typeof raw !== 'object' || Array.isArray(raw)) throw httpError(400, m.srv_err_invalid_request());
        const unknown = unknownField(kind, Object.keys(raw));
        if (unknown) throw httpError(400, m.create_unknown_field({ field: unknown }));
      }
      await resubmitCampaign(deps, row, user.id, raw);
      return { data: (await campaignView(db, storage, row.id))!, message: m.al_resubmitted() };
    });
  };
