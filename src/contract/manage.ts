import { z } from 'zod';
import { DEADLINE_MAX_DAYS_FROM_CREATION } from './live-campaign';
import { Campaign, CampaignChanged } from './campaign';
import { addDays, isCalendarDate, todayInEthiopia } from './dates';
import { hasAtMostTwoDecimals } from './money';
import { typedAmount } from './money-field';
import { safeLine, safeText } from './text';
import { UpdateList } from './updates';
import { ManageWord } from './words';
import { m } from '../i18n/paraglide/messages.js';

// Managing a campaign: the organiser's changes (and resubmitting a rejected one), the history of
// those changes, and a change of what the cause is that waits for a reviewer.

/** PATCH /campaign/{id}: each field only if given (resubmitting takes the wizard's fields: resubmit.ts). */
export const CampaignPatch = z
  .object({
    title: safeLine('Title')
      .trim()
      .min(1, { error: () => m.create_title_required() })
      .max(100, { error: () => m.al_title_too_long() })
      .optional(),
    description: safeText('Description')
      .trim()
      .min(1, { error: () => m.create_description_required() })
      .max(5000, { error: () => m.al_description_too_long() })
      .optional(),
    goalAmount: typedAmount(() => m.al_goal_invalid())
      .refine((n) => Number.isFinite(n) && n > 0 && n <= 1e11 && hasAtMostTwoDecimals(n), {
        error: () => m.al_goal_invalid(),
      })
      .optional(),
    deadline: z
      .string()
      .refine(isCalendarDate, { error: () => m.create_deadline_invalid() })
      .optional(),
  })
  .strict();
export type CampaignPatch = z.input<typeof CampaignPatch>;

/** The latest deadline an organiser may set: creation day + 365 days (YYYY-MM-DD, Addis time). */
export function latestDeadlineFor(createdAt: string | Date): string {
  return addDays(todayInEthiopia(new Date(createdAt)), DEADLINE_MAX_DAYS_FROM_CREATION);
}

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

/** A verified donation as its organiser sees it (the name as the donor chose to show it). */
export const ManageDonor = z.object({ id: z.string(), name: z.string(), amount: z.number(), createdAt: z.string(), message: z.string().nullable() });

/** GET /campaign/{id}/manage: the organiser's page. */
export const ManageView = z.object({
  campaign: Campaign,
  rejectionReason: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  latestDeadline: z.string(),
  donors: z.array(ManageDonor),
  updates: UpdateList,
  words: z.array(ManageWord),
  openReports: z.number().int(),
  /** A change of title, story or pictures waiting for a reviewer (the public sees `campaign`). */
  pendingEdit: OwnPendingEdit.nullable(),
});
export type ManageView = z.infer<typeof ManageView>;
export const ManageAnswer = z.object({ data: ManageView });
export type ManageAnswer = z.infer<typeof ManageAnswer>;

/** PATCH /campaign/{id}: the campaign now, what was applied, and the change that waits for a reviewer. */
export const CampaignEdited = CampaignChanged.extend({
  changes: CampaignEdit.shape.changes,
  pendingEdit: OwnPendingEdit.nullable(),
});
export type CampaignEdited = z.infer<typeof CampaignEdited>;
/** GET /review/campaigns/{id}/history: every change of the campaign, newest first. */
export const EditHistory = z.object({ data: z.array(CampaignEdit) });
export type EditHistory = z.infer<typeof EditHistory>;
