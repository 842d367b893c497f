// What a live campaign takes after launch (updates, words of support, reports, the organiser's
// edits, suspension): its paths under /api and its limits, free of zod so pages can use them
// without it. The schemas are in updates.ts, words.ts, reports.ts and manage.ts.

export const LIVE_CAMPAIGN_ENDPOINTS = {
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
