import { eq } from 'drizzle-orm';
import { isReviewer } from '#contract/review';
import type { Db } from '#server/db/open';
import { campaigns } from '#server/db/schema';
import { httpError } from '#server/http/errors';
import type { User } from '../users/service';
import { m } from '#i18n/paraglide/messages.js';

export type CampaignRow = typeof campaigns.$inferSelect;

/**
 * The campaign, if `user` organises it (or, with `reviewers: true`, reviews campaigns):
 * 404 when there is no such campaign, 403 when it is someone else's.
 */
export async function ownedCampaign(db: Db, id: string, user: User, opts: { reviewers?: boolean } = {}): Promise<CampaignRow> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw httpError(404, m.al_campaign_not_found(), { code: 'CAMPAIGN_NOT_FOUND' });
  if (row.userId !== user.id && !(opts.reviewers && isReviewer(user.role))) throw httpError(403, m.al_not_organiser());
  return row;
}
