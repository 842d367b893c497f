import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { UUID_RE } from '#contract/campaign';
import type { Role } from '#contract/enums';
import { DOCUMENT_LINK_SECONDS, DocumentLink, isReviewer } from '#contract/review';
import type { Db } from '#server/db/open';
import { campaigns, recipientDocuments } from '#server/db/schema';
import { currentUser, requireUser } from '#server/http/auth';
import { noStore } from '#server/http/cache';
import { httpError } from '#server/http/errors';
import type { Deps } from '#server/deps';
import { m } from '#i18n/paraglide/messages.js';

/**
 * A document link token: `<docId>.<expiry seconds>.<HMAC>` — short enough for a path segment,
 * useless for anything but this one document until it expires.
 */
const linkSignature = (key: Uint8Array, docId: string, exp: number) =>
  createHmac('sha256', key).update(`document-link:${docId}.${exp}`).digest('base64url').slice(0, 32);
const Params = z.object({
  id: z.string().regex(UUID_RE, m.rv_document_not_found()),
  docId: z.string().regex(UUID_RE, m.rv_document_not_found()),
});

type DocumentRow = typeof recipientDocuments.$inferSelect;

/** The document, if this user may read it: its organiser, or a reviewer. Others learn nothing (404). */
async function readableDocument(db: Db, user: { id: string; role: Role }, campaignId: string, docId: string) {
  const [row] = await db
    .select({ doc: recipientDocuments, ownerId: campaigns.userId })
    .from(recipientDocuments)
    .innerJoin(campaigns, eq(campaigns.id, recipientDocuments.campaignId))
    .where(and(eq(recipientDocuments.id, docId), eq(recipientDocuments.campaignId, campaignId)));
  if (!row || (row.ownerId !== user.id && !isReviewer(user.role))) throw httpError(404, m.rv_document_not_found());
  return row.doc;
}

/**
 * Private documents, never at a public URL:
 * - GET /api/campaign/:id/documents/:docId (bearer) → the bytes;
 * - GET /api/campaign/:id/documents/:docId/link (bearer) → {url, expiresAt}: the store's own signed
 *   URL where it has one (S3), else /api/documents/<5-minute token> served here — for opening in a tab.
 */
export const documentRoutes =
  ({ db, storage }: Deps, auth: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = requireUser(auth);

    const send = async (reply: import('fastify').FastifyReply, doc: DocumentRow) => {
      const inline = doc.mimeType !== 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      const ascii = doc.originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('content-type', doc.mimeType)
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.originalName)}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(await storage.read('private', doc.storageKey));
    };

    app.get('/campaign/:id/documents/:docId', { schema: { params: Params }, preHandler: signedIn }, async (req, reply) => {
      const doc = await readableDocument(db, currentUser(req), req.params.id, req.params.docId);
      return send(reply, doc);
    });

    app.get('/campaign/:id/documents/:docId/link', { schema: { params: Params, response: { 200: DocumentLink } }, preHandler: signedIn, onSend: noStore }, async (req) => {
      const doc = await readableDocument(db, currentUser(req), req.params.id, req.params.docId);
      const expiresAt = new Date(auth.now().getTime() + DOCUMENT_LINK_SECONDS * 1000);
      if (storage.signedUrl) {
        return { url: await storage.signedUrl('private', doc.storageKey, DOCUMENT_LINK_SECONDS), expiresAt: expiresAt.toISOString() };
      }
      const exp = Math.floor(expiresAt.getTime() / 1000);
      const token = `${doc.id}.${exp}.${linkSignature(auth.keys.jwt, doc.id, exp)}`;
      return { url: `/api/documents/${token}`, expiresAt: expiresAt.toISOString() };
    });

    app.get(
      '/documents/:token',
      { schema: { params: z.object({ token: z.string().max(100) }) } },
      async (req, reply) => {
        const [docId = '', expText = '', signature = ''] = req.params.token.split('.');
        const exp = Number(expText);
        const expected = Buffer.from(linkSignature(auth.keys.jwt, docId, exp));
        const given = Buffer.from(signature);
        if (!/^\d{1,12}$/.test(expText) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
          throw httpError(404, m.rv_document_not_found());
        }
        if (exp * 1000 < auth.now().getTime()) throw httpError(410, m.rv_link_expired());
        if (!UUID_RE.test(docId)) throw httpError(404, m.rv_document_not_found());
        const [doc] = await db.select().from(recipientDocuments).where(eq(recipientDocuments.id, docId));
        if (!doc) throw httpError(404, m.rv_document_not_found());
        return send(reply, doc);
      },
    );
  };
