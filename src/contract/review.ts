import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';
import { CampaignEdit, ProposedEdit, EditSide } from './manage';
import { Campaign } from './campaign';
import { IdentityCheck } from './identity';
import { DOCUMENT_KINDS, type Role } from './enums';
import { pageQuery, Paginated } from './page-query';
import { trimmedText } from './zod-helpers';
import { SinceRejection } from './resubmit';

/** The review queue (/admin/review) and its calls; only users with role ADMIN may use them. */
export const REVIEW_ENDPOINTS = {
  /** GET: pending campaigns, oldest first; `page`, `limit` (default 20, at most 50). */
  list: '/review/campaigns',
  /** POST, no body: PENDING → ACTIVE. */
  approve: (id: string) => `/review/campaigns/${id}/approve`,
  /** POST {reason}: PENDING → REJECTED with the reason kept for the organiser. */
  reject: (id: string) => `/review/campaigns/${id}/reject`,
  /** GET: changes of what a campaign with donations says (title, story, pictures), oldest first. */
  edits: '/review/edits',
  /** POST, no body: the change is applied and the campaign's donors are told. */
  approveEdit: (id: string) => `/review/edits/${id}/approve`,
  /** POST {reason}: the campaign stays as it was; the organiser is told why. */
  rejectEdit: (id: string) => `/review/edits/${id}/reject`,
} as const;

/** GET with the bearer token: the document's bytes (organiser or ADMIN only). */
export const documentPath = (campaignId: string, documentId: string) => `/campaign/${campaignId}/documents/${documentId}`;
/**
 * GET with the bearer token: `{ url, expiresAt }`, a short-lived address (5 minutes) that opens the
 * document in a new tab without the token — the "authorised link" the review page and the organiser use.
 */
export const documentLinkPath = (campaignId: string, documentId: string) => `${documentPath(campaignId, documentId)}/link`;
export const DOCUMENT_LINK_SECONDS = 300;
export const DocumentLink = z.object({ url: z.string(), expiresAt: z.string() });
export type DocumentLink = z.infer<typeof DocumentLink>;

export const isReviewer = (role: Role | undefined | null) => role === 'ADMIN';

export const REJECT_REASON_MAX = 1000;

export const RejectBody = z.object({
  reason: trimmedText({
    label: () => 'Reason',
    max: REJECT_REASON_MAX,
    multiline: true,
    required: () => m.rv_reason_required(),
    tooLong: () => m.payout_reason_too_long(),
  }),
});
export type RejectBody = z.infer<typeof RejectBody>;

export const ReviewDocument = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** API path (under /api) of the bytes; use documentLinkPath for a link to open. */
  path: z.string(),
  linkPath: z.string(),
});
export type ReviewDocument = z.infer<typeof ReviewDocument>;

/** A pending campaign as a reviewer sees it: the public shape plus the private details to check. */
export const ReviewCampaign = Campaign.extend({
  recipientPrivate: z
    .object({
      contactEmail: z.string(),
      contactPhoneNumber: z.string(),
      tinNumber: z.string().nullable(),
      licenseNumber: z.string().nullable(),
    })
    .nullable(),
  bank: z.object({ bankName: z.string(), holderName: z.string(), accountNumber: z.string() }).nullable(),
  documents: z.array(ReviewDocument),
  organiser: z.object({
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    /** The organiser's Fayda verification with the name on the ID, and whether it matches the account's. */
    identity: IdentityCheck.nullable().optional(),
  }),
  reviewReason: z.string().nullable(),
  /** A resubmitted campaign: why it was rejected, and each field changed since (issue 44). */
  sinceRejection: SinceRejection.nullable().optional(),
});
export type ReviewCampaign = z.infer<typeof ReviewCampaign>;

export const ReviewList = Paginated(ReviewCampaign);
export type ReviewList = z.infer<typeof ReviewList>;

/** The reviewers' queues: 20 to a page unless asked. */
export const ReviewListQuery = pageQuery(20);

/** A change waiting for a reviewer, with the campaign as donors see it now beside it. */
export const PendingEdit = z.object({
  id: z.string(),
  createdAt: z.string(),
  campaign: z.object({ id: z.string(), status: z.string(), organiser: z.string() }),
  current: EditSide,
  proposed: ProposedEdit,
});
export type PendingEdit = z.infer<typeof PendingEdit>;
export const PendingEditList = Paginated(PendingEdit);
export type PendingEditList = z.infer<typeof PendingEditList>;
/** A reviewer's decision on a pending change, and what happened. */
export const EditDecided = z.object({
  data: z.object({ id: z.string(), campaignId: z.string(), status: CampaignEdit.shape.status }),
  message: z.string(),
});
export type EditDecided = z.infer<typeof EditDecided>;
