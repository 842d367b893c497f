import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CampaignEdited, CampaignPatch, ManageAnswer } from '#contract/manage';
import { CampaignChanged, IdParam } from '#contract/campaign';
import { MAX_OTHER_IMAGES } from '#contract/create-campaign';
import type { Deps } from '#server/deps';
import { currentUser, requireUser } from '#server/http/auth';
import { noStore } from '#server/http/cache';
import { httpError } from '#server/http/errors';
import { readSmallForm, renderUpload } from '#server/media/upload-image';
import { campaignView } from './views';
import { editActive, manageView, type NewImages } from './manage-service';
import { resubmitRoutes } from './resubmit-routes';
import { ownedCampaign } from './ownership';
import { m } from '#i18n/paraglide/messages.js';

const PATCH_FIELDS = ['title', 'description', 'goalAmount', 'deadline'] as const;

/** JSON, or multipart with the same fields plus coverImage / otherImages. */
async function readPatch(req: FastifyRequest): Promise<{ patch: CampaignPatch; images: NewImages }> {
  let body: unknown = req.body ?? {};
  const images: NewImages = {};
  if (req.isMultipart()) {
    const form = await readSmallForm(req, { fields: PATCH_FIELDS, files: ['coverImage', 'otherImages'], maxImages: 1 + MAX_OTHER_IMAGES });
    body = form.fields;
    if ((form.images.coverImage?.length ?? 0) > 1) throw httpError(400, m.srv_err_cover_once());
    if ((form.images.otherImages?.length ?? 0) > MAX_OTHER_IMAGES) throw httpError(400, m.al_nothing_to_change());
    if (form.images.coverImage) images.cover = await renderUpload(form.images.coverImage[0]);
    if (form.images.otherImages) images.others = await Promise.all(form.images.otherImages.map(renderUpload));
  }
  const parsed = CampaignPatch.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.code === 'unrecognized_keys' ? m.create_unknown_field({ field: issue.keys[0] }) : (issue?.message ?? m.srv_err_invalid_request());
    throw httpError(400, message);
  }
  return { patch: parsed.data, images };
}

/** The organiser's page (GET …/manage), editing a live campaign and resubmitting a rejected one (resubmit-routes.ts). */
export const manageRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, storage } = deps;
    if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
    const signedIn = requireUser(deps, { verified: true });
    const campaignParam = IdParam('id', 'campaign');
    app.addHook('onSend', noStore);

    app.get('/campaign/:id/manage', { schema: { params: campaignParam, response: { 200: ManageAnswer } }, preHandler: signedIn }, async (req) => {
      const row = await ownedCampaign(db, req.params.id, currentUser(req), { reviewers: true });
      return { data: await manageView(db, storage, row) };
    });

    app.patch('/campaign/:id', { schema: { params: campaignParam, response: { 200: CampaignEdited } }, preHandler: signedIn, config: { idempotent: true } }, async (req) => {
      const user = currentUser(req);
      const row = await ownedCampaign(db, req.params.id, user);
      if (row.status !== 'ACTIVE') throw httpError(409, m.al_edit_only_active());
      const { patch, images } = await readPatch(req);
      const { changes, pending, waits } = await editActive(db, storage, row, user.id, patch as never, images, deps.now());
      return {
        data: (await campaignView(db, storage, row.id))!,
        changes,
        pendingEdit: pending,
        message: waits ? m.al_edit_awaits_review() : m.al_edited(),
      };
    });

    // Resubmitting a rejected campaign, with every field the wizard asked fixable (issue 44).
    await app.register(resubmitRoutes(deps));
  };
