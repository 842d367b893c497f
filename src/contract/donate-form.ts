// The campaign page's donation form as plain HTML (issue 43): what a browser without JavaScript
// posts to the page itself (application/x-www-form-urlencoded), and what the server hands the
// page renderer back when it answers with the page and its messages. Free of zod: the campaign
// page's first view carries it.

/** Where the form posts: the campaign page's own address (not under /api). */
export const donateFormPath = (campaignId: string) => `/campaign/${campaignId}/donate`;

/** The form's fields, as named in the HTML; checkboxes are sent only when ticked ("on"). */
export const DONATE_FORM_FIELDS = ['amount', 'donorFirstName', 'donorLastName', 'email', 'message', 'isAnonymous', 'coverFee', 'followUpdates'] as const;
export type DonateFormField = (typeof DONATE_FORM_FIELDS)[number];

/** The hidden field holding the form's idempotency key: one donation however often it is sent. */
export const DONATE_FORM_KEY_FIELD = 'idempotencyKey';
/** The hidden field carrying the channel the page was opened by (its `?ref=`). */
export const DONATE_FORM_CHANNEL_FIELD = 'channel';

/** What the donor sent, to fill the form again, and the messages: one per field, or one for the form. */
export type DonateFormState = {
  campaignId: string;
  values: Partial<Record<DonateFormField, string>>;
  errors: Partial<Record<DonateFormField, string>>;
  /** A refusal that belongs to no field (the campaign closed, too many tries, the provider down). */
  failure?: string;
  /** The same key again, so fixing a mistake and sending still makes one donation. */
  idempotencyKey: string;
};

/** Where the renderer puts the state in the page's query cache (the form reads it there). */
export const DONATE_FORM_QUERY_KEY = ['donate-form'] as const;
