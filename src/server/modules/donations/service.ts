import { and, desc, eq } from 'drizzle-orm';
import type { PublicDonation } from '../../../contract/donation';
import type { Db } from '../../db/open';
import { donations } from '../../db/schema';
import { assertPublicCampaign } from '../campaigns/service';

export const RECENT_DONATIONS_LIMIT = 50;

/** Verified donations, newest first; an anonymous donor's name never leaves the server. */
export async function listVerifiedDonations(db: Db, campaignId: string): Promise<PublicDonation[]> {
  await assertPublicCampaign(db, campaignId);
  const rows = await db
    .select({
      id: donations.id,
      donorFirstName: donations.donorFirstName,
      donorLastName: donations.donorLastName,
      isAnonymous: donations.isAnonymous,
      amount: donations.amount,
      createdAt: donations.createdAt,
    })
    .from(donations)
    .where(and(eq(donations.campaignId, campaignId), eq(donations.paymentStatus, 'VERIFIED')))
    .orderBy(desc(donations.verifiedAt), desc(donations.createdAt))
    .limit(RECENT_DONATIONS_LIMIT);
  return rows.map((d) => ({
    id: d.id,
    donorFirstName: d.isAnonymous ? null : d.donorFirstName,
    donorLastName: d.isAnonymous ? null : d.donorLastName,
    isAnonymous: d.isAnonymous,
    amount: Number(d.amount),
    createdAt: d.createdAt.toISOString(),
  }));
}
