// A person's own data (issue 46, Ethiopia's Personal Data Protection Proclamation No. 1321/2024):
// the download of everything Birr holds about them, and deleting their account. The paths are in
// user-paths.ts; why each thing is kept or removed, and for how long, is docs/decisions/0019.
import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';
import { CODE_LENGTH, PASSWORD_MAX } from './auth';
import { CAMPAIGN_STATUSES, CAMPAIGN_TYPES, CATEGORIES, DOCUMENT_KINDS, IMAGE_TYPES, PAYMENT_STATUSES, ROLES } from './enums';
import { WITHDRAWAL_STATUSES } from './payout';

/** One export per person in this many minutes: each one reads every file they stored. */
export const EXPORT_GAP_MINUTES = 5;
/** What the download's records say they are, so a later format can be told apart. */
export const EXPORT_FORMAT = 'birr-account-export/1';

/** One stored file, whole: its bytes in base64, so the download needs nothing else. */
export const ExportFile = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number(),
  base64: z.string(),
});
export type ExportFile = z.infer<typeof ExportFile>;
/** A file the record names but the store no longer has (or could not read): said, not hidden. */
const fileOrMissing = ExportFile.nullable();

const amount = z.number();
const when = z.string();
const maybeWhen = z.string().nullable();
const maybeText = z.string().nullable();

const Recipient = z.object({
  fullName: z.string(),
  isOrganization: z.boolean().nullable(),
  sector: maybeText,
  website: maybeText,
  region: z.string(),
  city: z.string(),
  relativeLocation: maybeText,
  publicEmail: maybeText,
  publicPhoneNumber: maybeText,
  contactEmail: z.string(),
  contactPhoneNumber: z.string(),
  tinNumber: maybeText,
  licenseNumber: maybeText,
});

const ExportWithdrawal = z.object({
  id: z.string(),
  campaignId: z.string(),
  amount,
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  holderName: z.string(),
  accountNumber: z.string(),
  reason: maybeText,
  reference: maybeText,
  createdAt: when,
  settledAt: maybeWhen,
});

const ExportUpdate = z.object({
  id: z.string(),
  campaignId: z.string(),
  text: z.string(),
  image: fileOrMissing,
  createdAt: when,
  updatedAt: when,
});

const ExportCampaign = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(CAMPAIGN_TYPES),
  category: z.enum(CATEGORIES),
  status: z.enum(CAMPAIGN_STATUSES),
  goalAmount: amount,
  raisedAmount: amount,
  deadline: z.string(),
  reviewReason: maybeText,
  suspendedReason: maybeText,
  createdAt: when,
  closedAt: maybeWhen,
  recipient: Recipient.nullable(),
  bankDetails: z.object({ bankName: z.string(), holderName: z.string(), accountNumber: z.string() }).nullable(),
  images: z.array(z.object({ id: z.string(), imageType: z.enum(IMAGE_TYPES), position: z.number(), file: fileOrMissing })),
  documents: z.array(
    z.object({ id: z.string(), kind: z.enum(DOCUMENT_KINDS), originalName: z.string(), mimeType: z.string(), sizeBytes: z.number(), file: fileOrMissing }),
  ),
});

const ExportDonation = z.object({
  id: z.string(),
  campaign: z.object({ id: z.string(), title: z.string() }),
  amount,
  fee: amount,
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  donorFirstName: z.string(),
  donorLastName: z.string(),
  email: z.string(),
  isAnonymous: z.boolean(),
  /** The words of support left with it, if any (as written, even when hidden or removed). */
  message: maybeText,
  /** The payment reference the receipt shows, and the provider's own. */
  receiptReference: z.string(),
  providerReference: maybeText,
  createdAt: when,
  verifiedAt: maybeWhen,
});

/** GET /api/user/me/export: everything Birr holds about the signed-in person, with their files. */
export const AccountExport = z.object({
  format: z.literal(EXPORT_FORMAT),
  exportedAt: when,
  account: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: maybeText,
    phoneNumber: maybeText,
    dateOfBirth: maybeText,
    role: z.enum(ROLES),
    isVerified: z.boolean(),
    isActive: z.boolean(),
    deactivatedAt: maybeWhen,
    deactivatedReason: maybeText,
    createdAt: when,
    updatedAt: when,
    profilePicture: fileOrMissing,
  }),
  signIn: z.object({
    hasPassword: z.boolean(),
    googleLinked: z.boolean(),
    telegramLinked: z.boolean(),
    /** Sessions still open (one per signed-in device), never their tokens. */
    openSessions: z.array(z.object({ startedAt: when, expiresAt: when })),
  }),
  settings: z.object({
    locale: z.enum(['am', 'en']).nullable(),
    /** Campaigns whose updates this person's email asked not to receive. */
    updatesStopped: z.array(z.object({ campaignId: z.string(), at: when })),
    /** Where this person chose to hear from us (Profile → Notifications); null: never chosen. */
    notificationChannels: z.array(z.string()).nullable(),
    /** The chat Birr's Telegram bot writes to (never its id), and whether it was stopped. */
    telegramBot: z.object({ linkedAt: when, stoppedAt: maybeWhen }).nullable(),
    /** Devices that receive notifications (never their push addresses). */
    pushDevices: z.array(z.object({ addedAt: when })),
    /** Campaigns this account follows. */
    following: z.array(z.object({ campaignId: z.string(), since: when })),
    /** Campaigns this account is a treasurer of. */
    treasurerOf: z.array(z.object({ campaignId: z.string(), since: maybeWhen })),
  }),
  campaigns: z.array(ExportCampaign),
  withdrawals: z.array(ExportWithdrawal),
  updates: z.array(ExportUpdate),
  donations: z.array(ExportDonation),
  wordsOfSupport: z.array(
    z.object({ donationId: z.string(), campaignId: z.string(), text: z.string(), hidden: z.boolean(), removed: z.boolean(), createdAt: when }),
  ),
  reports: z.array(
    z.object({ id: z.string(), campaignId: z.string(), reason: z.string(), details: maybeText, status: z.string(), createdAt: when }),
  ),
  /** What reviewers and operators did to this account (the audit log's entries about it). */
  auditEntries: z.array(
    z.object({ action: z.string(), at: when, reason: maybeText, byYou: z.boolean(), details: z.record(z.string(), z.unknown()).nullable() }),
  ),
});
export type AccountExport = z.infer<typeof AccountExport>;

/**
 * DELETE /api/user/me: the account's password, or (an account without one) the code
 * POST /api/user/me/deletion-code sent. Exactly one of the two.
 */
export const DeleteAccountBody = z
  .object({
    password: z.string().max(PASSWORD_MAX, { error: () => m.auth_field_too_long() }).optional(),
    code: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: () => m.account_delete_code_format() })
      .optional(),
  })
  .strict()
  .refine((v) => Boolean(v.password) !== Boolean(v.code), { error: () => m.account_delete_proof_required() });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;
