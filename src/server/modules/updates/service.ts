import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { pageMeta, type PageQuery } from '#contract/page-query';
import type { CampaignUpdate, UpdateList } from '#contract/updates';
import type { FileStorage } from '#server/adapters/storage/storage';
import type { Db } from '#server/db/open';
import { campaigns, campaignUpdates } from '#server/db/schema';
import { httpError } from '#server/http/errors';
import { mediaUrls, renditionKey } from '#server/media/images';
import { assertPublicCampaign } from '../campaigns/service';
import { m } from '#i18n/paraglide/messages.js';

type UpdateRow = typeof campaignUpdates.$inferSelect;

export function toUpdate(storage: FileStorage, r: UpdateRow): CampaignUpdate {
  const image = r.imageKey && r.imageWidths?.length ? mediaUrls(storage, r.imageKey, r.imageWidths) : null;
  const edited = r.updatedAt.getTime() - r.createdAt.getTime() > 1000;
  return {
    id: r.id,
    text: r.text,
    ...(image ? { imageUrl: image.url, ...(image.srcSet ? { imageSrcSet: image.srcSet } : {}) } : {}),
    createdAt: r.createdAt.toISOString(),
    ...(edited ? { editedAt: r.updatedAt.toISOString() } : {}),
  };
}

/** A public campaign's updates, newest first; 404 for a campaign the public may not see. */
export async function listUpdates(db: Db, storage: FileStorage, campaignId: string, q: PageQuery): Promise<UpdateList> {
  await assertPublicCampaign(db, campaignId);
  return pageOfUpdates(db, storage, campaignId, q);
}

/** The same list without the public check, for the organiser's own page. */
export async function pageOfUpdates(db: Db, storage: FileStorage, campaignId: string, q: PageQuery): Promise<UpdateList> {
  const where = eq(campaignUpdates.campaignId, campaignId);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(campaignUpdates).where(where),
    db
      .select()
      .from(campaignUpdates)
      .where(where)
      .orderBy(desc(campaignUpdates.createdAt), desc(campaignUpdates.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
  ]);
  return {
    data: rows.map((r) => toUpdate(storage, r)),
    meta: pageMeta(total, q),
  };
}

export type RenderedImage = { widths: number[]; files: { width: number; bytes: Buffer }[] };

async function storeImage(storage: FileStorage, campaignId: string, image: RenderedImage) {
  const key = `updates/${campaignId}/${randomUUID()}`;
  await Promise.all(image.files.map((f) => storage.put('public', renditionKey(key, f.width), f.bytes)));
  return key;
}

async function removeImage(storage: FileStorage, key: string | null, widths: number[] | null) {
  if (!key || !widths) return;
  await Promise.allSettled(widths.map((w) => storage.remove('public', renditionKey(key, w))));
}

/**
 * The same text posted again on the same campaign this soon is taken for a double tap (issue 40):
 * a client that sends no Idempotency-Key still makes one update and one round of emails.
 */
export const SAME_UPDATE_WINDOW_SECONDS = 60;

/**
 * Posts an update, or answers the same text's update posted within the last minute (`created`
 * false; its image, if any, is not kept). The campaign's row is locked for the look-up, so two at
 * once make one.
 */
export async function createUpdate(
  db: Db,
  storage: FileStorage,
  campaignId: string,
  text: string,
  image: RenderedImage | null,
): Promise<{ row: UpdateRow; created: boolean }> {
  const imageKey = image ? await storeImage(storage, campaignId, image) : null;
  const result = await db.transaction(async (tx) => {
    await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
    const [twin] = await tx
      .select()
      .from(campaignUpdates)
      .where(
        and(
          eq(campaignUpdates.campaignId, campaignId),
          eq(campaignUpdates.text, text),
          gt(campaignUpdates.createdAt, sql`now() - make_interval(secs => ${SAME_UPDATE_WINDOW_SECONDS})`),
        ),
      )
      .orderBy(desc(campaignUpdates.createdAt))
      .limit(1);
    if (twin) return { row: twin, created: false };
    const [row] = await tx
      .insert(campaignUpdates)
      .values({ campaignId, text, imageKey, imageWidths: image?.widths ?? null })
      .returning();
    return { row, created: true };
  });
  if (!result.created) await removeImage(storage, imageKey, image?.widths ?? null);
  return result;
}

async function findUpdate(db: Db, campaignId: string, updateId: string) {
  const [row] = await db
    .select()
    .from(campaignUpdates)
    .where(and(eq(campaignUpdates.id, updateId), eq(campaignUpdates.campaignId, campaignId)));
  if (!row) throw httpError(404, m.al_update_not_found());
  return row;
}

export async function editUpdate(db: Db, storage: FileStorage, campaignId: string, updateId: string, p: { text: string; removeImage?: boolean }) {
  const before = await findUpdate(db, campaignId, updateId);
  const [row] = await db
    .update(campaignUpdates)
    .set({ text: p.text, ...(p.removeImage ? { imageKey: null, imageWidths: null } : {}) })
    .where(eq(campaignUpdates.id, updateId))
    .returning();
  if (p.removeImage) await removeImage(storage, before.imageKey, before.imageWidths);
  return toUpdate(storage, row);
}

export async function deleteUpdate(db: Db, storage: FileStorage, campaignId: string, updateId: string) {
  const before = await findUpdate(db, campaignId, updateId);
  await db.delete(campaignUpdates).where(eq(campaignUpdates.id, updateId));
  await removeImage(storage, before.imageKey, before.imageWidths);
}
