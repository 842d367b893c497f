import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './auth';
import { MAX_FILE_BYTES } from './files';
import { CAMPAIGN_STATUSES, PAYMENT_STATUSES, ROLES } from './enums';
import { PaidAbroad } from './donation';
import { fromCents, toCents } from './money';
import { isEmail, isPhone } from './patterns';
import { safeLine } from './text';

export const AGE_MIN = 13;
export const AGE_MAX = 100;
export const PROFILE_IMAGE_MAX_BYTES = MAX_FILE_BYTES;
/** What the picker offers; the server judges the bytes (src/server/media/sniff.ts), not this. */
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** The fields PATCH /user takes (besides the picture, `profileImg`). */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'dateOfBirth'] as const;

const isIsoDate = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** The spec's age rule: the difference of calendar years (this year minus the birth year), 13 to 100. */
export function ageProblem(dateOfBirth: string, today = new Date()): string | null {
  const s = dateOfBirth.trim();
  if (!isIsoDate(s)) return m.auth_date_of_birth_invalid();
  const age = today.getFullYear() - Number(s.slice(0, 4));
  return age < AGE_MIN || age > AGE_MAX ? m.profile_age_range() : null;
}

export type ProfileInput = {
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
};

/**
 * Every profile problem, one per field (the form lists them all under itself); an empty object
 * when the values are fine. Email and phone are checked only for the spec's messages: they are
 * never sent to PATCH /user.
 */
export function profileProblems(v: ProfileInput, today = new Date()): Partial<Record<keyof ProfileInput, string>> {
  const out: Partial<Record<keyof ProfileInput, string>> = {};
  const name = (s: string | undefined, required: string) =>
    s === undefined ? null : !s.trim() ? required : s.trim().length > NAME_MAX ? m.profile_name_too_long() : null;
  const first = name(v.firstName, m.profile_first_name_required());
  if (first) out.firstName = first;
  const last = name(v.lastName, m.profile_last_name_required());
  if (last) out.lastName = last;
  if (v.dateOfBirth) {
    const age = ageProblem(v.dateOfBirth, today);
    if (age) out.dateOfBirth = age;
  }
  if (v.email && !isEmail(v.email)) out.email = m.profile_email_invalid();
  if (v.phoneNumber && !isPhone(v.phoneNumber)) out.phoneNumber = m.profile_phone_invalid();
  return out;
}

/**
 * PATCH /user's fields (multipart or JSON): only the changed ones. An empty dateOfBirth clears it.
 * Email and phone are refused by name; any other unknown field is refused too.
 */
export const ProfileUpdateBody = z
  .object({
    firstName: safeLine('firstName').optional(),
    lastName: safeLine('lastName').optional(),
    dateOfBirth: safeLine('dateOfBirth').nullish(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const first = Object.values(profileProblems(v))[0];
    if (first) ctx.addIssue({ code: 'custom', message: first });
  })
  .transform((v) => ({
    ...(v.firstName !== undefined ? { firstName: v.firstName.trim() } : {}),
    ...(v.lastName !== undefined ? { lastName: v.lastName.trim() } : {}),
    ...(v.dateOfBirth !== undefined ? { dateOfBirth: v.dateOfBirth?.trim() || null } : {}),
  }));
export type ProfileUpdate = z.output<typeof ProfileUpdateBody>;

/** Why a field PATCH /user does not take was refused: email and phone get their own words. */
export const refusedFieldMessage = (field: string) =>
  field === 'email' ? m.profile_email_locked() : field === 'phoneNumber' ? m.profile_phone_locked() : m.profile_unknown_field({ field });

export type PasswordChangeInput = { oldPassword?: string; newPassword?: string; passwordConfirm?: string };

/** The change-password rules in order; the first one broken, or null. Shared by form and server. */
export function passwordChangeProblem(v: PasswordChangeInput): string | null {
  if (!v.oldPassword || !v.newPassword || !v.passwordConfirm) return m.auth_all_required();
  if (v.newPassword !== v.passwordConfirm) return m.auth_reset_differ();
  if (v.newPassword.length < PASSWORD_MIN) return m.auth_reset_too_short();
  if (v.newPassword.length > PASSWORD_MAX || v.oldPassword.length > PASSWORD_MAX) return m.auth_field_too_long();
  return null;
}

export const PasswordChangeBody = z
  .object({
    oldPassword: safeLine('oldPassword').optional(),
    newPassword: safeLine('newPassword').optional(),
    passwordConfirm: safeLine('passwordConfirm').optional(),
  })
  .superRefine((v, ctx) => {
    const message = passwordChangeProblem(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** One of the user's campaigns, as My Campaigns lists it; the reviewer's reason only when rejected. */
export const MyCampaign = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  goalAmount: z.number(),
  raisedAmount: z.number(),
  createdAt: z.string(),
  rejectionReason: z.string().nullable(),
});
export type MyCampaign = z.infer<typeof MyCampaign>;

/** One of the user's donations, as Donation History lists it. */
export const MyDonation = z.object({
  id: z.string(),
  amount: z.number(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  txRef: z.string(),
  createdAt: z.string(),
  campaign: z.object({ id: z.string(), title: z.string() }),
  /** A verified (or refunded) gift's printable receipt (API path), issue 43. */
  receiptPath: z.string().nullable().optional(),
  /** Paid in another currency (issue 43): `amount` is the Birr it was credited. */
  paidAbroad: PaidAbroad.nullable().optional(),
});
export type MyDonation = z.infer<typeof MyDonation>;

/**
 * GET /api/user/me and PATCH /api/user answer { data: Me }: the user of the spec's section 3
 * with their campaigns and donations (newest first), as the spec's profile reads them. It
 * carries everything the older "user brief" did, so the navbar reads the same call.
 */
export const Me = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  profilePicture: z.string().nullable(),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  role: z.enum(ROLES),
  /** True for an account that has only ever signed in with Google: it has no password to change. */
  googleOnly: z.boolean(),
  /** The language the person chose (issue 27), or null: the device's choice then applies. */
  locale: z.enum(['am', 'en']).nullable().optional(),
  createdAt: z.string(),
  campaigns: z.array(MyCampaign),
  Donation: z.array(MyDonation),
});
export type Me = z.infer<typeof Me>;
export const MeResponse = z.object({ data: Me });
export type MeResponse = z.infer<typeof MeResponse>;

/** Verified donations only: the total the profile's footer states, and how many. */
export function verifiedTotals(donations: readonly Pick<MyDonation, 'amount' | 'paymentStatus'>[]) {
  const verified = donations.filter((d) => d.paymentStatus === 'VERIFIED');
  // Summed in cents, so 0.1 + 0.2 stays 0.30.
  const cents = verified.reduce((sum, d) => sum + toCents(d.amount), 0);
  return { total: fromCents(cents), count: verified.length };
}

/** PUT /api/user/locale: the language a signed-in person reads Birr in (emails and texts follow it). */
export const LocaleBody = z.object({ locale: z.enum(['am', 'en']) });
/** PUT /api/user/locale answers the language it stored: its body's shape. */
export const LocaleAnswer = z.object({ locale: LocaleBody.shape.locale });
