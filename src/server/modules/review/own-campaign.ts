import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/open';
import { campaigns } from '#server/db/schema';
import { httpError } from '#server/http/errors';
import { m } from '#i18n/paraglide/messages.js';

/**
 * A reviewer decides nothing about their own campaign (issue 40): 403, as for their own
 * withdrawal. Decisions also name `user_id <> reviewer` in their conditional UPDATE; this says
 * why one matched no row: 404 (no such campaign), 403 (the reviewer's own), else 409 `conflict`.
 */
export async function refuseUnmatched(db: Db, campaignId: string, reviewerId: string, conflict: string, notFound: string): Promise<never> {
  const [c] = await db.select({ userId: campaigns.userId }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!c) throw httpError(404, notFound);
  if (c.userId === reviewerId) throw httpError(403, m.rv_own_campaign());
  throw httpError(409, conflict);
}

/** 404 or 403 before a decision that is not a single conditional UPDATE of the campaign. */
export async function refuseOwnCampaign(db: Db, campaignId: string, reviewerId: string, notFound: string) {
  const [c] = await db.select({ userId: campaigns.userId, title: campaigns.title }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!c) throw httpError(404, notFound);
  if (c.userId === reviewerId) throw httpError(403, m.rv_own_campaign());
  return c;
}
