import { and, asc, count, eq } from 'drizzle-orm';
import { REVIEW_MSG, type ReviewList } from '../../../contract/review';
import type { Deps } from '../../deps';
import { campaigns, users } from '../../db/schema';
import { httpError } from '../../http/errors';
import { campaignView, campaignViews } from '../campaigns/create-view';

export type ReviewDeps = Pick<Deps, 'db' | 'storage' | 'notifiers' | 'now' | 'log' | 'config'>;

/** Pending campaigns, oldest first (a queue), with everything a reviewer checks. */
export async function pendingCampaigns(d: ReviewDeps, q: { page: number; limit: number }): Promise<ReviewList> {
  const where = eq(campaigns.status, 'PENDING');
  const [[{ total }], rows] = await Promise.all([
    d.db.select({ total: count() }).from(campaigns).where(where),
    d.db
      .select()
      .from(campaigns)
      .where(where)
      .orderBy(asc(campaigns.createdAt), asc(campaigns.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
  ]);
  return {
    data: await campaignViews(d.db, d.storage, rows, true),
    meta: { total, page: q.page, limit: q.limit, totalPages: Math.ceil(total / q.limit) },
  };
}

type Decision = { status: 'ACTIVE' } | { status: 'REJECTED'; reason: string };

/**
 * PENDING → ACTIVE or REJECTED, once: a campaign already decided (by another reviewer a moment
 * ago, say) answers 409. The organiser is told either way; a message that cannot be sent does
 * not undo the decision.
 */
export async function decide(d: ReviewDeps, reviewerId: string, id: string, decision: Decision) {
  const origin = d.config.publicUrl;
  const now = d.now();
  const [row] = await d.db
    .update(campaigns)
    .set({
      status: decision.status,
      reviewReason: decision.status === 'REJECTED' ? decision.reason : null,
      reviewedAt: now,
      reviewedBy: reviewerId,
    })
    .where(and(eq(campaigns.id, id), eq(campaigns.status, 'PENDING')))
    .returning();
  if (!row) {
    const [exists] = await d.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id));
    throw httpError(exists ? 409 : 404, exists ? REVIEW_MSG.alreadyReviewed : REVIEW_MSG.notFound);
  }
  const [organiser] = await d.db.select().from(users).where(eq(users.id, row.userId));
  if (organiser) {
    const message =
      decision.status === 'ACTIVE'
        ? {
            subject: 'Your campaign is live',
            text: `Good news: your campaign "${row.title}" was approved and is now open for donations: ${origin}/campaign/${row.id}`,
          }
        : {
            subject: 'Your campaign was not approved',
            text: `Your campaign "${row.title}" was not approved.\nReason: ${decision.reason}\nYou can create it again with the changes.`,
          };
    const to = organiser.email ?? organiser.phoneNumber;
    const via = organiser.email ? d.notifiers.email : d.notifiers.phone;
    if (to) await via.send({ to, ...message }).catch((err) => d.log.warn({ err }, 'could not tell the organiser about the review'));
  }
  return campaignView(d.db, d.storage, row.id);
}
