import { asc, eq, inArray } from 'drizzle-orm';
import type { Campaign } from '#contract/campaign';
import { documentLinkPath, documentPath, type ReviewCampaign } from '#contract/review';
import type { FileStorage } from '#server/adapters/storage/storage';
import type { Db } from '#server/db/open';
import { bankDetails, businesses, campaigns, charities, recipientDocuments, users } from '#server/db/schema';
import { identityChecks } from '../identity/verifications';
import { campaignsById } from './projection';
import { changesSinceRejection } from './rejections';

type CampaignRow = typeof campaigns.$inferSelect;

/**
 * Campaigns in the shape GET /api/campaign/:id answers (./projection.ts), whatever their status —
 * for the organiser right after creating one, and for reviewers. With `review`, also the private
 * details a reviewer checks (contacts, TIN, licence, bank, documents).
 */
export async function campaignViews(db: Db, storage: FileStorage, rows: CampaignRow[]): Promise<Campaign[]>;
export async function campaignViews(db: Db, storage: FileStorage, rows: CampaignRow[], review: true): Promise<ReviewCampaign[]>;
export async function campaignViews(db: Db, storage: FileStorage, rows: CampaignRow[], review = false) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const businessIds = rows.flatMap((r) => (r.businessId ? [r.businessId] : []));
  const charityIds = rows.flatMap((r) => (r.charityId ? [r.charityId] : []));
  const userIds = [...new Set(rows.map((r) => r.userId))];

  if (!review) {
    const views = await campaignsById(db, storage, ids);
    return rows.map((r) => views.get(r.id)!);
  }
  const [views, bizRows, charityRows, userRows, banks, docs, identities, sinceRejection] = await Promise.all([
    campaignsById(db, storage, ids),
    businessIds.length ? db.select().from(businesses).where(inArray(businesses.id, businessIds)) : [],
    charityIds.length ? db.select().from(charities).where(inArray(charities.id, charityIds)) : [],
    db.select().from(users).where(inArray(users.id, userIds)),
    db.select().from(bankDetails).where(inArray(bankDetails.campaignId, ids)),
    db
      .select()
      .from(recipientDocuments)
      .where(inArray(recipientDocuments.campaignId, ids))
      .orderBy(asc(recipientDocuments.createdAt), asc(recipientDocuments.id)),
    identityChecks(db, userIds),
    changesSinceRejection(db, rows),
  ]);

  const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((x) => [x.id, x]));
  const bizById = byId(bizRows);
  const charityById = byId(charityRows);
  const userById = byId(userRows);

  return rows.map((r) => {
    const organiser = userById.get(r.userId)!;
    const charity = r.charityId ? charityById.get(r.charityId) : undefined;
    const business = r.businessId ? bizById.get(r.businessId) : undefined;
    const view = views.get(r.id)!;
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
      organiser: {
        email: organiser.email,
        phoneNumber: organiser.phoneNumber,
        // Only when Fayda verified them: an unverified organiser's card reads as it always did.
        ...(identities.has(r.userId) ? { identity: identities.get(r.userId) } : {}),
      },
      reviewReason: r.reviewReason,
      sinceRejection: sinceRejection.get(r.id) ?? null,
    } satisfies ReviewCampaign;
  });
}

export async function campaignView(db: Db, storage: FileStorage, id: string): Promise<Campaign | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row ? (await campaignViews(db, storage, [row]))[0] : undefined;
}
