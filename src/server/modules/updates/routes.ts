import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageQuery } from '#contract/page-query';
import { UpdateAnswer, UpdateBody, UpdateList, UpdatePatch, UpdatePosted } from '#contract/updates';
import { IdParam, UUID_RE } from '#contract/campaign';
import type { Deps } from '#server/deps';
import { m } from '#i18n/paraglide/messages.js';
import { withLang } from '#server/i18n/recipient';
import { ethiopicFontCss } from '#server/http/ethiopic-font';
import { currentUser, requireUser } from '#server/http/auth';
import { httpError, tooManyRequests } from '#server/http/errors';
import { hit } from '#server/http/rate-limit';
import { readSmallForm, renderUpload } from '#server/media/upload-image';
import { ownedCampaign } from '../campaigns/ownership';
import { createUpdate, deleteUpdate, editUpdate, listUpdates, toUpdate } from './service';
import { unsubscribe, validUnsubscribeToken } from './notify';
import { enqueueUpdate } from '../notifications/events';
import { followerCount } from '../follows/service';
import { unsubscribeConfirmPage, unsubscribeDonePage, unsubscribeInvalidPage } from './unsubscribe-page';

/** Updates per campaign per day: each one emails every donor. */
export const UPDATES_RATE = { limit: 10, windowMs: 24 * 3_600_000 };

const UpdateParams = z.object({
  id: z.string().regex(UUID_RE, { error: () => m.srv_err_invalid_campaign_id() }),
  updateId: z.string().regex(UUID_RE, { error: () => m.srv_err_invalid_update_id() }),
});
const UnsubscribeQuery = z.object({
  email: z.string().max(254).optional(),
  token: z.string().max(100).optional(),
});

/** /api/campaign/{id}/updates and the donors' unsubscribe link (issue 26). */
export const updateRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, storage } = deps;
    if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
    // The unsubscribe page's form posts no fields of its own (all is in its address).
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));
    const signedIn = requireUser(deps, { verified: true });
    const fonts = () => ethiopicFontCss(deps.config.webDist);
    const campaignParam = IdParam('id', 'campaign');

    app.get('/campaign/:id/updates', { schema: { params: campaignParam, querystring: PageQuery, response: { 200: UpdateList } } }, (req) =>
      listUpdates(db, storage, req.params.id, req.query),
    );

    app.post('/campaign/:id/updates', { schema: { params: campaignParam, response: { 201: UpdatePosted } }, preHandler: signedIn, config: { idempotent: true } }, async (req, reply) => {
      const campaign = await ownedCampaign(db, req.params.id, currentUser(req));
      if (campaign.status !== 'ACTIVE' && campaign.status !== 'COMPLETED') throw httpError(409, m.al_updates_closed());
      let body: unknown = req.body;
      let image: Buffer | undefined;
      if (req.isMultipart()) {
        const form = await readSmallForm(req, { fields: ['text'], files: ['image'], maxImages: 1 });
        body = form.fields;
        image = form.images.image?.[0];
      }
      const parsed = UpdateBody.safeParse(body ?? {});
      if (!parsed.success) throw httpError(400, parsed.error.issues[0]?.message ?? m.al_update_text_required(), { code: 'VALIDATION_FAILED' });
      const rendered = image ? await renderUpload(image) : null;
      const limit = await hit(db, `campaign-updates:${campaign.id}`, UPDATES_RATE, deps.now());
      if (!limit.allowed) throw tooManyRequests(m.al_too_many_updates(), limit.retryAfterMs);

      const { row, created } = await createUpdate(db, storage, campaign.id, parsed.data.text, rendered);
      // The same text again within a minute is the update already posted (and already queued).
      if (!created) return reply.status(201).send({ data: toUpdate(storage, row), message: m.al_update_posted(), emailed: 0 });
      // Followers hear of it from the job queue (issue 45): the request only queues it.
      await enqueueUpdate(db, campaign.id, row.id, deps.now());
      return reply.status(201).send({ data: toUpdate(storage, row), message: m.al_update_posted(), emailed: await followerCount(db, campaign.id) });
    });

    app.patch('/campaign/:id/updates/:updateId', { schema: { params: UpdateParams, body: UpdatePatch, response: { 200: UpdateAnswer } }, preHandler: signedIn, config: { idempotent: true } }, async (req) => {
      const campaign = await ownedCampaign(db, req.params.id, currentUser(req));
      return { data: await editUpdate(db, storage, campaign.id, req.params.updateId, req.body) };
    });

    app.delete('/campaign/:id/updates/:updateId', { schema: { params: UpdateParams }, preHandler: signedIn, config: { idempotent: true } }, async (req, reply) => {
      const campaign = await ownedCampaign(db, req.params.id, currentUser(req));
      await deleteUpdate(db, storage, campaign.id, req.params.updateId);
      return reply.status(204).send();
    });

    // The link in every update email: a page with one button (mail scanners that open links do
    // not unsubscribe anyone), then the POST that records it. No sign-in: the token is the proof.
    const checked = (id: string, q: z.infer<typeof UnsubscribeQuery>) =>
      q.email && q.token && validUnsubscribeToken(deps.keys.codes, id, q.email, q.token) ? q.email : null;

    app.get('/campaign/:id/unsubscribe', { schema: { params: campaignParam, querystring: UnsubscribeQuery } }, async (req, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const email = checked(req.params.id, req.query);
      if (!email) return reply.status(400).send(unsubscribeInvalidPage(fonts()));
      // The answer after the button keeps this page's language.
      const action = withLang(`/api/campaign/${req.params.id}/unsubscribe?email=${encodeURIComponent(email)}&token=${encodeURIComponent(req.query.token!)}`, req.locale);
      return unsubscribeConfirmPage(email, action, fonts());
    });

    app.post('/campaign/:id/unsubscribe', { schema: { params: campaignParam, querystring: UnsubscribeQuery } }, async (req, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const email = checked(req.params.id, req.query);
      if (!email) return reply.status(400).send(unsubscribeInvalidPage(fonts()));
      await unsubscribe(db, req.params.id, email);
      return unsubscribeDonePage(email, req.params.id, fonts());
    });
  };
