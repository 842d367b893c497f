import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { FILE_FIELDS, fieldsFor, TEXT_FIELDS, type FileField, type TextField } from '#contract/create-campaign';
import type { CampaignKind, DocumentKind } from '#contract/enums';
import type { FieldChange, SinceRejection } from '#contract/resubmit';
import type { Db } from '#server/db/open';
import { bankDetails, businesses, campaignMedia, campaignRejections, charities, recipientDocuments } from '#server/db/schema';
import type { CampaignRow } from './ownership';

// A rejected campaign, field by field as the wizard asked for it (issue 44): what its organiser
// fixes from, what is kept when a reviewer rejects it, and what changed since, for the next reviewer.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type File = { id: string; name: string };
/** A campaign's fields (as stored, text) and files (ids and names), by the creation form's names. */
export type CampaignState = { kind: CampaignKind; fields: Partial<Record<TextField, string | null>>; files: Partial<Record<FileField, File[]>> };

export const kindOf = (row: Pick<CampaignRow, 'type'>) => row.type.toLowerCase() as CampaignKind;

/** Where each file field's files are kept: a media type, or a document kind. */
export const FILE_KINDS: Record<FileField, { media: 'COVER_IMAGE' | 'SUPPORTING_IMAGE' } | { document: DocumentKind }> = {
  coverImage: { media: 'COVER_IMAGE' },
  otherImages: { media: 'SUPPORTING_IMAGE' },
  tinCertificate: { document: 'TIN_CERTIFICATE' },
  registrationLicense: { document: 'REGISTRATION_LICENSE' },
  personalDocument: { document: 'PERSONAL_DOCUMENT' },
  supportingDocuments: { document: 'SUPPORTING_DOCUMENT' },
};

/** The recipient's row (a business, or a charity or person) of a campaign. */
export const recipientTable = (row: Pick<CampaignRow, 'businessId'>) => (row.businessId ? businesses : charities);

/** The campaign as the wizard's fields and files, read in one go (inside a transaction if given). */
export async function campaignState(db: Db | Tx, row: CampaignRow): Promise<CampaignState> {
  const kind = kindOf(row);
  const recipientId = row.businessId ?? row.charityId;
  const table = recipientTable(row);
  const campaign = row;
  const [recipients, [bank], media, docs] = await Promise.all([
    recipientId ? db.select().from(table).where(eq(table.id, recipientId)) : Promise.resolve([]),
    db.select().from(bankDetails).where(eq(bankDetails.campaignId, row.id)),
    db.select().from(campaignMedia).where(eq(campaignMedia.campaignId, row.id)).orderBy(asc(campaignMedia.position), asc(campaignMedia.id)),
    db.select().from(recipientDocuments).where(eq(recipientDocuments.campaignId, row.id)).orderBy(asc(recipientDocuments.createdAt), asc(recipientDocuments.id)),
  ]);
  const recipient = recipients[0] as (typeof businesses.$inferSelect) | undefined;
  const values: Record<TextField, string | null | undefined> = {
    fullName: recipient?.fullName,
    publicEmail: recipient?.publicEmail,
    publicPhoneNumber: recipient?.publicPhoneNumber,
    contactEmail: recipient?.contactEmail,
    contactPhoneNumber: recipient?.contactPhoneNumber,
    region: recipient?.region,
    city: recipient?.city,
    relativeLocation: recipient?.relativeLocation,
    relation: campaign.relation,
    recipientName: campaign.recipientName,
    website: recipient?.website,
    sector: recipient?.sector,
    category: campaign.category,
    tinNumber: recipient?.tinNumber,
    licenseNumber: recipient?.licenseNumber,
    title: campaign.title,
    description: campaign.description,
    goalAmount: campaign.goalAmount,
    deadline: campaign.deadline,
    bankName: bank?.bankName,
    holderName: bank?.holderName,
    accountNumber: bank?.accountNumber,
  };
  const own = new Set<string>(fieldsFor(kind));
  const fields: CampaignState['fields'] = {};
  for (const f of TEXT_FIELDS) if (own.has(f)) fields[f] = values[f] ?? null;
  const files: CampaignState['files'] = {};
  for (const f of FILE_FIELDS) {
    if (!own.has(f)) continue;
    const where = FILE_KINDS[f];
    files[f] =
      'media' in where
        ? media.filter((x) => x.imageType === where.media).map((x) => ({ id: x.id, name: x.id }))
        : docs.filter((x) => x.kind === where.document).map((x) => ({ id: x.id, name: x.originalName }));
  }
  return { kind, fields, files };
}

const snapshotOf = (s: CampaignState) => ({
  fields: s.fields as Record<string, string | null>,
  files: Object.fromEntries(Object.entries(s.files).map(([k, list]) => [k, list.map((f) => f.id)])),
});

/** Kept when a reviewer rejects a campaign, in the decision's transaction. */
export async function rememberRejection(tx: Tx, row: CampaignRow, reason: string) {
  await tx.insert(campaignRejections).values({ campaignId: row.id, reason, snapshot: snapshotOf(await campaignState(tx, row)) });
}

/** Marks the campaign's latest rejection as answered by a resubmission (in its transaction). */
export async function markResubmitted(tx: Tx, campaignId: string, at: Date) {
  const [latest] = await tx
    .select({ id: campaignRejections.id, resubmittedAt: campaignRejections.resubmittedAt })
    .from(campaignRejections)
    .where(eq(campaignRejections.campaignId, campaignId))
    .orderBy(desc(campaignRejections.rejectedAt))
    .limit(1);
  if (latest && !latest.resubmittedAt) await tx.update(campaignRejections).set({ resubmittedAt: at }).where(eq(campaignRejections.id, latest.id));
}

/** Each field that differs between the snapshot and now; files whose set of ids differs are `replaced`. */
function changesBetween(before: { fields: Record<string, string | null>; files: Record<string, string[]> }, now: CampaignState): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const f of TEXT_FIELDS) {
    if (!(f in now.fields) && !(f in before.fields)) continue;
    const from = before.fields[f] ?? null;
    const to = now.fields[f] ?? null;
    if (from !== to) changes.push({ field: f, from, to, replaced: false });
  }
  for (const f of FILE_FIELDS) {
    const from = [...(before.files[f] ?? [])].sort().join();
    const to = (now.files[f] ?? []).map((x) => x.id).sort().join();
    if (from !== to) changes.push({ field: f, from: null, to: null, replaced: true });
  }
  return changes;
}

/**
 * For pending campaigns that were rejected and resubmitted: the latest rejection's reason and
 * what changed since. Campaigns never rejected are absent from the map.
 */
export async function changesSinceRejection(db: Db, rows: CampaignRow[]): Promise<Map<string, SinceRejection>> {
  const pending = rows.filter((r) => r.status === 'PENDING');
  const out = new Map<string, SinceRejection>();
  if (!pending.length) return out;
  const rejections = await db
    .select()
    .from(campaignRejections)
    .where(and(inArray(campaignRejections.campaignId, pending.map((r) => r.id)), isNotNull(campaignRejections.resubmittedAt)))
    .orderBy(desc(campaignRejections.rejectedAt));
  const latest = new Map<string, (typeof rejections)[number]>();
  for (const r of rejections) if (!latest.has(r.campaignId)) latest.set(r.campaignId, r);
  await Promise.all(
    pending.flatMap((row) => {
      const rejection = latest.get(row.id);
      if (!rejection) return [];
      return [
        campaignState(db, row).then((now) =>
          out.set(row.id, { reason: rejection.reason, rejectedAt: rejection.rejectedAt.toISOString(), changes: changesBetween(rejection.snapshot, now) }),
        ),
      ];
    }),
  );
  return out;
}
