import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam } from '#contract/campaign';
import { TEAM_FIELDS, TEAM_PHOTO_FIELD, TeamAnswer, TeamCreate, TeamCreated, TeamList, TeamParams } from '#contract/teams';
import { firstMessage } from '#contract/zod-helpers';
import type { Deps } from '#server/deps';
import { currentUser, requireUser } from '#server/http/auth';
import { PUBLIC_MAX_AGE_SECONDS } from '#server/http/cache';
import { httpError } from '#server/http/errors';
import { readSmallForm } from '#server/media/upload-image';
import { m } from '#i18n/paraglide/messages.js';
import { renderTeamPhoto } from './photo';
import { createTeam, listTeams, readTeam, removeTeam } from './service';

/**
 * /api/campaign/{id}/teams (issue 44): the leaderboard and a team page, public; starting one
 * (signed in, verified: JSON, or a multipart form with the same fields and an optional `photo`);
 * removing one (the organiser, its creator or a reviewer).
 */
export const teamRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, storage } = deps;
    if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
    const campaignParam = IdParam('id', 'campaign');

    app.get(
      '/campaign/:id/teams',
      { schema: { params: campaignParam, response: { 200: TeamList } }, config: { publicCache: PUBLIC_MAX_AGE_SECONDS } },
      async (req) => ({ data: await listTeams(db, storage, req.params.id) }),
    );

    app.get(
      '/campaign/:id/teams/:slug',
      { schema: { params: TeamParams, response: { 200: TeamAnswer } }, config: { publicCache: PUBLIC_MAX_AGE_SECONDS } },
      async (req) => ({ data: await readTeam(db, storage, req.params.id, req.params.slug) }),
    );

    app.post(
      '/campaign/:id/teams',
      {
        schema: { params: campaignParam, response: { 201: TeamCreated } },
        preHandler: requireUser(deps, { verified: true }),
        config: { idempotent: true },
      },
      async (req, reply) => {
        let body: unknown = req.body;
        let photo: Buffer | undefined;
        if (req.isMultipart()) {
          const form = await readSmallForm(req, { fields: TEAM_FIELDS, files: [TEAM_PHOTO_FIELD], maxImages: 1 });
          body = form.fields;
          photo = form.images[TEAM_PHOTO_FIELD]?.[0];
        }
        const parsed = TeamCreate.safeParse(body ?? {});
        if (!parsed.success) {
          const field = parsed.error.issues[0]?.path.join('.') || undefined;
          throw httpError(400, firstMessage(parsed) ?? m.srv_err_invalid_request(), { code: 'VALIDATION_FAILED', field });
        }
        const rendered = photo ? await renderTeamPhoto(photo) : null;
        const team = await createTeam(deps, req.params.id, currentUser(req), { ...parsed.data, photo: rendered });
        return reply.status(201).send({ data: team, message: m.team_created() });
      },
    );

    app.delete(
      '/campaign/:id/teams/:slug',
      { schema: { params: TeamParams }, preHandler: requireUser(deps), config: { idempotent: true } },
      async (req, reply) => {
        await removeTeam(deps, req.params.id, req.params.slug, currentUser(req));
        return reply.status(204).send();
      },
    );
  };
