import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CampaignChanged, IdParam } from '#contract/campaign';
import { EditDecided, PendingEditList, RejectBody, ReviewList, ReviewListQuery } from '#contract/review';
import { currentUser } from '#server/http/auth';
import { noStore } from '#server/http/cache';
import { requireReviewer } from '#server/http/guards';
import type { Deps } from '#server/deps';
import { decide, pendingCampaigns, type ReviewDeps } from './service';
import { decideEdit, pendingEdits } from './edits';
import { m } from '#i18n/paraglide/messages.js';

/**
 * /api/review/*: the queue of pending campaigns and of pending changes to campaigns with
 * donations, and the approve / reject decisions. Signed out →
 * 401; signed in without role ADMIN → 403 on every route (requireReviewer).
 */
export const reviewRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const d: ReviewDeps = deps;
    // onRequest: who may ask is settled before anything about the request is looked at.
    app.addHook('onRequest', requireReviewer(deps));
    app.addHook('onSend', noStore);

    app.get('/review/campaigns', { schema: { querystring: ReviewListQuery, response: { 200: ReviewList } } }, (req) => pendingCampaigns(d, req.query));

    app.post('/review/campaigns/:id/approve', { schema: { params: IdParam('id', 'campaign'), response: { 200: CampaignChanged } }, config: { idempotent: true } }, async (req) => ({
      data: (await decide(d, currentUser(req).id, req.params.id, { status: 'ACTIVE' }))!,
      message: m.rv_approved(),
    }));

    app.post(
      '/review/campaigns/:id/reject',
      { schema: { params: IdParam('id', 'campaign'), body: RejectBody, response: { 200: CampaignChanged } }, config: { idempotent: true } },
      async (req) => ({
        data: (await decide(
          d,
          currentUser(req).id,
          req.params.id,
          { status: 'REJECTED', reason: req.body.reason },
        ))!,
        message: m.rv_rejected(),
      }),
    );

    // Changes of title, story or pictures of campaigns with donations (issue 40).
    const editParam = IdParam('id', 'edit');
    app.get('/review/edits', { schema: { querystring: ReviewListQuery, response: { 200: PendingEditList } } }, (req) => pendingEdits(d, req.query));

    app.post('/review/edits/:id/approve', { schema: { params: editParam, response: { 200: EditDecided } }, config: { idempotent: true } }, async (req) => ({
      data: await decideEdit(d, currentUser(req).id, req.params.id, { status: 'APPROVED' }),
      message: m.rv_edit_approved(),
    }));

    app.post('/review/edits/:id/reject', { schema: { params: editParam, body: RejectBody, response: { 200: EditDecided } }, config: { idempotent: true } }, async (req) => ({
      data: await decideEdit(d, currentUser(req).id, req.params.id, { status: 'REJECTED', reason: req.body.reason }),
      message: m.rv_edit_rejected(),
    }));
  };
