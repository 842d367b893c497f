import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { EXPORT_FORMAT, type AccountExport, type ExportFile } from '#contract/account-data';
import type { FileStorage, Visibility } from '#server/adapters/storage/storage';
import type { Db } from '#server/db/open';
import {
  auditLog,
  bankDetails,
  businesses,
  campaignFollowers,
  campaignMedia,
  campaignReports,
  campaignTreasurers,
  campaignUpdates,
  campaigns,
  charities,
  donations,
  notificationPreferences,
  pushSubscriptions,
  recipientDocuments,
  refreshTokens,
  telegramLinks,
  updateUnsubscribes,
  withdrawals,
} from '#server/db/schema';
import { renditionKey } from '#server/media/images';
import type { User } from './service';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const last = (name: string) => name.split('/').pop() ?? name;

/** A stored file read back whole through the storage interface (disk or S3); null when it is gone. */
async function embed(storage: FileStorage, visibility: Visibility, key: string, type: string, name = last(key)): Promise<ExportFile | null> {
  try {
    const bytes = await storage.read(visibility, key);
    return { name, type, size: bytes.length, base64: bytes.toString('base64') };
  } catch {
    return null;
  }
}

/** An image kept as WebP renditions: the widest one is the picture at its best. */
const widest = (storage: FileStorage, baseKey: string, widths: readonly number[]) =>
  widths.length === 0 ? Promise.resolve(null) : embed(storage, 'public', renditionKey(baseKey, Math.max(...widths)), 'image/webp');

/**
 * Everything Birr holds about `user` (issue 46): their account, sign-in and settings, the
 * campaigns they organise with what the wizard took and their files, their withdrawals and
 * updates, the donations they made and the words they left, the reports they filed, and the audit
 * log's entries about them and their campaigns. Only their own rows; no password hash, code or token, and no other
 * person's details (a reviewer who acted on them is "not you", never named).
 */
export async function exportAccount(db: Db, storage: FileStorage, user: User, now: Date): Promise<AccountExport> {
  const mine = await db.select().from(campaigns).where(eq(campaigns.userId, user.id)).orderBy(desc(campaigns.createdAt));
  const ids = mine.map((c) => c.id);
  const some = ids.length > 0;
  const [media, docs, banks, biz, chars, paid, news, given, filed, sessions, stopped, entries] = await Promise.all([
    some ? db.select().from(campaignMedia).where(inArray(campaignMedia.campaignId, ids)) : [],
    some ? db.select().from(recipientDocuments).where(inArray(recipientDocuments.campaignId, ids)) : [],
    some ? db.select().from(bankDetails).where(inArray(bankDetails.campaignId, ids)) : [],
    db.select().from(businesses).where(eq(businesses.userId, user.id)),
    db.select().from(charities).where(eq(charities.userId, user.id)),
    some ? db.select().from(withdrawals).where(inArray(withdrawals.campaignId, ids)).orderBy(desc(withdrawals.createdAt)) : [],
    some ? db.select().from(campaignUpdates).where(inArray(campaignUpdates.campaignId, ids)).orderBy(desc(campaignUpdates.createdAt)) : [],
    db
      .select({ d: donations, title: campaigns.title })
      .from(donations)
      .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
      .where(eq(donations.userId, user.id))
      .orderBy(desc(donations.createdAt)),
    db.select().from(campaignReports).where(eq(campaignReports.reporterId, user.id)).orderBy(desc(campaignReports.createdAt)),
    db
      .select({ createdAt: refreshTokens.createdAt, expiresAt: refreshTokens.expiresAt })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now), eq(refreshTokens.credentialsEpoch, user.credentialsEpoch))),
    user.email ? db.select().from(updateUnsubscribes).where(eq(updateUnsubscribes.email, user.email.toLowerCase())) : [],
    db
      .select()
      .from(auditLog)
      .where(
        or(
          and(eq(auditLog.targetKind, 'user'), eq(auditLog.targetId, user.id)),
          some ? and(eq(auditLog.targetKind, 'campaign'), inArray(auditLog.targetId, ids)) : undefined,
        ),
      )
      .orderBy(desc(auditLog.at)),
  ]);

  const [prefs, telegram, devices, follows, treasurer] = await Promise.all([
    db.select({ channels: notificationPreferences.channels }).from(notificationPreferences).where(eq(notificationPreferences.userId, user.id)),
    db.select({ linkedAt: telegramLinks.linkedAt, stoppedAt: telegramLinks.stoppedAt }).from(telegramLinks).where(eq(telegramLinks.userId, user.id)),
    db.select({ createdAt: pushSubscriptions.createdAt }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)),
    db
      .select({ campaignId: campaignFollowers.campaignId, createdAt: campaignFollowers.createdAt })
      .from(campaignFollowers)
      .where(and(eq(campaignFollowers.userId, user.id), isNull(campaignFollowers.unfollowedAt))),
    db
      .select({ campaignId: campaignTreasurers.campaignId, acceptedAt: campaignTreasurers.acceptedAt })
      .from(campaignTreasurers)
      .where(and(eq(campaignTreasurers.userId, user.id), isNull(campaignTreasurers.removedAt))),
  ]);

  const recipients = new Map<string, (typeof biz)[number] & { isOrganization: boolean | null }>();
  for (const b of biz) recipients.set(b.id, { ...b, isOrganization: null });
  for (const c of chars) recipients.set(c.id, c);

  const campaignsOut = await Promise.all(
    mine.map(async (c) => {
      const r = recipients.get(c.businessId ?? c.charityId ?? '');
      const bank = banks.find((b) => b.campaignId === c.id);
      return {
        id: c.id,
        title: c.title,
        description: c.description,
        type: c.type,
        category: c.category,
        status: c.status,
        goalAmount: Number(c.goalAmount),
        raisedAmount: Number(c.raisedAmount),
        deadline: c.deadline,
        reviewReason: c.reviewReason ?? c.reviewNote,
        suspendedReason: c.suspendedReason,
        createdAt: iso(c.createdAt),
        closedAt: isoOrNull(c.closedAt),
        recipient: r
          ? {
              fullName: r.fullName,
              isOrganization: r.isOrganization,
              sector: r.sector,
              website: r.website,
              region: r.region,
              city: r.city,
              relativeLocation: r.relativeLocation,
              publicEmail: r.publicEmail,
              publicPhoneNumber: r.publicPhoneNumber,
              contactEmail: r.contactEmail,
              contactPhoneNumber: r.contactPhoneNumber,
              tinNumber: r.tinNumber,
              licenseNumber: r.licenseNumber,
            }
          : null,
        bankDetails: bank ? { bankName: bank.bankName, holderName: bank.holderName, accountNumber: bank.accountNumber } : null,
        images: await Promise.all(
          media
            .filter((i) => i.campaignId === c.id)
            .sort((a, b) => a.position - b.position)
            .map(async (i) => ({ id: i.id, imageType: i.imageType, position: i.position, file: await widest(storage, i.storageKey, i.widths) })),
        ),
        documents: await Promise.all(
          docs
            .filter((d) => d.campaignId === c.id)
            .map(async (d) => ({
              id: d.id,
              kind: d.kind,
              originalName: d.originalName,
              mimeType: d.mimeType,
              sizeBytes: d.sizeBytes,
              file: await embed(storage, 'private', d.storageKey, d.mimeType, d.originalName),
            })),
        ),
      };
    }),
  );

  return {
    format: EXPORT_FORMAT,
    exportedAt: iso(now),
    account: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      dateOfBirth: user.dateOfBirth,
      role: user.role,
      isVerified: user.isVerified,
      isActive: user.isActive,
      deactivatedAt: isoOrNull(user.deactivatedAt),
      deactivatedReason: user.deactivatedReason,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
      profilePicture: user.profilePictureKey ? await embed(storage, 'public', user.profilePictureKey, 'image/webp') : null,
    },
    signIn: {
      hasPassword: user.passwordHash !== null,
      googleLinked: user.googleSub !== null,
      telegramLinked: user.telegramSub !== null,
      openSessions: sessions.map((s) => ({ startedAt: iso(s.createdAt), expiresAt: iso(s.expiresAt) })),
    },
    settings: {
      locale: user.locale === 'am' || user.locale === 'en' ? user.locale : null,
      updatesStopped: stopped.map((u) => ({ campaignId: u.campaignId, at: iso(u.createdAt) })),
      notificationChannels: prefs[0]?.channels ?? null,
      telegramBot: telegram[0] ? { linkedAt: iso(telegram[0].linkedAt), stoppedAt: isoOrNull(telegram[0].stoppedAt) } : null,
      pushDevices: devices.map((d) => ({ addedAt: iso(d.createdAt) })),
      following: follows.map((f) => ({ campaignId: f.campaignId, since: iso(f.createdAt) })),
      treasurerOf: treasurer.map((r) => ({ campaignId: r.campaignId, since: isoOrNull(r.acceptedAt) })),
    },
    campaigns: campaignsOut,
    withdrawals: paid.map((w) => ({
      id: w.id,
      campaignId: w.campaignId,
      amount: Number(w.amount),
      currency: w.currency,
      status: w.status,
      bankName: w.bankName,
      holderName: w.holderName,
      accountNumber: w.accountNumber,
      reason: w.reason,
      reference: w.reference,
      createdAt: iso(w.createdAt),
      settledAt: isoOrNull(w.settledAt),
    })),
    updates: await Promise.all(
      news.map(async (u) => ({
        id: u.id,
        campaignId: u.campaignId,
        text: u.text,
        image: u.imageKey ? await widest(storage, u.imageKey, u.imageWidths ?? []) : null,
        createdAt: iso(u.createdAt),
        updatedAt: iso(u.updatedAt),
      })),
    ),
    donations: given.map(({ d, title }) => ({
      id: d.id,
      campaign: { id: d.campaignId, title },
      amount: Number(d.amount),
      fee: Number(d.fee),
      currency: d.currency,
      status: d.paymentStatus,
      donorFirstName: d.donorFirstName,
      donorLastName: d.donorLastName,
      email: d.email,
      isAnonymous: d.isAnonymous,
      message: d.message,
      receiptReference: d.txRef,
      providerReference: d.providerReference,
      createdAt: iso(d.createdAt),
      verifiedAt: isoOrNull(d.verifiedAt),
    })),
    wordsOfSupport: given
      .filter(({ d }) => d.message)
      .map(({ d }) => ({
        donationId: d.id,
        campaignId: d.campaignId,
        text: d.message!,
        hidden: d.messageHiddenAt !== null,
        removed: d.messageRemovedAt !== null,
        createdAt: iso(d.createdAt),
      })),
    reports: filed.map((r) => ({ id: r.id, campaignId: r.campaignId, reason: r.reason, details: r.details, status: r.status, createdAt: iso(r.createdAt) })),
    auditEntries: entries.map((e) => ({ action: e.action, at: iso(e.at), reason: e.reason, byYou: e.actorId === user.id, details: e.details ?? null })),
  };
}
