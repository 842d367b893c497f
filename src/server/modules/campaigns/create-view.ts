import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Campaign } from '../../../contract/campaign';
import { documentLinkPath, documentPath, type ReviewCampaign } from '../../../contract/review';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Db } from '../../db/open';
import { bankDetails, businesses, campaignMedia, campaigns, charities, donations, recipientDocuments, users } from '../../db/schema';
import { mediaUrls } from '../../media/images';

type CampaignRow = typeof campaigns.$inferSelect;
type RecipientRow = typeof businesses.$inferSelect;

/**
 * Campaigns in the shape GET /api/campaign/:id answers, whatever their status — for the
 * organiser right after creating one, and for reviewers. With `review`, also the private details a
 * reviewer checks (contacts, TIN, licence, bank, documents). Five queries for any number of rows.
 */
export async function campaignViews(db: Db, storage: FileStorage, rows: CampaignRow[]): Promise<Campaign[]>;
export async function campaignViews(db: Db, storage: FileStorage, rows: CampaignRow[], review: true): Promise<ReviewCampaign[]>;
export async function campaignViews(db: Db, storage: FileStorage, rows: CampaignRow[], review = false) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const businessIds = rows.flatMap((r) => (r.businessId ? [r.businessId] : []));
  const charityIds = rows.flatMap((r) => (r.charityId ? [r.charityId] : []));
  const userIds = [...new Set(rows.map((r) => r.userId))];

  const [media, bizRows, charityRows, userRows, counts, banks, docs] = await Promise.all([
    db
      .select()
      .from(campaignMedia)
      .where(inArray(campaignMedia.campaignId, ids))
      .orderBy(asc(campaignMedia.imageType), asc(campaignMedia.position)),
    businessIds.length ? db.select().from(businesses).where(inArray(businesses.id, businessIds)) : [],
    charityIds.length ? db.select().from(charities).where(inArray(charities.id, charityIds)) : [],
    db.select().from(users).where(inArray(users.id, userIds)),
    db
      .select({ campaignId: donations.campaignId, n: count() })
      .from(donations)
      .where(and(inArray(donations.campaignId, ids), eq(donations.paymentStatus, 'VERIFIED')))
      .groupBy(donations.campaignId),
    review ? db.select().from(bankDetails).where(inArray(bankDetails.campaignId, ids)) : [],
    review
      ? db
          .select()
          .from(recipientDocuments)
          .where(inArray(recipientDocuments.campaignId, ids))
          .orderBy(asc(recipientDocuments.createdAt), asc(recipientDocuments.id))
      : [],
  ]);

  const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((x) => [x.id, x]));
  const bizById = byId(bizRows);
  const charityById = byId(charityRows);
  const userById = byId(userRows);
  const countById = new Map(counts.map((c) => [c.campaignId, Number(c.n)]));

  return rows.map((r) => {
    const organiser = userById.get(r.userId)!;
    const charity = r.charityId ? charityById.get(r.charityId) : undefined;
    const business = r.businessId ? bizById.get(r.businessId) : undefined;
    const view: Campaign = {
      id: r.id,
      title: r.title,
      description: r.description,
      deadline: r.deadline,
      goalAmount: Number(r.goalAmount),
      raisedAmount: Number(r.raisedAmount),
      createdAt: r.createdAt.toISOString(),
      category: r.category,
      status: r.status,
      type: r.type,
      campaignMedia: media
        .filter((m) => m.campaignId === r.id)
        .map((m) => ({ id: m.id, imageType: m.imageType, ...mediaUrls(storage, m.storageKey, m.widths) })),
      businessId: r.businessId,
      charityId: r.charityId,
      charity: charity ? { ...publicRecipient(charity), isOrganization: charity.isOrganization } : null,
      business: business ? publicRecipient(business) : null,
      user: {
        id: organiser.id,
        firstName: organiser.firstName,
        lastName: organiser.lastName,
        profilePicture: organiser.profilePicture,
      },
      _count: { Donation: countById.get(r.id) ?? 0 },
    };
    if (!review) return view;
    const recipient = business ?? charity;
    const bank = banks.find((b) => b.campaignId === r.id);
    return {
      ...view,
      recipientPrivate: recipient
        ? {
            contactEmail: recipient.contactEmail,
            contactPhoneNumber: recipient.contactPhoneNumber,
            tinNumber: recipient.tinNumber,
            licenseNumber: recipient.licenseNumber,
          }
        : null,
      bank: bank ? { bankName: bank.bankName, holderName: bank.holderName, accountNumber: bank.accountNumber } : null,
      documents: docs
        .filter((d) => d.campaignId === r.id)
        .map((d) => ({
          id: d.id,
          kind: d.kind,
          name: d.originalName,
          mimeType: d.mimeType,
          size: d.sizeBytes,
          path: documentPath(r.id, d.id),
          linkPath: documentLinkPath(r.id, d.id),
        })),
      organiser: { email: organiser.email, phoneNumber: organiser.phoneNumber },
      reviewReason: r.reviewReason,
    } satisfies ReviewCampaign;
  });
}

export async function campaignView(db: Db, storage: FileStorage, id: string): Promise<Campaign | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row ? (await campaignViews(db, storage, [row]))[0] : undefined;
}

/** Only the recipient's public fields: contact details, TIN and licence stay private. */
function publicRecipient(r: RecipientRow) {
  return {
    id: r.id,
    fullName: r.fullName,
    sector: r.sector,
    website: r.website,
    region: r.region,
    city: r.city,
    relativeLocation: r.relativeLocation,
    publicEmail: r.publicEmail,
    publicPhoneNumber: r.publicPhoneNumber,
  };
}
