import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { FILE_FIELDS, resubmitSchema, TEXT_FIELDS, type FileField, type TextField } from '#contract/create-campaign';
import { earliestDeadline, latestDeadline, todayInEthiopia } from '#contract/dates';
import { MIME_OF } from '#contract/files';
import type { FixableCampaign } from '#contract/resubmit';
import type { Deps } from '#server/deps';
import { bankDetails, campaignEdits, campaignMedia, campaigns, recipientDocuments } from '#server/db/schema';
import { fieldError, httpError } from '#server/http/errors';
import { ImageDecodeError, renderRenditions } from '#server/media/images';
import { checkPayoutAccount, type BanksContext } from '#server/modules/banks';
import { firstMessage } from '#contract/zod-helpers';
import { audit } from '../audit/audit';
import { displayName, type UploadedFile } from './create-service';
import { writeImages } from './manage-pending';
import type { CampaignRow } from './ownership';
import { campaignState, FILE_KINDS, kindOf, markResubmitted, recipientTable } from './rejections';
import { m } from '#i18n/paraglide/messages.js';

type ResubmitDeps = Pick<Deps, 'db' | 'storage' | 'now'> & BanksContext;

const CAMPAIGN_COLUMNS = ['title', 'description', 'goalAmount', 'deadline', 'category', 'relation', 'recipientName'] as const;
const BANK_COLUMNS = ['bankName', 'holderName', 'accountNumber'] as const;
/** The rest are the recipient's (a business's, or a charity's or person's) columns. */
const RECIPIENT_COLUMNS = TEXT_FIELDS.filter((f) => !([...CAMPAIGN_COLUMNS, ...BANK_COLUMNS] as readonly string[]).includes(f));

/** GET /campaign/{id}/resubmit: the rejected campaign as its organiser fixes it. */
export async function fixableCampaign(db: Deps['db'], row: CampaignRow): Promise<FixableCampaign> {
  const state = await campaignState(db, row);
  return {
    id: row.id,
    kind: state.kind,
    status: row.status,
    reason: row.status === 'REJECTED' ? (row.reviewReason ?? row.reviewNote) : null,
    fields: state.fields,
    files: Object.fromEntries(Object.entries(state.files).map(([k, list]) => [k, list.map((f) => f.name)])),
  };
}

async function render(file: UploadedFile, field: FileField) {
  try {
    return await renderRenditions(file.bytes);
  } catch (err) {
    if (!(err instanceof ImageDecodeError)) throw err;
    throw fieldError(field, err.reason === 'too-many-pixels' ? m.create_image_too_many_pixels() : m.create_image_unreadable());
  }
}

/**
 * POST /campaign/{id}/resubmit: a REJECTED campaign, with whatever the organiser fixed, back in
 * the review queue. `raw` holds only what was sent (the creation form's names; files as the
 * create route reads them); it is checked by the creation rules, and what was not sent stays.
 * A new file replaces the field's files. Sent empty, an optional field is cleared. A new bank
 * account is written to the audit log. Conditional on the campaign still being REJECTED, in one
 * transaction, so a double tap makes one resubmission (the second: 409).
 */
export async function resubmitCampaign(d: ResubmitDeps, row: CampaignRow, userId: string, raw: Record<string, unknown>) {
  if (row.status !== 'REJECTED') throw httpError(409, m.al_resubmit_only_rejected());
  const kind = kindOf(row);
  const today = todayInEthiopia(d.now());
  const parsed = resubmitSchema(kind, { today, strict: true }).safeParse(raw);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    throw typeof field === 'string' ? fieldError(field, firstMessage(parsed)!) : httpError(400, firstMessage(parsed)!, { code: 'VALIDATION_FAILED' });
  }
  const input = parsed.data as Record<string, unknown>;
  const sent = (f: string) => Object.prototype.hasOwnProperty.call(raw, f) && raw[f] !== undefined;
  // An old deadline may have fallen out of the window the create form allows: it must be moved.
  const deadline = (input.deadline as string | undefined) ?? row.deadline;
  if (deadline < earliestDeadline(today)) throw fieldError('deadline', m.create_deadline_too_soon());
  if (deadline > latestDeadline(today)) throw fieldError('deadline', m.create_deadline_too_far());

  const before = await campaignState(d.db, row);
  const textOf = (f: TextField) => (sent(f) ? ((input[f] as string | undefined) ?? null) : undefined);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const f of Object.keys(before.fields) as TextField[]) {
    const to = textOf(f);
    if (to !== undefined && to !== (before.fields[f] ?? null)) changes[f] = { from: before.fields[f] ?? null, to };
  }
  // The wizard's rule across two fields: money for someone else names them; SELF keeps no other name.
  if (kind === 'personal' && ('relation' in changes || 'recipientName' in changes)) {
    const relation = 'relation' in changes ? changes.relation.to : before.fields.relation;
    const name = 'recipientName' in changes ? changes.recipientName.to : before.fields.recipientName;
    if (relation === 'SELF' && name) changes.recipientName = { from: before.fields.recipientName ?? null, to: null };
    else if (relation && relation !== 'SELF' && !name) throw fieldError('recipientName', m.create_recipient_name_required());
  }
  // The bank and the number together must suit a bank payouts can go to now, as at creation (issue 44).
  if ('bankName' in changes || 'accountNumber' in changes) {
    const bankName = String(('bankName' in changes ? changes.bankName.to : before.fields.bankName) ?? '');
    const number = await checkPayoutAccount(d, bankName, String(('accountNumber' in changes ? changes.accountNumber.to : before.fields.accountNumber) ?? ''));
    if (number !== (before.fields.accountNumber ?? null)) changes.accountNumber = { from: before.fields.accountNumber ?? null, to: number };
    else delete changes.accountNumber;
  }
  const newFiles = FILE_FIELDS.filter((f) => sent(f) && [input[f]].flat().filter(Boolean).length > 0);

  // Files first (images re-encoded, documents as sent), outside the transaction; rows in it.
  const images = {
    cover: newFiles.includes('coverImage') ? await render(input.coverImage as UploadedFile, 'coverImage') : undefined,
    others: newFiles.includes('otherImages') ? await Promise.all((input.otherImages as UploadedFile[]).map((f) => render(f, 'otherImages'))) : undefined,
  };
  const media = (await writeImages(d.storage, row.id, images)).map((x) => ({ ...x, campaignId: row.id }));
  const documents = newFiles.flatMap((field) => {
    const where = FILE_KINDS[field];
    if (!('document' in where)) return [];
    return ([input[field]].flat() as UploadedFile[]).map((file) => ({
      id: randomUUID(),
      campaignId: row.id,
      businessId: row.businessId,
      charityId: row.charityId,
      kind: where.document,
      storageKey: `documents/${row.id}/${randomUUID()}.${file.kind === 'jpeg' ? 'jpg' : file.kind}`,
      originalName: displayName(file.name, file.kind!),
      mimeType: MIME_OF[file.kind!],
      sizeBytes: file.bytes.length,
      bytes: file.bytes,
    }));
  });
  await Promise.all(documents.map((doc) => d.storage.put('private', doc.storageKey, doc.bytes)));
  for (const f of newFiles) changes[f] = { from: (before.files[f] ?? []).length, to: [input[f]].flat().length };

  const pick = <K extends string>(names: readonly K[]) =>
    Object.fromEntries(names.filter((f) => f in changes).map((f) => [f, changes[f].to])) as Partial<Record<K, string | null>>;
  const replacedDocs = await d.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(campaigns)
      .set({ ...(pick(CAMPAIGN_COLUMNS) as Partial<typeof campaigns.$inferInsert>), status: 'PENDING', reviewReason: null, reviewedAt: null, reviewedBy: null })
      .where(and(eq(campaigns.id, row.id), eq(campaigns.status, 'REJECTED')))
      .returning({ id: campaigns.id });
    if (!claimed) return null;
    const recipient = pick(RECIPIENT_COLUMNS);
    const recipientId = row.businessId ?? row.charityId;
    if (recipientId && Object.keys(recipient).length) {
      const table = recipientTable(row);
      await tx.update(table).set(recipient as Partial<typeof table.$inferInsert>).where(eq(table.id, recipientId));
    }
    const bank = pick(BANK_COLUMNS);
    if (Object.keys(bank).length) {
      await tx.update(bankDetails).set(bank as Partial<typeof bankDetails.$inferInsert>).where(eq(bankDetails.campaignId, row.id));
      const from = Object.fromEntries(BANK_COLUMNS.map((f) => [f, before.fields[f] ?? null]));
      await audit(tx, { actorId: userId, action: 'campaign.bank_details', target: { kind: 'campaign', id: row.id }, details: { from, to: { ...from, ...bank } } });
    }
    const oldIds = newFiles.flatMap((f) => (before.files[f] ?? []).map((x) => x.id));
    if (oldIds.length) await tx.delete(campaignMedia).where(and(eq(campaignMedia.campaignId, row.id), inArray(campaignMedia.id, oldIds)));
    if (media.length) await tx.insert(campaignMedia).values(media);
    const gone = oldIds.length
      ? await tx
          .delete(recipientDocuments)
          .where(and(eq(recipientDocuments.campaignId, row.id), inArray(recipientDocuments.id, oldIds)))
          .returning({ storageKey: recipientDocuments.storageKey })
      : [];
    if (documents.length) await tx.insert(recipientDocuments).values(documents.map(({ bytes: _bytes, ...doc }) => doc));
    if (Object.keys(changes).length) await tx.insert(campaignEdits).values({ campaignId: row.id, userId, changes });
    await markResubmitted(tx, row.id, d.now());
    return gone;
  });
  if (!replacedDocs) {
    // Someone (a double tap) resubmitted it first: this one's files are nobody's.
    await Promise.allSettled(documents.map((doc) => d.storage.remove('private', doc.storageKey)));
    throw httpError(409, m.al_resubmit_only_rejected());
  }
  // A replaced document is private and nobody links to it any more: removed. (Replaced images'
  // renditions stay a while, as for an edit: a cached page may still show them.)
  await Promise.allSettled(replacedDocs.map((doc) => d.storage.remove('private', doc.storageKey)));
}
