import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CREATE_ENDPOINTS,
  createCampaignSchema,
  fieldsFor,
  FILE_FIELDS,
  MAX_OTHER_IMAGES,
  MAX_SUPPORTING_DOCUMENTS,
  MULTI_FILE_FIELDS,
  type FileField,
} from '#contract/create-campaign';
import { CampaignDetail } from '#contract/campaign';
import { firstMessage } from '#contract/zod-helpers';
import { MAX_FILE_BYTES } from '#contract/files';
import { todayInEthiopia } from '#contract/dates';
import { CAMPAIGN_KINDS, type CampaignKind } from '#contract/enums';
import { currentUser, requireUser } from '#server/http/auth';
import { fieldError, httpError, tooManyRequests } from '#server/http/errors';
import { idempotencyKeyOf } from '#server/http/idempotency-key';
import { hit, minutesLeft } from '#server/http/rate-limit';
import { sniff } from '#server/media/sniff';
import type { Deps } from '#server/deps';
import { checkPayoutAccount } from '#server/modules/banks';
import { createCampaign, findByIdempotencyKey, type UploadedFile } from './create-service';
import { campaignView } from './views';
import { documentRoutes } from './create-documents';
import { m } from '#i18n/paraglide/messages.js';

/** Ours: submissions (valid or not; replays of an earlier one are not counted) per user per hour. */
export const CREATE_RATE = { limit: 20, windowMs: 60 * 60_000 };
const MAX_TEXT_BYTES = 64 * 1024;
/** Busboy's limits for these forms (also passed per request, whoever registered the parser). */
const UPLOAD_LIMITS = {
  fileSize: MAX_FILE_BYTES,
  files: 1 + 1 + 1 + MAX_SUPPORTING_DOCUMENTS + 1 + MAX_OTHER_IMAGES + 2,
  fields: 40,
  fieldSize: MAX_TEXT_BYTES,
  parts: 60,
};

const COUNT_LIMIT: Partial<Record<FileField, [number, () => string]>> = {
  otherImages: [MAX_OTHER_IMAGES, () => m.create_too_many_images()],
  supportingDocuments: [MAX_SUPPORTING_DOCUMENTS, () => m.create_too_many_documents()],
};
const isFileField = (name: string): name is FileField => (FILE_FIELDS as readonly string[]).includes(name);
const isMulti = (name: FileField) => (MULTI_FILE_FIELDS as readonly string[]).includes(name);

/**
 * POST /api/campaign/business, /campaign/charity/organization, /campaign/charity/personal:
 * multipart forms from signed-in, verified users; answers 201 {data: campaign} (PENDING).
 */
export const createCampaignRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    const auth = deps;
    if (!app.hasContentTypeParser('multipart/form-data')) {
      await app.register(multipart, { limits: UPLOAD_LIMITS });
    }
    const now = () => auth.now();

    for (const kind of CAMPAIGN_KINDS) {
      app.post(CREATE_ENDPOINTS[kind], { schema: { response: { 201: CampaignDetail } }, preHandler: requireUser(auth, { verified: true }) }, async (req, reply) => {
        const user = currentUser(req);
        const key = idempotencyKeyOf(req);
        if (key) {
          const earlier = await findByIdempotencyKey(deps.db, user.id, key);
          if (earlier) return answer(reply, earlier.id, true);
        }
        const limit = await hit(deps.db, `create-campaign:${user.id}`, CREATE_RATE, now());
        if (!limit.allowed) throw tooManyRequests(m.create_too_many_creations({ minutes: String(minutesLeft(limit)) }), limit.retryAfterMs);
        if (!req.isMultipart()) throw httpError(415, m.create_multipart_required());

        const raw = await readForm(req, kind);
        const parsed = createCampaignSchema<UploadedFile>(kind, { today: todayInEthiopia(now()) }).safeParse(raw);
        if (!parsed.success) {
          const field = parsed.error.issues[0]?.path[0];
          throw typeof field === 'string' ? fieldError(field, firstMessage(parsed)!) : httpError(400, firstMessage(parsed)!, { code: 'VALIDATION_FAILED' });
        }
        // The bank (or wallet) must be one payouts can go to now, the number that bank's length (issue 44).
        parsed.data.accountNumber = await checkPayoutAccount(deps, parsed.data.bankName, parsed.data.accountNumber);

        const { campaign, replayed } = await createCampaign(
          deps,
          user.id,
          kind,
          parsed.data,
          key,
        );
        return answer(reply, campaign.id, replayed);
      });
    }

    async function answer(reply: FastifyReply, id: string, replayed: boolean) {
      const data = await campaignView(deps.db, deps.storage, id);
      // A replay answers exactly as the first submission did, marked for whoever is curious.
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({ data });
    }

    await app.register(documentRoutes(deps, auth));
  };

/**
 * Reads the multipart form: text fields as strings, files as bytes with the kind their content
 * shows. Unknown fields, a file where text belongs (or the reverse), too many files for a field
 * and files over 5 MB stop the reading with their message.
 */
export async function readForm(req: FastifyRequest, kind: CampaignKind): Promise<Record<string, unknown>> {
  const known = new Set<string>(fieldsFor(kind));
  const values: Record<string, unknown> = {};
  const counts: Partial<Record<FileField, number>> = {};
  for await (const part of req.parts({ limits: UPLOAD_LIMITS })) {
    const name = part.fieldname;
    if (!known.has(name)) throw httpError(400, m.create_unknown_field({ field: name }));
    if (part.type === 'field') {
      const text = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      if (isFileField(name)) {
        // An empty value is how some forms say "no file".
        if (text === '') continue;
        throw httpError(400, m.create_not_a_file({ field: name }));
      }
      if (name in values) throw httpError(400, m.create_sent_twice({ field: name }));
      values[name] = text;
      continue;
    }
    if (!isFileField(name)) {
      await part.toBuffer().catch(() => undefined);
      throw httpError(400, m.create_not_text({ field: name }));
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(413, name === 'otherImages' ? m.create_each_image_size() : m.create_file_size());
      throw err;
    }
    // An empty file input sends a nameless, empty part: no file chosen.
    if (bytes.length === 0 && !part.filename) continue;
    const file: UploadedFile = { name: part.filename || name, size: bytes.length, type: part.mimetype, kind: sniff(bytes), bytes };
    const n = (counts[name] = (counts[name] ?? 0) + 1);
    if (isMulti(name)) {
      const [max, message] = COUNT_LIMIT[name]!;
      if (n > max) throw httpError(400, message());
      ((values[name] ??= []) as UploadedFile[]).push(file);
    } else {
      if (n > 1) throw httpError(400, m.create_one_file_only({ label: name }));
      values[name] = file;
    }
  }
  return values;
}
