// Issue 26's limits, messages and paths, free of zod so pages can use them without it
// (after-launch.ts holds the schemas and re-exports these).
import { m } from '../i18n/paraglide/messages.js';
import type { ReportReason } from './enums';

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
  /**
   * PATCH (organiser): title, description, goal, deadline of an ACTIVE campaign; multipart adds images.
   * Once it has a verified donation, title, description and images wait for a reviewer (a second
   * change merges into the waiting one); goal and deadline still apply at once.
   */
  edit: (campaignId: string) => `/campaign/${campaignId}`,
  /** POST (organiser): a REJECTED campaign back to PENDING, with optional fixes */
  resubmit: (campaignId: string) => `/campaign/${campaignId}/resubmit`,
  /** GET (reviewer): open reports grouped by campaign */
  reviewReports: '/review/reports',
  /** GET (reviewer): suspended campaigns, most recent first */
  suspended: '/review/suspended',
  /** POST (reviewer): dismiss a campaign's open reports */
  dismissReports: (campaignId: string) => `/review/campaigns/${campaignId}/reports/dismiss`,
  /** POST {reason} (reviewer): a public campaign (ACTIVE, COMPLETED) or one holding donations → SUSPENDED */
  suspend: (campaignId: string) => `/review/campaigns/${campaignId}/suspend`,
  /** POST (reviewer): SUSPENDED → the status it had before */
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
  get updateTextRequired() {
    return m.al_update_text_required();
  },
  get updateTextTooLong() {
    return m.al_update_text_too_long({ max: UPDATE_TEXT_MAX });
  },
  get updateNotFound() {
    return m.al_update_not_found();
  },
  get updatePosted() {
    return m.al_update_posted();
  },
  get updatesClosed() {
    return m.al_updates_closed();
  },
  get tooManyUpdates() {
    return m.al_too_many_updates();
  },
  get notOrganiser() {
    return m.al_not_organiser();
  },
  get campaignNotFound() {
    return m.al_campaign_not_found();
  },
  get underReview() {
    return m.al_under_review();
  },
  get wordsTooLong() {
    return m.al_words_too_long({ max: WORDS_MAX });
  },
  get wordNotFound() {
    return m.al_word_not_found();
  },
  get reasonRequired() {
    return m.al_reason_required();
  },
  get detailsTooLong() {
    return m.al_details_too_long({ max: REPORT_DETAILS_MAX });
  },
  get emailInvalid() {
    return m.al_email_invalid();
  },
  get reportThanks() {
    return m.al_report_thanks();
  },
  get tooManyReports() {
    return m.al_too_many_reports();
  },
  get suspendReasonRequired() {
    return m.al_suspend_reason_required();
  },
  get suspendReasonTooLong() {
    return m.al_suspend_reason_too_long({ max: SUSPEND_REASON_MAX });
  },
  get notSuspendable() {
    return m.al_not_suspendable();
  },
  get notSuspended() {
    return m.al_not_suspended();
  },
  get suspended() {
    return m.al_suspended();
  },
  get reinstated() {
    return m.al_reinstated();
  },
  get dismissed() {
    return m.al_dismissed();
  },
  get noOpenReports() {
    return m.al_no_open_reports();
  },
  get editOnlyActive() {
    return m.al_edit_only_active();
  },
  get nothingToChange() {
    return m.al_nothing_to_change();
  },
  get goalBelowRaised() {
    return m.al_goal_below_raised();
  },
  get goalLowered() {
    return m.al_goal_lowered();
  },
  get deadlineEarlier() {
    return m.al_deadline_earlier();
  },
  get deadlineTooFar() {
    return m.al_deadline_too_far({ days: DEADLINE_MAX_DAYS_FROM_CREATION });
  },
  get deadlineInvalid() {
    return m.al_deadline_invalid();
  },
  get titleRequired() {
    return m.al_title_required();
  },
  get titleTooLong() {
    return m.al_title_too_long();
  },
  get descriptionRequired() {
    return m.al_description_required();
  },
  get descriptionTooLong() {
    return m.al_description_too_long();
  },
  get goalInvalid() {
    return m.al_goal_invalid();
  },
  get resubmitOnlyRejected() {
    return m.al_resubmit_only_rejected();
  },
  get resubmitted() {
    return m.al_resubmitted();
  },
  get edited() {
    return m.al_edited();
  },
  /** A change of title, story or pictures after a verified donation: saved, shown once approved. */
  get editAwaitsReview() {
    return m.al_edit_awaits_review();
  },
  get unsubscribeInvalid() {
    return m.al_unsubscribe_invalid();
  },
} as const;

/** A report reason's words, in the current language (getters: read them where they are shown). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  get FRAUD() {
    return m.al_reason_fraud();
  },
  get MISLEADING() {
    return m.al_reason_misleading();
  },
  get INAPPROPRIATE() {
    return m.al_reason_inappropriate();
  },
  get OTHER() {
    return m.al_reason_other();
  },
};

