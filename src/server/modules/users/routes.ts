import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponse } from '#contract/auth';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE } from '#i18n/locale';
import {
  LocaleAnswer,
  LocaleBody,
  MeResponse,
  PasswordChangeBody,
  PROFILE_FIELDS,
  PROFILE_IMAGE_MAX_BYTES,
  ProfileUpdateBody,
  refusedFieldMessage,
} from '#contract/user';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema';
import type { FileStorage } from '#server/adapters/storage/storage';
import { bearerToken, currentUser, requireUser } from '#server/http/auth';
import { noStore } from '#server/http/cache';
import { httpError, tooManyRequests } from '#server/http/errors';
import { hit, minutesLeft } from '#server/http/rate-limit';
import type { Deps } from '#server/deps';
import { verifyAccess } from '../auth/tokens';
import { accountDataRoutes } from './account-data-routes';
import { changePassword } from './password';
import { storeProfilePicture } from './picture';
import { getMe, saveProfile } from './service';
import { m } from '#i18n/paraglide/messages.js';

const PICTURE_UPLOADS = { limit: 20, windowMs: 15 * 60_000 };
const PICTURE_FIELD = 'profileImg';

/** The multipart form's text fields and its one picture (profileImg), within the upload limits. */
async function readProfileForm(req: FastifyRequest) {
  const fields: Record<string, string> = {};
  let picture: Buffer | undefined;
  try {
    const parts = req.parts({ limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== PICTURE_FIELD) throw httpError(400, refusedFieldMessage(part.fieldname));
      const bytes = await part.toBuffer();
      // A form whose file input was left empty sends a nameless, empty part: no new picture.
      if (bytes.length > 0 || part.filename) picture = bytes;
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(413, m.create_file_size());
    if (code === 'FST_FILES_LIMIT') throw httpError(400, m.profile_image_one());
    throw err;
  }
  return { fields, picture };
}

export const userRoutes =
  (ctx: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { storage } = ctx;
    // Another area may have registered it for the whole API already; limits are set per request.
    if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

    const signedIn = requireUser(ctx);
    await app.register(accountDataRoutes(ctx));

    app.get('/user/me', { preHandler: signedIn, onSend: noStore, schema: { response: { 200: MeResponse } } }, async (req) => {
      return { data: await getMe(ctx.db, currentUser(req)) };
    });

    // Multipart as the spec's client sends it (only the changed fields, plus profileImg), or JSON.
    app.patch('/user', { preHandler: signedIn, onSend: noStore, schema: { response: { 200: MeResponse } } }, async (req) => {
      const user = currentUser(req);
      const { fields, picture } = req.isMultipart()
        ? await readProfileForm(req)
        : { fields: (req.body ?? {}) as Record<string, unknown>, picture: undefined };
      if (typeof fields !== 'object' || Array.isArray(fields)) throw httpError(400, m.srv_err_profile_form());
      const refused = Object.keys(fields).find((k) => !(PROFILE_FIELDS as readonly string[]).includes(k));
      if (refused) throw httpError(400, refusedFieldMessage(refused));
      const parsed = ProfileUpdateBody.safeParse(fields);
      if (!parsed.success) throw httpError(400, parsed.error.issues[0]?.message ?? m.srv_err_profile_invalid(), { code: 'VALIDATION_FAILED' });

      let stored: { key: string; url: string } | undefined;
      if (picture) {
        const uploads = await hit(ctx.db, `profile-picture:${user.id}`, PICTURE_UPLOADS, ctx.now());
        if (!uploads.allowed) throw tooManyRequests(m.srv_err_too_many_pictures({ minutes: minutesLeft(uploads) }), uploads.retryAfterMs);
        stored = await storeProfilePicture(storage, user.id, picture);
      }
      let updated;
      try {
        updated = await saveProfile(ctx.db, user.id, {
          ...parsed.data,
          ...(stored ? { profilePicture: stored.url, profilePictureKey: stored.key } : {}),
        });
      } catch (err) {
        if (stored) await storage.remove('public', stored.key).catch(() => undefined);
        throw err;
      }
      if (stored && user.profilePictureKey && user.profilePictureKey !== stored.key) {
        await storage.remove('public', user.profilePictureKey).catch((err) => ctx.log.warn({ err }, 'old profile picture not removed'));
      }
      return { data: await getMe(ctx.db, updated) };
    });

    // The language switch, for a signed-in person: their emails and texts follow it, and so does
    // every device they sign in on (the answer also sets this device's lang cookie).
    app.put('/user/locale', { preHandler: signedIn, onSend: noStore, schema: { body: LocaleBody, response: { 200: LocaleAnswer } } }, async (req, reply) => {
      const { locale } = req.body;
      await ctx.db.update(users).set({ locale }).where(eq(users.id, currentUser(req).id));
      reply.header('set-cookie', `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax`);
      return { locale };
    });

    app.patch(
      '/user/password',
      { preHandler: signedIn, schema: { body: PasswordChangeBody, response: { 200: MessageResponse } } },
      async (req) => {
        // requireUser has checked this token; its session id is the one session that stays open.
        const { sid } = await verifyAccess(ctx, bearerToken(req)!);
        return changePassword(ctx, currentUser(req), sid, {
          oldPassword: req.body.oldPassword!,
          newPassword: req.body.newPassword!,
        });
      },
    );
  };
