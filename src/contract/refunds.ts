import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';
import { trimmedText } from './zod-helpers';

/**
 * Refunds (issue 42): a reviewer gives donors back everything they paid, through the payment
 * provider, each donation once. Money already paid out (or on its way) cannot come back: a
 * campaign's gifts are taken as paid out oldest first, so only the newest gifts whose share is
 * still in the campaign's balance can be refunded.
 */
export const REFUND_ENDPOINTS = {
  /** POST {reason} → RefundAnswer (one donation, any campaign but the reviewer's own). */
  donation: (donationId: string) => `/review/donations/${donationId}/refund`,
  /** POST {reason} → RefundAnswer: every donation of a SUSPENDED campaign not yet paid out. */
  campaign: (campaignId: string) => `/review/campaigns/${campaignId}/refund`,
  /** GET → RefundPreviewAnswer: how much can be refunded, and how much cannot (paid out). */
  preview: (campaignId: string) => `/review/campaigns/${campaignId}/refund-preview`,
} as const;

/** PENDING: taken out of the campaign's money, the provider not yet sure; DONE; FAILED: refused, undone. */
export const REFUND_STATUSES = ['PENDING', 'DONE', 'FAILED'] as const;

export const REFUND_REASON_MAX = 500;

export const RefundBody = z.object({
  reason: trimmedText({
    label: () => m.refund_reason_label(),
    max: REFUND_REASON_MAX,
    multiline: true,
    required: () => m.refund_reason_required(),
    tooLong: () => m.refund_reason_too_long({ max: REFUND_REASON_MAX }),
  }),
});

/** What can still be refunded of a campaign, in Birr. */
export const RefundPreview = z.object({
  campaignId: z.string(),
  /** Everything the donors of the gifts that can be refunded paid: what they would get back. */
  refundable: z.number(),
  refundableCount: z.number().int(),
  /** Kept gifts already paid out (or on their way to the organiser), in whole or in part. */
  paidOut: z.number(),
  paidOutCount: z.number().int(),
  /** Already refunded. */
  refunded: z.number(),
  currency: z.string(),
});
export type RefundPreview = z.infer<typeof RefundPreview>;
export const RefundPreviewAnswer = z.object({ data: RefundPreview });
export type RefundPreviewAnswer = z.infer<typeof RefundPreviewAnswer>;

export const Refund = z.object({
  id: z.string(),
  donationId: z.string(),
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  reference: z.string(),
  providerReference: z.string().nullable(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof Refund>;

/**
 * A refund's answer: the refunds made (or found, for a repeat), what could not be refunded
 * because it was paid out, and what is left that could be (the preview after it).
 */
export const RefundAnswer = z.object({
  data: z.object({
    refunds: z.array(Refund),
    /** Birr returned by this request (a repeat answers what the first one did). */
    refunded: z.number(),
    /** Gifts that could not be refunded: already paid out. */
    notRefundable: z.number(),
    preview: RefundPreview,
  }),
  message: z.string(),
});
export type RefundAnswer = z.infer<typeof RefundAnswer>;
