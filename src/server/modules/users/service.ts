import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { receiptPath } from '#contract/donation';
import type { Identifier } from '#contract/auth';
import type { Me, ProfileUpdate } from '#contract/user';
import type { Db } from '#server/db/open';
import { campaigns, donations, users } from '#server/db/schema';
import { httpError } from '#server/http/errors';
import { m } from '#i18n/paraglide/messages.js';
import { paidAbroadColumns, paidAbroadOf } from '../donations/foreign';

export type User = typeof users.$inferSelect;

/** Older rows may hold a phone as 09…; new ones as +2519…. Both spellings are the same number. */
const phoneSpellings = (normalized: string) => [normalized, normalized.replace(/^\+251/, '0')];

export async function findByIdentifier(db: Db, id: Identifier): Promise<User | undefined> {
  const [user] = id.email
    ? await db.select().from(users).where(eq(users.email, id.email))
    : await db.select().from(users).where(inArray(users.phoneNumber, phoneSpellings(id.phoneNumber!)));
  return user;
}

export async function findById(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

const iso = (d: Date) => d.toISOString();

/**
 * The user with their campaigns and donations, newest first: two queries on top of the user row
 * the auth check already loaded. Only the user's own rows; no hash, code or token leaves here.
 */
export async function getMe(db: Db, user: User): Promise<Me> {
  const [mine, given] = await Promise.all([
    db
      .select({
        id: campaigns.id,
        title: campaigns.title,
        status: campaigns.status,
        goalAmount: campaigns.goalAmount,
        raisedAmount: campaigns.raisedAmount,
        createdAt: campaigns.createdAt,
        reviewReason: campaigns.reviewReason,
        reviewNote: campaigns.reviewNote,
      })
      .from(campaigns)
      .where(eq(campaigns.userId, user.id))
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id)),
    db
      .select({
        id: donations.id,
        amount: donations.amount,
        paymentStatus: donations.paymentStatus,
        txRef: donations.txRef,
        createdAt: donations.createdAt,
        campaignId: campaigns.id,
        campaignTitle: campaigns.title,
        receiptToken: donations.receiptToken,
        ...paidAbroadColumns(donations),
      })
      .from(donations)
      .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
      // A payment the donor removed from the history stays away, unless it was paid after all.
      .where(and(eq(donations.userId, user.id), or(isNull(donations.hiddenAt), eq(donations.paymentStatus, 'VERIFIED'))))
      .orderBy(desc(donations.createdAt), desc(donations.id)),
  ]);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    dateOfBirth: user.dateOfBirth,
    profilePicture: user.profilePicture,
    isVerified: user.isVerified,
    isActive: user.isActive,
    role: user.role,
    googleOnly: user.passwordHash === null,
    locale: user.locale === 'am' || user.locale === 'en' ? user.locale : null,
    createdAt: iso(user.createdAt),
    campaigns: mine.map((c) => ({
      id: c.id,
      title: c.title,
      status: c.status,
      goalAmount: Number(c.goalAmount),
      raisedAmount: Number(c.raisedAmount),
      createdAt: iso(c.createdAt),
      // The review module writes review_reason (migration 0002); older rows kept it in review_note.
      rejectionReason: c.status === 'REJECTED' ? (c.reviewReason ?? c.reviewNote) : null,
    })),
    Donation: given.map((d) => ({
      id: d.id,
      amount: Number(d.amount),
      paymentStatus: d.paymentStatus,
      txRef: d.txRef,
      createdAt: iso(d.createdAt),
      campaign: { id: d.campaignId, title: d.campaignTitle },
      receiptPath: (d.paymentStatus === 'VERIFIED' || d.paymentStatus === 'REFUNDED') && d.receiptToken ? `/api${receiptPath(d.receiptToken)}` : null,
      paidAbroad: paidAbroadOf(d),
    })),
  };
}

/** Writes the changed fields (and a new picture, already stored) and returns the updated row. */
export async function saveProfile(
  db: Db,
  userId: string,
  fields: ProfileUpdate & { profilePicture?: string; profilePictureKey?: string },
): Promise<User> {
  if (Object.keys(fields).length === 0) {
    const user = await findById(db, userId);
    if (!user) throw httpError(404, m.srv_err_user_not_found());
    return user;
  }
  const [user] = await db.update(users).set(fields).where(eq(users.id, userId)).returning();
  if (!user) throw httpError(404, m.srv_err_user_not_found());
  return user;
}
