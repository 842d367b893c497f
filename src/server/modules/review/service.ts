import { pageMeta } from '#contract/page-query';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { type ReviewList } from '#contract/review';
import type { Deps } from '#server/deps';
import { m } from '#i18n/paraglide/messages.js';
import { campaigns } from '#server/db/schema';
import { campaignView, campaignViews } from '../campaigns/views';
import { tellOrganiser } from '../campaigns/tell-organiser';
import { rememberRejection } from '../campaigns/rejections';
import { refuseUnmatched } from './own-campaign';
import { audit } from '../audit/audit';

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
    meta: pageMeta(total, q),
  };
}

type Decision = { status: 'ACTIVE' } | { status: 'REJECTED'; reason: string };

/**
 * PENDING → ACTIVE or REJECTED, once: a campaign already decided (by another reviewer a moment
 * ago, say) answers 409; the reviewer's own campaign 403. The organiser is told either way, by a
 * notice queued with the decision.
 */
export async function decide(d: ReviewDeps, reviewerId: string, id: string, decision: Decision) {
  const now = d.now();
  // The decision and its audit entry are one transaction: no entry, no decision.
  const row = await d.db.transaction(async (tx) => {
    const [decided] = await tx
      .update(campaigns)
      .set({
        status: decision.status,
        reviewReason: decision.status === 'REJECTED' ? decision.reason : null,
        reviewedAt: now,
        reviewedBy: reviewerId,
      })
      .where(and(eq(campaigns.id, id), eq(campaigns.status, 'PENDING'), ne(campaigns.userId, reviewerId)))
      .returning();
    if (decided) {
      const action = decision.status === 'ACTIVE' ? 'campaign.approve' : 'campaign.reject';
      await audit(tx, { actorId: reviewerId, action, target: { kind: 'campaign', id }, reason: decision.status === 'REJECTED' ? decision.reason : null });
      if (decision.status === 'REJECTED') await rememberRejection(tx, decided, decision.reason);
      const notice = decision.status === 'ACTIVE' ? ({ notice: 'CAMPAIGN_LIVE' } as const) : ({ notice: 'CAMPAIGN_REJECTED', reason: decision.reason } as const);
      await tellOrganiser(tx, id, notice, now, `REVIEW:${now.getTime()}`);
    }
    return decided;
  });
  if (!row) return refuseUnmatched(d.db, id, reviewerId, m.rv_already_reviewed(), m.al_campaign_not_found());
  return campaignView(d.db, d.storage, row.id);
}
