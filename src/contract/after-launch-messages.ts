// Issue 26's limits, messages and paths, free of zod so pages can use them without it
// (after-launch.ts holds the schemas and re-exports these).
import type { ReportReason } from './enums';
import { UNDER_REVIEW_MSG } from './under-review';

export const AFTER_LAUNCH_ENDPOINTS = {
  /** GET (public, newest first, `page`, `limit`) · POST (organiser; JSON {text} or multipart text + image) → 201 {data} */
  updates: (campaignId: string) => `/campaign/${campaignId}/updates`,
  /** PATCH {text} · DELETE (organiser) */
  update: (campaignId: string, updateId: string) => `/campaign/${campaignId}/updates/${updateId}`,
  /** GET (public, newest first) */
  words: (campaignId: string) => `/campaign/${campaignId}/words`,
  /** PATCH {hidden} (organiser) */
  word: (campaignId: string, wordId: string) => `/campaign/${campaignId}/words/${wordId}`,
  /** POST {reason, details?, email?} (anyone) → 201 */
  reports: (campaignId: string) => `/campaign/${campaignId}/reports`,
  /** GET (organiser or reviewer): the organiser's page */
  manage: (campaignId: string) => `/campaign/${campaignId}/manage`,
  /** PATCH (organiser): title, description, goal, deadline of an ACTIVE campaign; multipart adds images */
  edit: (campaignId: string) => `/campaign/${campaignId}`,
  /** POST (organiser): a REJECTED campaign back to PENDING, with optional fixes */
  resubmit: (campaignId: string) => `/campaign/${campaignId}/resubmit`,
  /** GET (reviewer): open reports grouped by campaign */
  reviewReports: '/review/reports',
  /** GET (reviewer): suspended campaigns, most recent first */
  suspended: '/review/suspended',
  /** POST (reviewer): dismiss a campaign's open reports */
  dismissReports: (campaignId: string) => `/review/campaigns/${campaignId}/reports/dismiss`,
  /** POST {reason} (reviewer): ACTIVE → SUSPENDED */
  suspend: (campaignId: string) => `/review/campaigns/${campaignId}/suspend`,
  /** POST (reviewer): SUSPENDED → ACTIVE */
  reinstate: (campaignId: string) => `/review/campaigns/${campaignId}/reinstate`,
  /** GET (reviewer): the organiser's edits of a campaign, newest first */
  history: (campaignId: string) => `/review/campaigns/${campaignId}/history`,
  /** DELETE (reviewer): remove a word of support for good */
  removeWord: (wordId: string) => `/review/words/${wordId}`,
} as const;

export const UPDATE_TEXT_MAX = 5000;
export const WORDS_MAX = 500;
export const REPORT_DETAILS_MAX = 1000;
export const SUSPEND_REASON_MAX = 1000;
/** A deadline may move out to at most this many days after the campaign was created. */
export const DEADLINE_MAX_DAYS_FROM_CREATION = 365;

export const AFTER_LAUNCH_MSG = {
  updateTextRequired: 'Write something for your update',
  updateTextTooLong: `An update must be at most ${UPDATE_TEXT_MAX} characters`,
  updateNotFound: 'Update not found',
  updatePosted: 'Update posted',
  updatesClosed: 'Updates can only be posted on a live or completed campaign',
  tooManyUpdates: 'You have posted many updates today. Please try again tomorrow.',
  notOrganiser: 'Only the organiser of this campaign can do this',
  campaignNotFound: 'Campaign not found',
  underReview: UNDER_REVIEW_MSG,
  wordsTooLong: `Words of support must be at most ${WORDS_MAX} characters`,
  wordNotFound: 'Message not found',
  reasonRequired: 'Choose a reason for your report',
  detailsTooLong: `Details must be at most ${REPORT_DETAILS_MAX} characters`,
  emailInvalid: 'Enter a valid email',
  reportThanks: 'Thank you. Our reviewers will look at this campaign.',
  tooManyReports: 'Too many reports from this address. Please try again later.',
  suspendReasonRequired: 'Please give a reason for suspending this campaign',
  suspendReasonTooLong: `The reason must be at most ${SUSPEND_REASON_MAX} characters`,
  notSuspendable: 'Only a live campaign can be suspended',
  notSuspended: 'This campaign is not suspended',
  suspended: 'Campaign suspended',
  reinstated: 'Campaign reinstated',
  dismissed: 'Reports dismissed',
  noOpenReports: 'This campaign has no open reports',
  editOnlyActive: 'Only a live campaign can be edited',
  nothingToChange: 'Nothing to change',
  goalBelowRaised: 'The goal cannot be lower than what has been raised',
  goalLowered: 'The goal can only be raised',
  deadlineEarlier: 'The deadline can only be moved later',
  deadlineTooFar: `The deadline can be at most ${DEADLINE_MAX_DAYS_FROM_CREATION} days after the campaign was created`,
  deadlineInvalid: 'Please enter a valid deadline date',
  titleRequired: 'A title is required',
  titleTooLong: 'The title must be at most 100 characters',
  descriptionRequired: 'A description is required',
  descriptionTooLong: 'The description must be at most 5000 characters',
  goalInvalid: 'Goal amount must be a positive number',
  resubmitOnlyRejected: 'Only a rejected campaign can be resubmitted',
  resubmitted: 'Campaign sent for review again',
  edited: 'Campaign updated',
  unsubscribeInvalid: 'This unsubscribe link is not valid',
} as const;

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  FRAUD: 'Fraud or scam',
  MISLEADING: 'Misleading information',
  INAPPROPRIATE: 'Inappropriate content',
  OTHER: 'Something else',
};

