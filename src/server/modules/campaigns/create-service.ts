import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type CreateCampaignInput } from '#contract/create-campaign';
import { MIME_OF, type FileKind } from '#contract/files';
import { kindToType, type CampaignKind, type DocumentKind } from '#contract/enums';
import type { FileStorage, Visibility } from '#server/adapters/storage/storage';
import type { Db } from '#server/db/open';
import { bankDetails, businesses, campaignMedia, campaigns, charities, recipientDocuments } from '#server/db/schema';
import { fieldError, httpError } from '#server/http/errors';
import { ImageDecodeError, renderRenditions, renditionKey } from '#server/media/images';
import { relationColumns } from './relation';
import { m } from '#i18n/paraglide/messages.js';

/** An uploaded file after the route read it: its bytes, and its kind as the bytes say. */
export type UploadedFile = { name: string; size: number; type?: string; kind: FileKind | null; bytes: Buffer };
/** A parsed submission with the files as the route read them. */
export type CreateInput = CreateCampaignInput<UploadedFile>;

type CampaignRow = typeof campaigns.$inferSelect;

export async function findByIdempotencyKey(db: Db, userId: string, key: string): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.userId, userId), eq(campaigns.idempotencyKey, key)));
  return row;
}

/** Another request with the same Idempotency-Key committed first. */
class DuplicateSubmission extends Error {}

type Written = { visibility: Visibility; key: string };

/**
 * Creates a PENDING campaign with its recipient, bank details, images and documents. Images are
 * decoded and re-encoded in memory first; then every file is written; then every row goes in one
 * transaction. Whatever fails, the files written so far are removed and no row remains. With an
 * Idempotency-Key, a submission that loses the race to an identical one answers with that one.
 */
export async function createCampaign(
  deps: { db: Db; storage: FileStorage },
  userId: string,
  kind: CampaignKind,
  input: CreateInput,
  idempotencyKey?: string,
): Promise<{ campaign: CampaignRow; replayed: boolean }> {
  const { db, storage } = deps;
  const campaignId = randomUUID();

  const images = [input.coverImage, ...input.otherImages];
  const rendered: Awaited<ReturnType<typeof renderRenditions>>[] = [];
  for (const [i, image] of images.entries()) {
    try {
      rendered.push(await renderRenditions(image.bytes));
    } catch (err) {
      if (!(err instanceof ImageDecodeError)) throw err;
      throw fieldError(i === 0 ? 'coverImage' : 'otherImages', err.reason === 'too-many-pixels' ? m.create_image_too_many_pixels() : m.create_image_unreadable());
    }
  }
  const media = rendered.map((r, i) => ({
    id: randomUUID(),
    campaignId,
    imageType: i === 0 ? ('COVER_IMAGE' as const) : ('SUPPORTING_IMAGE' as const),
    storageKey: `campaigns/${campaignId}/${randomUUID()}`,
    widths: r.widths,
    position: i === 0 ? 0 : i,
  }));

  const documentFiles: [DocumentKind, UploadedFile | undefined][] = [
    ['TIN_CERTIFICATE', input.tinCertificate],
    ['REGISTRATION_LICENSE', input.registrationLicense],
    ['PERSONAL_DOCUMENT', input.personalDocument],
    ...input.supportingDocuments.map((f) => ['SUPPORTING_DOCUMENT', f] as [DocumentKind, UploadedFile]),
  ];
  const documents = documentFiles.flatMap(([docKind, f]) =>
    f && f.kind
      ? [{ id: randomUUID(), docKind, file: f, fileKind: f.kind, storageKey: `documents/${campaignId}/${randomUUID()}.${f.kind === 'jpeg' ? 'jpg' : f.kind}` }]
      : [],
  );

  const written: Written[] = [];
  const removeWritten = () =>
    Promise.allSettled(written.map((w) => storage.remove(w.visibility, w.key))).then(() => undefined);

  try {
    const writes: Promise<void>[] = [];
    const put = (visibility: Visibility, key: string, bytes: Buffer) => {
      written.push({ visibility, key });
      writes.push(storage.put(visibility, key, bytes));
    };
    media.forEach((m, i) => rendered[i].files.forEach((f) => put('public', renditionKey(m.storageKey, f.width), f.bytes)));
    for (const d of documents) put('private', d.storageKey, d.file.bytes);
    // Every write settles before a failure is handled, so the clean-up sees every file.
    const results = await Promise.allSettled(writes);
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;

    const campaign = await db.transaction(async (tx) => {
      const recipient = {
        userId,
        fullName: input.fullName,
        sector: kind === 'business' ? (input.sector ?? null) : null,
        website: input.website ?? null,
        region: input.region,
        city: input.city,
        relativeLocation: input.relativeLocation ?? null,
        publicEmail: input.publicEmail ?? null,
        publicPhoneNumber: input.publicPhoneNumber ?? null,
        contactEmail: input.contactEmail,
        contactPhoneNumber: input.contactPhoneNumber,
        tinNumber: input.tinNumber ?? null,
        licenseNumber: input.licenseNumber ?? null,
      };
      let businessId: string | null = null;
      let charityId: string | null = null;
      if (kind === 'business') {
        [{ id: businessId }] = await tx.insert(businesses).values(recipient).returning({ id: businesses.id });
      } else {
        [{ id: charityId }] = await tx
          .insert(charities)
          .values({ ...recipient, isOrganization: kind === 'charity' })
          .returning({ id: charities.id });
      }
      // The unique (user, key) index decides a race: a second insert with the same key waits
      // for the first transaction and then finds the conflict.
      const [row] = await tx
        .insert(campaigns)
        .values({
          id: campaignId,
          userId,
          title: input.title,
          description: input.description,
          deadline: input.deadline,
          goalAmount: input.goalAmount,
          category: input.category,
          status: 'PENDING',
          type: kindToType(kind),
          businessId,
          charityId,
          idempotencyKey: idempotencyKey ?? null,
          ...relationColumns(kind, input),
        })
        .onConflictDoNothing({ target: [campaigns.userId, campaigns.idempotencyKey] })
        .returning();
      if (!row) throw new DuplicateSubmission();
      await tx.insert(campaignMedia).values(media);
      if (documents.length) {
        await tx.insert(recipientDocuments).values(
          documents.map((d) => ({
            id: d.id,
            campaignId,
            businessId,
            charityId,
            kind: d.docKind,
            storageKey: d.storageKey,
            originalName: displayName(d.file.name, d.fileKind),
            mimeType: MIME_OF[d.fileKind],
            sizeBytes: d.file.bytes.length,
          })),
        );
      }
      await tx.insert(bankDetails).values({
        campaignId,
        bankName: input.bankName,
        holderName: input.holderName,
        accountNumber: input.accountNumber,
      });
      return row;
    });
    return { campaign, replayed: false };
  } catch (err) {
    await removeWritten();
    if (err instanceof DuplicateSubmission && idempotencyKey) {
      const first = await findByIdempotencyKey(db, userId, idempotencyKey);
      if (first) return { campaign: first, replayed: true };
    }
    throw err;
  }
}

/** The name a reviewer sees: the uploaded base name without control characters, with the true extension. */
export function displayName(name: string, kind: FileKind): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 150);
  const ext = kind === 'jpeg' ? ['jpg', 'jpeg'] : [kind];
  const hasExt = ext.some((e) => base.toLowerCase().endsWith(`.${e}`));
  return (base || 'document') + (hasExt ? '' : `.${ext[0]}`);
}
