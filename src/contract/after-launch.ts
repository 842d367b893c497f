import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';
import {
  AFTER_LAUNCH_MSG,
  DEADLINE_MAX_DAYS_FROM_CREATION,
  REPORT_DETAILS_MAX,
  SUSPEND_REASON_MAX,
  UPDATE_TEXT_MAX,
  WORDS_MAX,
} from './after-launch-messages';
import { addDays, isCalendarDate, todayInEthiopia } from './dates';
import { REPORT_REASONS, REPORT_STATUSES } from './enums';
import { hasAtMostTwoDecimals } from './money';
import { EMAIL_RE } from './patterns';
import { safeLine, safeText } from './text';
import { trimmedText } from './zod-helpers';

// Issue 26 — what happens after a campaign goes live: updates, words of support, reports,
// suspension and the organiser's own page: the schemas. Paths (under /api), limits and messages
// are in ./after-launch-messages.ts (no zod), re-exported here.
export * from './after-launch-messages';

const wholeNumber = (name: string, fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? String(fallback) : v),
    z
      .string({ error: () => m.al_whole_number({ name }) })
      .regex(/^\d+$/, { error: () => m.al_whole_number({ name }) })
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, { error: () => m.al_one_or_more({ name }) })
          .max(1_000_000, { error: () => m.al_too_large({ name }) }),
      )
      .transform((n) => Math.min(n, max)),
  );

/** `page` (from 1) and `limit` (default 10, at most 50) of the public lists below. */
export const PageQuery = z.object({ page: wholeNumber('page', 1, 1_000_000), limit: wholeNumber('limit', 10, 50) });
export type PageQuery = z.output<typeof PageQuery>;

const Meta = z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int(), totalPages: z.number().int() });
export type PageMeta = z.infer<typeof Meta>;

/** A required text of several lines (an update, a reason), trimmed, at most `max` characters. */
const longText = (field: string, max: number, required: () => string, tooLong: () => string) =>
  trimmedText({ label: () => field, max, multiline: true, required, tooLong });

// ───────────── updates ─────────────

export const UpdateBody = z.object({
  text: longText(
    'Text',
    UPDATE_TEXT_MAX,
    () => AFTER_LAUNCH_MSG.updateTextRequired,
    () => AFTER_LAUNCH_MSG.updateTextTooLong,
  ),
});
export const UpdatePatch = UpdateBody.extend({
  /** true drops the update's image. */
  removeImage: z.boolean({ error: () => m.al_true_or_false({ name: 'removeImage' }) }).optional(),
});

export const CampaignUpdate = z.object({
  id: z.string(),
  text: z.string(),
  imageUrl: z.string().optional(),
  imageSrcSet: z.string().optional(),
  createdAt: z.string(),
  editedAt: z.string().optional(),
});
export type CampaignUpdate = z.infer<typeof CampaignUpdate>;
export const UpdateList = z.object({ data: z.array(CampaignUpdate), meta: Meta });
export type UpdateList = z.infer<typeof UpdateList>;

// ───────────── words of support ─────────────

/** The donation form's optional message (empty means none). */
export const WordsField = z
  .preprocess(
    (v) => (v === null ? undefined : v),
    safeText('Message')
      .transform((s) => s.replace(/\r\n?/g, '\n').trim())
      .refine((s) => s.length <= WORDS_MAX, { error: () => AFTER_LAUNCH_MSG.wordsTooLong })
      .optional(),
  )
  .transform((s) => s || undefined);

export const WordOfSupport = z.object({
  id: z.string(),
  /** The donor's name, or "Anonymous". */
  name: z.string(),
  amount: z.number(),
  message: z.string(),
  createdAt: z.string(),
});
export type WordOfSupport = z.infer<typeof WordOfSupport>;
export const WordsList = z.object({ data: z.array(WordOfSupport), meta: Meta });
export type WordsList = z.infer<typeof WordsList>;

export const WordPatch = z.object({ hidden: z.boolean({ error: () => m.al_true_or_false({ name: 'hidden' }) }) });

// ───────────── reports ─────────────

export const ReportBody = z.object({
  reason: z.enum(REPORT_REASONS, { error: () => AFTER_LAUNCH_MSG.reasonRequired }),
  details: z.preprocess(
    (v) => (v === null ? undefined : v),
    safeText('Details')
      .transform((s) => s.trim())
      .refine((s) => s.length <= REPORT_DETAILS_MAX, { error: () => AFTER_LAUNCH_MSG.detailsTooLong })
      .optional(),
  ),
  /** For guests who want to hear the outcome; ignored when signed in (the account's is used). */
  email: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    safeLine('Email')
      .trim()
      .max(254, { error: () => AFTER_LAUNCH_MSG.emailInvalid })
      .refine((s) => EMAIL_RE.test(s), { error: () => AFTER_LAUNCH_MSG.emailInvalid })
      .optional(),
  ),
});
export type ReportBody = z.input<typeof ReportBody>;

export const SuspendBody = z.object({
  reason: longText(
    'Reason',
    SUSPEND_REASON_MAX,
    () => AFTER_LAUNCH_MSG.suspendReasonRequired,
    () => AFTER_LAUNCH_MSG.suspendReasonTooLong,
  ),
});

export const ReviewReport = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  /** Who reported, for the reviewer: the account's or the guest's email, if any. */
  reporter: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** How many more times the same reporter reported it while it was open. */
  repeats: z.number().int(),
});
export const ReportGroup = z.object({
  campaign: z.object({ id: z.string(), title: z.string(), status: z.string(), organiser: z.string() }),
  openCount: z.number().int(),
  reports: z.array(ReviewReport),
});
export type ReportGroup = z.infer<typeof ReportGroup>;
export const ReportGroups = z.object({ data: z.array(ReportGroup), meta: Meta });
export type ReportGroups = z.infer<typeof ReportGroups>;

export const SuspendedCampaign = z.object({
  id: z.string(),
  title: z.string(),
  organiser: z.string(),
  reason: z.string().nullable(),
  suspendedAt: z.string().nullable(),
});
export type SuspendedCampaign = z.infer<typeof SuspendedCampaign>;
export const SuspendedList = z.object({ data: z.array(SuspendedCampaign), meta: Meta });
export type SuspendedList = z.infer<typeof SuspendedList>;

export const CampaignEdit = z.object({
  id: z.string(),
  createdAt: z.string(),
  by: z.string(),
  /** APPLIED at once; PENDING a reviewer, then APPROVED or REJECTED (a change of what the cause is after donations). */
  status: z.enum(['APPLIED', 'PENDING', 'APPROVED', 'REJECTED']),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export type CampaignEdit = z.infer<typeof CampaignEdit>;

export const EditImage = z.object({ url: z.string(), srcSet: z.string().nullable() });
export type EditImage = z.infer<typeof EditImage>;
/** What a campaign says about its cause: the part a change of which waits for a reviewer once it has donations. */
export const EditSide = z.object({ title: z.string(), description: z.string(), cover: EditImage.nullable(), others: z.array(EditImage) });
export type EditSide = z.infer<typeof EditSide>;
/** A waiting change: only the parts it changes. */
export const ProposedEdit = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  cover: EditImage.optional(),
  others: z.array(EditImage).optional(),
});
export type ProposedEdit = z.infer<typeof ProposedEdit>;
/** The organiser's own waiting change, on their page. */
export const OwnPendingEdit = z.object({ id: z.string(), createdAt: z.string(), proposed: ProposedEdit });
export type OwnPendingEdit = z.infer<typeof OwnPendingEdit>;

// ───────────── managing ─────────────

/** PATCH /campaign/{id} and POST …/resubmit: each field only if given. */
export const CampaignPatch = z
  .object({
    title: safeLine('Title')
      .trim()
      .min(1, { error: () => AFTER_LAUNCH_MSG.titleRequired })
      .max(100, { error: () => AFTER_LAUNCH_MSG.titleTooLong })
      .optional(),
    description: safeText('Description')
      .trim()
      .min(1, { error: () => AFTER_LAUNCH_MSG.descriptionRequired })
      .max(5000, { error: () => AFTER_LAUNCH_MSG.descriptionTooLong })
      .optional(),
    goalAmount: z.coerce
      .number({ error: () => AFTER_LAUNCH_MSG.goalInvalid })
      .refine((n) => Number.isFinite(n) && n > 0 && n <= 1e11 && hasAtMostTwoDecimals(n), {
        error: () => AFTER_LAUNCH_MSG.goalInvalid,
      })
      .optional(),
    deadline: z
      .string()
      .refine(isCalendarDate, { error: () => AFTER_LAUNCH_MSG.deadlineInvalid })
      .optional(),
  })
  .strict();
export type CampaignPatch = z.input<typeof CampaignPatch>;

/** The latest deadline an organiser may set: creation day + 365 days (YYYY-MM-DD, Addis time). */
export function latestDeadlineFor(createdAt: string | Date): string {
  return addDays(todayInEthiopia(new Date(createdAt)), DEADLINE_MAX_DAYS_FROM_CREATION);
}

export const ManageDonor = z.object({ id: z.string(), name: z.string(), amount: z.number(), createdAt: z.string(), message: z.string().nullable() });
export const ManageWord = WordOfSupport.extend({ hidden: z.boolean() });
export type ManageWord = z.infer<typeof ManageWord>;

export { REPORT_REASONS };
