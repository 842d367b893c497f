// The one public shape of a campaign (GET /api/campaign/:id, the list, the organiser's and the
// reviewer's views): built by Postgres as one JSON value per campaign, in the same query that picks
// the rows, then given its media URLs here. Lists, the public page, the organiser's view and the
// review queue all read through it, so a field is added in one place.
import { sql } from 'drizzle-orm';
import type { Campaign, Recipient } from '#contract/campaign';
import type { FileStorage } from '#server/adapters/storage/storage';
import type { Db } from '#server/db/open';
import { rowsOf } from '#server/db/rows';
import { mediaUrls } from '#server/media/images';

type MediaJson = { id: string; imageType: Campaign['campaignMedia'][number]['imageType']; storageKey: string; widths: number[] };
type CampaignJson = Omit<Campaign, 'campaignMedia' | 'charity' | 'business'> & {
  campaignMedia: MediaJson[];
  charity: (RecipientJson & { isOrganization: boolean }) | null;
  business: RecipientJson | null;
};
type RecipientJson = Recipient;
export type JsonRow = { campaign: CampaignJson };

/** Only the recipient's public fields: contact details, TIN and licence stay private. */
const recipientFields = (alias: string) =>
  sql.raw(`'id', ${alias}.id, 'fullName', ${alias}.full_name, 'sector', ${alias}.sector,
    'website', ${alias}.website, 'region', ${alias}.region, 'city', ${alias}.city,
    'relativeLocation', ${alias}.relative_location, 'publicEmail', ${alias}.public_email,
    'publicPhoneNumber', ${alias}.public_phone_number`);

/**
 * The campaign with its media, recipient (public fields only), organiser and verified-donation
 * count as one JSON value, built by Postgres in the same query (both drivers parse JSON alike).
 */
export const CAMPAIGN_JSON = sql`json_build_object(
  'id', c.id, 'title', c.title, 'description', c.description, 'deadline', c.deadline,
  'goalAmount', c.goal_amount, 'raisedAmount', c.raised_amount, 'createdAt', c.created_at,
  'category', c.category, 'status', c.status, 'type', c.type,
  'businessId', c.business_id, 'charityId', c.charity_id,
  'relation', c.relation, 'recipientName', c.recipient_name,
  'campaignMedia', (
    SELECT coalesce(json_agg(json_build_object('id', m.id, 'imageType', m.image_type,
      'storageKey', m.storage_key, 'widths', m.widths) ORDER BY m.image_type, m.position), '[]'::json)
    FROM campaign_media m WHERE m.campaign_id = c.id),
  'business', (SELECT json_build_object(${recipientFields('b')}) FROM businesses b WHERE b.id = c.business_id),
  'charity', (SELECT json_build_object(${recipientFields('ch')}, 'isOrganization', ch.is_organization) FROM charities ch WHERE ch.id = c.charity_id),
  'user', (SELECT json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
    'profilePicture', u.profile_picture, 'deleted', u.deleted_at IS NOT NULL, 'identity', (SELECT json_build_object('provider', iv.provider,
      'verifiedOn', to_char((iv.verified_at AT TIME ZONE 'UTC') + interval '3 hours', 'YYYY-MM-DD'))
      FROM identity_verifications iv WHERE iv.user_id = u.id)) FROM users u WHERE u.id = c.user_id),
  'treasurers', (SELECT coalesce(json_agg(json_build_object('firstName', tu.first_name, 'initial', left(tu.last_name, 1))
      ORDER BY t.accepted_at), '[]'::json)
    FROM campaign_treasurers t JOIN users tu ON tu.id = t.user_id
    WHERE t.campaign_id = c.id AND t.accepted_at IS NOT NULL AND t.removed_at IS NULL AND tu.deleted_at IS NULL),
  -- The approval's moment, once approved (a rejection's is not one; a resubmission clears it).
  'reviewedAt', CASE WHEN c.status IN ('ACTIVE', 'COMPLETED', 'SUSPENDED') THEN c.reviewed_at END,
  '_count', json_build_object('Donation', (
    SELECT count(*) FROM donations d WHERE d.campaign_id = c.id AND d.payment_status = 'VERIFIED'))
)`;

export function toCampaign(storage: FileStorage, c: CampaignJson): Campaign {
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    deadline: c.deadline,
    goalAmount: Number(c.goalAmount),
    raisedAmount: Number(c.raisedAmount),
    createdAt: new Date(c.createdAt).toISOString(),
    category: c.category,
    status: c.status,
    type: c.type,
    // Cover first (enum order), then supporting images in upload order.
    campaignMedia: c.campaignMedia.map((m) => ({
      id: m.id,
      imageType: m.imageType,
      ...mediaUrls(storage, m.storageKey, m.widths),
    })),
    businessId: c.businessId,
    charityId: c.charityId,
    charity: c.charity,
    business: c.business,
    user: c.user,
    treasurers: c.treasurers ?? [],
    _count: { Donation: Number(c._count.Donation) },
    reviewedAt: c.reviewedAt ? new Date(c.reviewedAt).toISOString() : null,
    relation: c.relation ?? null,
    recipientName: c.recipientName ?? null,
  };
}

/** Campaigns by id in the public shape, whatever their status, in the order of `ids`. */
export async function campaignsById(db: Db, storage: FileStorage, ids: string[]): Promise<Map<string, Campaign>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const rows = rowsOf<JsonRow>(await db.execute(sql`SELECT ${CAMPAIGN_JSON} AS campaign FROM campaigns c WHERE c.id IN (${list})`));
  return new Map(rows.map((r) => [r.campaign.id, toCampaign(storage, r.campaign)]));
}
