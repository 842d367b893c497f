import { z } from 'zod';
import { REPORT_DETAILS_MAX, SUSPEND_REASON_MAX } from './live-campaign';
import { REPORT_REASONS, REPORT_STATUSES } from './enums';
import { Paginated } from './page-query';
import { EMAIL_RE } from './patterns';
import { safeLine, safeText } from './text';
import { trimmedText } from './zod-helpers';
import { m } from '../i18n/paraglide/messages.js';

// Reports: anyone may report a campaign; reviewers see the open ones grouped by campaign, and
// dismiss them, suspend the campaign (with a reason) or reinstate a suspended one.

export const ReportBody = z.object({
  reason: z.enum(REPORT_REASONS, { error: () => m.al_reason_required() }),
  details: z.preprocess(
    (v) => (v === null ? undefined : v),
    safeText('Details')
      .transform((s) => s.trim())
      .refine((s) => s.length <= REPORT_DETAILS_MAX, { error: () => m.al_details_too_long({ max: REPORT_DETAILS_MAX }) })
      .optional(),
  ),
  /** For guests who want to hear the outcome; ignored when signed in (the account's is used). */
  email: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    safeLine('Email')
      .trim()
      .max(254, { error: () => m.al_email_invalid() })
      .refine((s) => EMAIL_RE.test(s), { error: () => m.al_email_invalid() })
      .optional(),
  ),
});
export type ReportBody = z.input<typeof ReportBody>;

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
export const ReportGroups = Paginated(ReportGroup);
export type ReportGroups = z.infer<typeof ReportGroups>;

export const SuspendBody = z.object({
  reason: trimmedText({
    label: () => 'Reason',
    max: SUSPEND_REASON_MAX,
    multiline: true,
    required: () => m.al_suspend_reason_required(),
    tooLong: () => m.al_suspend_reason_too_long({ max: SUSPEND_REASON_MAX }),
  }),
});

export const SuspendedCampaign = z.object({
  id: z.string(),
  title: z.string(),
  organiser: z.string(),
  reason: z.string().nullable(),
  suspendedAt: z.string().nullable(),
});
export type SuspendedCampaign = z.infer<typeof SuspendedCampaign>;
export const SuspendedList = Paginated(SuspendedCampaign);
export type SuspendedList = z.infer<typeof SuspendedList>;
/** POST …/reports: the report on file (a repeat answers the same id), and thanks. */
export const ReportFiled = z.object({ data: z.object({ id: z.string(), createdAt: z.string() }), message: z.string() });
/** POST /review/campaigns/{id}/reports/dismiss: how many open reports were dismissed. */
export const ReportsDismissed = z.object({ data: z.object({ dismissed: z.number().int() }), message: z.string() });
export type ReportsDismissed = z.infer<typeof ReportsDismissed>;
