import { and, desc, eq } from 'drizzle-orm';
import { DEADLINE_MAX_DAYS_FROM_CREATION } from '#contract/live-campaign';
import { latestDeadlineFor, type CampaignPatch } from '#contract/manage';
import { donorName } from '#contract/display';
import { centsToDecimal, toCents } from '#contract/money';
import type { FileStorage } from '#server/adapters/storage/storage';
import type { Db } from '#server/db/open';
import { campaignEdits, campaignMedia, campaigns, donations } from '#server/db/schema';
import { httpError } from '#server/http/errors';
import { pageOfUpdates } from '../updates/service';
import { organiserWords } from '../words/service';
import { openReportsCount } from '../reports/service';
import { campaignView } from './views';
import { hasVerifiedDonation, ownPendingEdit, proposeEdit, writeImages, type NewImages } from './manage-pending';
import { audit } from '../audit/audit';
import type { CampaignRow } from './ownership';
import { m } from '#i18n/paraglide/messages.js';

type Patch = { title?: string; description?: string; goalAmount?: number; deadline?: string };
export type { NewImages };

/** What the organiser's page shows: the campaign as the public would see it, and how it is doing. */
export async function manageView(db: Db, storage: FileStorage, row: CampaignRow) {
  const [campaign, donors, updates, words, openReports, pendingEdit] = await Promise.all([
    campaignView(db, storage, row.id),
    db
      .select()
      .from(donations)
      .where(and(eq(donations.campaignId, row.id), eq(donations.paymentStatus, 'VERIFIED')))
      .orderBy(desc(donations.verifiedAt))
      .limit(100),
    pageOfUpdates(db, storage, row.id, { page: 1, limit: 50 }),
    organiserWords(db, row.id),
    openReportsCount(db, row.id),
    ownPendingEdit(db, storage, row.id),
  ]);
  return {
    campaign: campaign!,
    rejectionReason: row.status === 'REJECTED' ? (row.reviewReason ?? row.reviewNote) : null,
    suspendedReason: row.status === 'SUSPENDED' ? row.suspendedReason : null,
    latestDeadline: latestDeadlineFor(row.createdAt),
    donors: donors.map((d) => ({
      id: d.id,
      name: donorName(d),
      amount: Number(d.amount),
      createdAt: (d.verifiedAt ?? d.createdAt).toISOString(),
      message: d.messageRemovedAt ? null : d.message,
    })),
    updates,
    words,
    openReports,
    /** A change of title, story or pictures waiting for a reviewer (the public sees `campaign`). */
    pendingEdit,
  };
}

/** The fields that differ, as {from, to}. */
function diff(row: CampaignRow, p: Patch) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  if (p.title !== undefined && p.title !== row.title) changes.title = { from: row.title, to: p.title };
  if (p.description !== undefined && p.description !== row.description) changes.description = { from: row.description, to: p.description };
  if (p.goalAmount !== undefined && Number(row.goalAmount) !== p.goalAmount) changes.goalAmount = { from: Number(row.goalAmount), to: p.goalAmount };
  if (p.deadline !== undefined && p.deadline !== row.deadline) changes.deadline = { from: row.deadline, to: p.deadline };
  return changes;
}

/**
 * Applies an organiser's changes in one transaction: fields, and a new cover and/or a new set of
 * other images (each replaces the old). The edit is recorded for reviewers, and, on a campaign
 * that already holds donations (`afterDonations`), in the audit log with it.
 */
async function apply(
  db: Db,
  storage: FileStorage,
  row: CampaignRow,
  userId: string,
  p: Patch,
  images: NewImages,
  extra: Partial<typeof campaigns.$inferInsert> = {},
  afterDonations = false,
) {
  const changes = diff(row, p);
  const newMedia = (await writeImages(storage, row.id, images)).map((m) => ({ ...m, campaignId: row.id }));
  const old = await db.select().from(campaignMedia).where(eq(campaignMedia.campaignId, row.id));
  const replaced = old.filter((m) => (images.cover && m.imageType === 'COVER_IMAGE') || (images.others && m.imageType === 'SUPPORTING_IMAGE'));
  if (images.cover) changes.coverImage = { from: replaced.find((m) => m.imageType === 'COVER_IMAGE')?.id ?? null, to: newMedia[0].id };
  if (images.others) changes.otherImages = { from: replaced.filter((m) => m.imageType === 'SUPPORTING_IMAGE').length, to: images.others.length };
  if (!Object.keys(changes).length && !Object.keys(extra).length) throw httpError(400, m.al_nothing_to_change());

  await db.transaction(async (tx) => {
    const set: Partial<typeof campaigns.$inferInsert> = { ...extra };
    if ('title' in changes) set.title = p.title;
    if ('description' in changes) set.description = p.description;
    if ('goalAmount' in changes) set.goalAmount = centsToDecimal(toCents(p.goalAmount!));
    if ('deadline' in changes) set.deadline = p.deadline;
    if (Object.keys(set).length) await tx.update(campaigns).set(set).where(eq(campaigns.id, row.id));
    for (const m of replaced) await tx.delete(campaignMedia).where(eq(campaignMedia.id, m.id));
    if (newMedia.length) await tx.insert(campaignMedia).values(newMedia);
    if (Object.keys(changes).length) {
      const [edit] = await tx.insert(campaignEdits).values({ campaignId: row.id, userId, changes }).returning({ id: campaignEdits.id });
      // A new goal or deadline on a campaign donors already gave to (issue 46): old → new.
      if (afterDonations) await audit(tx, { actorId: userId, action: 'campaign.edit_after_donations', target: { kind: 'campaign', id: row.id }, details: { editId: edit.id, changes } });
    }
  });
  // Renditions of replaced images are left in storage: a cached page may still point at them for
  // a moment, and link previews (og) are keyed by media id, so the new cover gets a new one.
  return changes;
}

/**
 * PATCH /campaign/{id}: an ACTIVE campaign's story, title, images, a higher goal or a later
 * deadline. Once it has a verified donation, story, title and images wait for a reviewer
 * (manage-pending.ts) while a goal or deadline change still applies at once. Answers what was
 * applied and what now waits.
 */
export async function editActive(db: Db, storage: FileStorage, row: CampaignRow, userId: string, p: CampaignPatch & Patch, images: NewImages, now: Date) {
  if (row.status !== 'ACTIVE') throw httpError(409, m.al_edit_only_active());
  if (p.goalAmount !== undefined && p.goalAmount !== Number(row.goalAmount)) {
    if (p.goalAmount < Number(row.raisedAmount)) throw httpError(400, m.al_goal_below_raised());
    if (p.goalAmount < Number(row.goalAmount)) throw httpError(400, m.al_goal_lowered());
  }
  if (p.deadline !== undefined && p.deadline !== row.deadline) {
    if (p.deadline < row.deadline) throw httpError(400, m.al_deadline_earlier());
    if (p.deadline > latestDeadlineFor(row.createdAt)) throw httpError(400, m.al_deadline_too_far({ days: DEADLINE_MAX_DAYS_FROM_CREATION }));
  }
  void now;
  if (!(await hasVerifiedDonation(db, row.id))) return { changes: await apply(db, storage, row, userId, p, images), pending: null, waits: false };
  const atOnce = { goalAmount: p.goalAmount, deadline: p.deadline };
  const changes = Object.keys(diff(row, atOnce)).length ? await apply(db, storage, row, userId, atOnce, {}, {}, true) : {};
  const cause = { title: p.title, description: p.description };
  const asksCause = cause.title !== undefined || cause.description !== undefined || !!images.cover || !!images.others;
  const proposed = asksCause ? await proposeEdit(db, storage, row, userId, cause, images) : { touched: false, pending: null };
  if (!Object.keys(changes).length && !proposed.touched) throw httpError(400, m.al_nothing_to_change());
  return { changes, pending: proposed.pending, waits: proposed.touched && !!proposed.pending };
}
