// Campaigns' link-preview images (Open Graph's recommended 1200×630), made from a public image on
// first request with sharp and kept in storage.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { UUID_RE, type Campaign } from '#contract/campaign';
import { campaignMedia, campaigns } from '../db/schema';
import type { Deps } from '../deps';
import { decodeImage, renditionKey } from '../media/images';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const previewKey = (mediaId: string) => `previews/${mediaId}-${PREVIEW_WIDTH}x${PREVIEW_HEIGHT}.jpg`;

/** Absolute URL of a campaign's link-preview image (its cover's, else its first image's), when it has one. */
export function previewImageUrl(origin: string, c: Campaign): string | undefined {
  const cover = c.campaignMedia.find((m) => m.imageType === 'COVER_IMAGE') ?? c.campaignMedia[0];
  return cover ? `${origin}/og/${cover.id}.jpg` : undefined;
}

export function registerPreviewImages(app: FastifyInstance, { db, storage }: Pick<Deps, 'db' | 'storage'>) {
  // Its URL names the (immutable) image.
  app.get<{ Params: { file: string } }>('/og/:file', async (req, reply) => {
    const id = req.params.file.replace(/\.jpg$/, '');
    if (!req.params.file.endsWith('.jpg') || !UUID_RE.test(id)) return reply.status(404).send({ message: 'Not found' });
    const key = previewKey(id);
    // Asked every time, even when the preview is already made: a campaign suspended (or an image
    // replaced) since then must stop showing in link previews.
    const [media] = await db
      .select({ storageKey: campaignMedia.storageKey, widths: campaignMedia.widths })
      .from(campaignMedia)
      .innerJoin(campaigns, eq(campaigns.id, campaignMedia.campaignId))
      .where(and(eq(campaignMedia.id, id), inArray(campaigns.status, ['ACTIVE', 'COMPLETED'])));
    if (!media || media.widths.length === 0) return reply.status(404).send({ message: 'Not found' });
    let bytes: Buffer;
    if (await storage.has('public', key)) {
      bytes = await storage.read('public', key);
    } else {
      const source = await storage.read('public', renditionKey(media.storageKey, Math.max(...media.widths)));
      bytes = await decodeImage(source)
        .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover', position: 'attention' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer();
      await storage.put('public', key, bytes);
    }
    // Not immutable: a suspension must be able to take the preview down.
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=3600').send(bytes);
  });
}
