import { pageMeta } from '#contract/page-query';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { type PendingEditList } from '#contract/review';
import { campaignEdits, campaigns, users } from '#server/db/schema';
import { httpError } from '#server/http/errors';
import { m } from '#i18n/paraglide/messages.js';
import { applyPendingChange, currentSide, dropPendingImages, proposedView, type PendingChange } from '../campaigns/manage-pending';
import { tellOrganiser } from '../campaigns/tell-organiser';
import type { ReviewDeps } from './service';
import { audit } from '../audit/audit';

/** Changes of title, story or pictures waiting for a reviewer, oldest first, beside what the campaign says now. */
export async function pendingEdits(d: ReviewDeps, q: { page: number; limit: number }): Promise<PendingEditList> {
  const where = eq(campaignEdits.status, 'PENDING');
  const [[{ total }], rows] = await Promise.all([
    d.db.select({ total: count() }).from(campaignEdits).where(where),
    d.db
      .select({
        edit: campaignEdits,
        campaign: { id: campaigns.id, title: campaigns.title, description: campaigns.description, status: campaigns.status },
        organiser: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(campaignEdits)
      .innerJoin(campaigns, eq(campaigns.id, campaignEdits.campaignId))
      .innerJoin(users, eq(users.id, campaigns.userId))
      .where(where)
      .orderBy(asc(campaignEdits.createdAt), asc(campaignEdits.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
  ]);
  const data = await Promise.all(
    rows.map(async ({ edit, campaign, organiser }) => ({
      id: edit.id,
      createdAt: edit.createdAt.toISOString(),
      campaign: { id: campaign.id, status: campaign.status, organiser },
      current: await currentSide(d.db, d.storage, campaign),
      proposed: proposedView(d.storage, edit.pending as PendingChange),
    })),
  );
  return { data, meta: pageMeta(total, q) };
}

type EditDecision = { status: 'APPROVED' } | { status: 'REJECTED'; reason: string };

/**
 * PENDING → APPROVED or REJECTED, once (a conditional UPDATE: of two decisions at once, one
 * matches and the other hears 409). An approval applies the change in the same transaction; its
 * donors are then told by the job queue (edit-notices.ts), not in this request. The organiser
 * hears the decision (a notice queued with it). Never an edit of the reviewer's own campaign (403).
 */
export async function decideEdit(d: ReviewDeps, reviewerId: string, editId: string, decision: EditDecision) {
  const [found] = await d.db
    .select({ organiserId: campaigns.userId, editorId: campaignEdits.userId, campaignId: campaigns.id })
    .from(campaignEdits)
    .innerJoin(campaigns, eq(campaigns.id, campaignEdits.campaignId))
    .where(eq(campaignEdits.id, editId));
  if (!found) throw httpError(404, m.rv_edit_not_found());
  if (found.organiserId === reviewerId || found.editorId === reviewerId) throw httpError(403, m.rv_own_campaign());
  const decided = await d.db.transaction(async (tx) => {
    const [row] = await tx
      .update(campaignEdits)
      .set({
        status: decision.status,
        reviewedBy: reviewerId,
        reviewedAt: d.now(),
        reviewReason: decision.status === 'REJECTED' ? decision.reason : null,
      })
      .where(and(eq(campaignEdits.id, editId), eq(campaignEdits.status, 'PENDING')))
      .returning();
    if (!row) throw httpError(409, m.rv_edit_already_decided());
    if (decision.status === 'APPROVED') await applyPendingChange(tx, row.campaignId, row.pending as PendingChange);
    await audit(tx, {
      actorId: reviewerId,
      action: decision.status === 'APPROVED' ? 'edit.approve' : 'edit.reject',
      target: { kind: 'edit', id: row.id },
      reason: decision.status === 'REJECTED' ? decision.reason : null,
      details: { campaignId: row.campaignId, changes: row.changes },
    });
    const notice = decision.status === 'APPROVED' ? ({ notice: 'EDIT_APPROVED' } as const) : ({ notice: 'EDIT_REJECTED', reason: decision.reason } as const);
    await tellOrganiser(tx, row.campaignId, notice, d.now(), `EDIT:${row.id}`);
    return row;
  });
  if (decision.status === 'REJECTED') await dropPendingImages(d.storage, decided.pending as PendingChange);
  return { id: decided.id, campaignId: decided.campaignId, status: decided.status };
}
