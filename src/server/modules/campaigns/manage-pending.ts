import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { EditImage, EditSide, OwnPendingEdit, ProposedEdit } from '#contract/manage';
import type { FileStorage } from '#server/adapters/storage/storage';
import type { Db } from '#server/db/open';
import { campaignEdits, campaignMedia, campaigns, donations } from '#server/db/schema';
import { mediaUrls, renditionKey } from '#server/media/images';
import type { RenderedImage } from '../updates/service';
import type { CampaignRow } from './ownership';
import { audit } from '../audit/audit';

// Once a campaign has a verified donation, what it says its cause is (title,
// story, cover and other pictures) changes only when a reviewer approves. Until then the change
// waits in the campaign's one PENDING campaign_edits row; the public keeps the approved version.

export type NewImages = { cover?: RenderedImage; others?: RenderedImage[] };
type MediaRow = typeof campaignMedia.$inferInsert;
/** A media row to insert on approval (its renditions are already in storage). */
type PendingMedia = { id: string; imageType: 'COVER_IMAGE' | 'SUPPORTING_IMAGE'; storageKey: string; widths: number[]; position: number };
/** campaign_edits.pending of a PENDING edit. */
export type PendingChange = { title?: string; description?: string; cover?: PendingMedia; others?: PendingMedia[] };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Renders' files into public storage under new keys; the rows are returned, not inserted. */
export async function writeImages(storage: FileStorage, campaignId: string, images: NewImages): Promise<PendingMedia[]> {
  const rows: PendingMedia[] = [];
  const put = async (imageType: PendingMedia['imageType'], r: RenderedImage, position: number) => {
    const storageKey = `campaigns/${campaignId}/${randomUUID()}`;
    await Promise.all(r.files.map((f) => storage.put('public', renditionKey(storageKey, f.width), f.bytes)));
    rows.push({ id: randomUUID(), imageType, storageKey, widths: r.widths, position });
  };
  if (images.cover) await put('COVER_IMAGE', images.cover, 0);
  for (const [i, r] of (images.others ?? []).entries()) await put('SUPPORTING_IMAGE', r, i + 1);
  return rows;
}

/** Renditions of images nobody will show (a rejected or replaced pending change): removed, failures ignored. */
async function dropRenditions(storage: FileStorage, media: PendingMedia[]) {
  await Promise.all(media.flatMap((m) => m.widths.map((w) => storage.remove('public', renditionKey(m.storageKey, w)).catch(() => {}))));
}
const mediaOf = (p: PendingChange | null | undefined) => [...(p?.cover ? [p.cover] : []), ...(p?.others ?? [])];

export async function hasVerifiedDonation(db: Db, campaignId: string) {
  const [row] = await db
    .select({ id: donations.id })
    .from(donations)
    .where(and(eq(donations.campaignId, campaignId), eq(donations.paymentStatus, 'VERIFIED')))
    .limit(1);
  return !!row;
}

/** The {from, to} record of a pending change against the campaign as it is (for the edit history). */
async function changesOf(db: Db | Tx, row: CampaignRow, p: PendingChange) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  if (p.title !== undefined) changes.title = { from: row.title, to: p.title };
  if (p.description !== undefined) changes.description = { from: row.description, to: p.description };
  if (p.cover || p.others) {
    const media = await db.select().from(campaignMedia).where(eq(campaignMedia.campaignId, row.id));
    if (p.cover) changes.coverImage = { from: media.find((m) => m.imageType === 'COVER_IMAGE')?.id ?? null, to: p.cover.id };
    if (p.others) changes.otherImages = { from: media.filter((m) => m.imageType === 'SUPPORTING_IMAGE').length, to: p.others.length };
  }
  return changes;
}

/**
 * Stores the organiser's change of title, story or pictures as the campaign's PENDING edit. A
 * second change while one waits is merged into it and gets a new id (so a reviewer who looked at
 * the first cannot approve the second unseen): a field sent again takes its new value, a field
 * sent back to the approved value leaves the change, pictures sent again replace the waiting
 * ones. Answers whether anything changed and what now waits (null: nothing).
 */
export async function proposeEdit(
  db: Db,
  storage: FileStorage,
  row: CampaignRow,
  userId: string,
  p: { title?: string; description?: string },
  images: NewImages,
): Promise<{ touched: boolean; pending: OwnPendingEdit | null }> {
  const written = await writeImages(storage, row.id, images);
  const cover = images.cover ? written[0] : undefined;
  const others = images.others ? written.filter((m) => m.imageType === 'SUPPORTING_IMAGE') : undefined;
  const result = await db.transaction(async (tx) => {
    // The campaign's row is the lock: two changes at once merge one after the other.
    const [current] = await tx.select().from(campaigns).where(eq(campaigns.id, row.id)).for('update');
    const [old] = await tx
      .select()
      .from(campaignEdits)
      .where(and(eq(campaignEdits.campaignId, row.id), eq(campaignEdits.status, 'PENDING')));
    const before = (old?.pending ?? {}) as PendingChange;
    const next: PendingChange = { ...before };
    for (const field of ['title', 'description'] as const) {
      if (p[field] === undefined) continue;
      if (p[field] === current[field]) delete next[field];
      else next[field] = p[field];
    }
    if (cover) next.cover = cover;
    if (others) next.others = others;
    const touched = JSON.stringify(next) !== JSON.stringify(before);
    if (!touched) return { touched, edit: old ?? null, replaced: [] as PendingMedia[] };
    const replaced = mediaOf(before).filter((m) => !mediaOf(next).some((n) => n.id === m.id));
    if (old) await tx.delete(campaignEdits).where(eq(campaignEdits.id, old.id));
    if (!Object.keys(next).length) return { touched, edit: null, replaced };
    const [edit] = await tx
      .insert(campaignEdits)
      .values({ campaignId: row.id, userId, status: 'PENDING', pending: next, changes: await changesOf(tx, current, next) })
      .returning();
    // A change of what the cause is, after donations: recorded for reviewers (issue 46).
    await audit(tx, { actorId: userId, action: 'campaign.edit_after_donations', target: { kind: 'campaign', id: row.id }, details: { editId: edit.id, changes: edit.changes } });
    return { touched, edit, replaced };
  });
  await dropRenditions(storage, result.replaced);
  const pending = result.edit ? { id: result.edit.id, createdAt: result.edit.createdAt.toISOString(), proposed: proposedView(storage, result.edit.pending as PendingChange) } : null;
  return { touched: result.touched, pending };
}

const imageView = (storage: FileStorage, m: { storageKey: string; widths: number[] }): EditImage => mediaUrls(storage, m.storageKey, m.widths);

export function proposedView(storage: FileStorage, p: PendingChange): ProposedEdit {
  return {
    ...(p.title !== undefined ? { title: p.title } : {}),
    ...(p.description !== undefined ? { description: p.description } : {}),
    ...(p.cover ? { cover: imageView(storage, p.cover) } : {}),
    ...(p.others ? { others: p.others.map((m) => imageView(storage, m)) } : {}),
  };
}

/** What the campaign says now, beside a pending change in the review queue. */
export async function currentSide(db: Db, storage: FileStorage, row: Pick<CampaignRow, 'id' | 'title' | 'description'>): Promise<EditSide> {
  const media = await db.select().from(campaignMedia).where(eq(campaignMedia.campaignId, row.id)).orderBy(campaignMedia.position);
  const cover = media.find((m) => m.imageType === 'COVER_IMAGE');
  return {
    title: row.title,
    description: row.description,
    cover: cover ? imageView(storage, cover) : null,
    others: media.filter((m) => m.imageType === 'SUPPORTING_IMAGE').map((m) => imageView(storage, m)),
  };
}

/** The organiser's waiting change, for their page (null when none). */
export async function ownPendingEdit(db: Db, storage: FileStorage, campaignId: string): Promise<OwnPendingEdit | null> {
  const [edit] = await db
    .select()
    .from(campaignEdits)
    .where(and(eq(campaignEdits.campaignId, campaignId), eq(campaignEdits.status, 'PENDING')));
  return edit ? { id: edit.id, createdAt: edit.createdAt.toISOString(), proposed: proposedView(storage, edit.pending as PendingChange) } : null;
}

/** On approval, inside the deciding transaction: the new words and pictures replace the old. */
export async function applyPendingChange(tx: Tx, campaignId: string, p: PendingChange) {
  const set: Partial<typeof campaigns.$inferInsert> = {};
  if (p.title !== undefined) set.title = p.title;
  if (p.description !== undefined) set.description = p.description;
  if (Object.keys(set).length) await tx.update(campaigns).set(set).where(eq(campaigns.id, campaignId));
  const types = [...(p.cover ? ['COVER_IMAGE' as const] : []), ...(p.others ? ['SUPPORTING_IMAGE' as const] : [])];
  if (types.length) await tx.delete(campaignMedia).where(and(eq(campaignMedia.campaignId, campaignId), inArray(campaignMedia.imageType, types)));
  const rows: MediaRow[] = mediaOf(p).map((m) => ({ ...m, campaignId }));
  if (rows.length) await tx.insert(campaignMedia).values(rows);
}

/** On rejection: the waiting pictures were never shown; their renditions go. */
export const dropPendingImages = (storage: FileStorage, p: PendingChange | null) => dropRenditions(storage, mediaOf(p));
