import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Campaign, CampaignListQuery } from '../../../contract/campaign';
import { kindToType, type CampaignStatus } from '../../../contract/enums';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Db } from '../../db/open';
import { businesses, campaignMedia, campaigns, charities, donations, users } from '../../db/schema';
import { httpError } from '../../http/errors';
import { mediaUrls } from '../../media/images';

/** Statuses whose campaign page anyone may open; only ACTIVE ones are listed. */
const PUBLIC_STATUSES: CampaignStatus[] = ['ACTIVE', 'COMPLETED'];

type CampaignRow = typeof campaigns.$inferSelect;
type RecipientRow = typeof businesses.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listCampaigns(db: Db, storage: FileStorage, q: CampaignListQuery) {
  const filters: SQL[] = [eq(campaigns.status, 'ACTIVE')];
  if (q.category) filters.push(eq(campaigns.category, q.category));
  if (q.for) filters.push(eq(campaigns.type, kindToType(q.for)));
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    filters.push(or(ilike(campaigns.title, pattern), ilike(campaigns.description, pattern))!);
  }
  const where = and(...filters);

  const [{ total }] = await db.select({ total: count() }).from(campaigns).where(where);
  const rows = await db
    .select()
    .from(campaigns)
    .where(where)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);

  return {
    data: await hydrate(db, storage, rows),
    meta: { total, page: q.page, limit: q.limit, totalPages: Math.ceil(total / q.limit) },
  };
}

export async function getPublicCampaign(db: Db, storage: FileStorage, id: string): Promise<Campaign> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row || !PUBLIC_STATUSES.includes(row.status)) throw httpError(404, 'Campaign not found');
  const [campaign] = await hydrate(db, storage, [row]);
  return campaign;
}

/** Throws 404 unless the campaign exists and the public may see it. */
export async function assertPublicCampaign(db: Db, id: string) {
  const [row] = await db
    .select({ status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  if (!row || !PUBLIC_STATUSES.includes(row.status)) throw httpError(404, 'Campaign not found');
}

/** Loads media, recipients, organisers and verified-donation counts for a page of campaigns. */
async function hydrate(db: Db, storage: FileStorage, rows: CampaignRow[]): Promise<Campaign[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const businessIds = rows.flatMap((r) => (r.businessId ? [r.businessId] : []));
  const charityIds = rows.flatMap((r) => (r.charityId ? [r.charityId] : []));
  const userIds = [...new Set(rows.map((r) => r.userId))];

  const [media, bizRows, charityRows, userRows, counts] = await Promise.all([
    db
      .select()
      .from(campaignMedia)
      .where(inArray(campaignMedia.campaignId, ids))
      .orderBy(asc(campaignMedia.imageType), asc(campaignMedia.position)),
    businessIds.length ? db.select().from(businesses).where(inArray(businesses.id, businessIds)) : [],
    charityIds.length ? db.select().from(charities).where(inArray(charities.id, charityIds)) : [],
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profilePicture: users.profilePicture,
      })
      .from(users)
      .where(inArray(users.id, userIds)),
    db
      .select({ campaignId: donations.campaignId, n: count() })
      .from(donations)
      .where(and(inArray(donations.campaignId, ids), eq(donations.paymentStatus, 'VERIFIED')))
      .groupBy(donations.campaignId),
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
    return {
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
      // Cover first (enum order), then supporting images in upload order.
      campaignMedia: media
        .filter((m) => m.campaignId === r.id)
        .map((m) => ({ id: m.id, imageType: m.imageType, ...mediaUrls(storage, m.storageKey, m.widths) })),
      businessId: r.businessId,
      charityId: r.charityId,
      charity: charity ? { ...publicRecipient(charity), isOrganization: charity.isOrganization } : null,
      business: business ? publicRecipient(business) : null,
      user: organiser,
      _count: { Donation: countById.get(r.id) ?? 0 },
    };
  });
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

