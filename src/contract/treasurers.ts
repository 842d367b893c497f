import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';
import { identifierOf } from './auth';
import { IdParam, UUID_RE } from './campaign';
import { EMAIL_MAX, PHONE_MAX } from './patterns';
import { Balance, Withdrawal } from './payout';
import { trimmedText } from './zod-helpers';

// Treasurers (issue 42): up to three people an organiser invites, by email or Ethiopian phone
// number; while a campaign has any, a majority of them approves each withdrawal before reviewers
// see it. Paths and numbers: treasurer-paths.ts.

const destination = {
  email: z.string().max(EMAIL_MAX, { error: () => m.tr_destination_invalid() }).nullish(),
  phoneNumber: z.string().max(PHONE_MAX, { error: () => m.tr_destination_invalid() }).nullish(),
};

/** POST /campaign/{id}/treasurers: an email or a phone number (normalised by identifierOf). */
export const TreasurerInvite = z
  .object(destination)
  .refine((v) => identifierOf(v) !== null, { error: () => m.tr_destination_invalid(), path: ['email'] });
export type TreasurerInvite = z.input<typeof TreasurerInvite>;

export const TREASURER_STATES = ['INVITED', 'ACTIVE', 'EXPIRED'] as const;

export const Treasurer = z.object({
  id: z.string(),
  state: z.enum(TREASURER_STATES),
  /** First name and initial, once accepted. */
  name: z.string().nullable(),
  /** The email or phone number invited; masked for anyone but the organiser and reviewers. */
  invitedAs: z.string(),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Treasurer = z.infer<typeof Treasurer>;

/** GET /campaign/{id}/treasurers */
export const TreasurerList = z.object({
  data: z.array(Treasurer),
  /** Whether a treasurer may still be removed: no verified donation yet. */
  removable: z.boolean(),
});
export type TreasurerList = z.infer<typeof TreasurerList>;

export const TreasurerAnswer = z.object({ data: Treasurer, message: z.string() });
export type TreasurerAnswer = z.infer<typeof TreasurerAnswer>;

export const TreasurerRemoved = z.object({ message: z.string() });

/** POST /treasurers/accept */
export const TreasurerAccept = z.object({
  token: z.string({ error: () => m.tr_token_invalid() }).trim().min(20, { error: () => m.tr_token_invalid() }).max(200, { error: () => m.tr_token_invalid() }),
});
export type TreasurerAccept = z.input<typeof TreasurerAccept>;

export const TreasurerAccepted = z.object({
  data: z.object({ campaignId: z.string(), title: z.string() }),
  message: z.string(),
});
export type TreasurerAccepted = z.infer<typeof TreasurerAccepted>;

/** POST /withdrawals/{id}/treasurer-decision: a refusal says why. */
export const TreasurerDecisionBody = z
  .object({
    approve: z.boolean({ error: () => m.tr_approve_required() }),
    reason: trimmedText({ label: () => 'Reason', max: 1000, multiline: true, tooLong: () => m.tr_reason_too_long() }).optional(),
  })
  .refine((v) => v.approve || Boolean(v.reason), { error: () => m.tr_reason_required(), path: ['reason'] });
export type TreasurerDecisionBody = z.input<typeof TreasurerDecisionBody>;

/** A refusal's reason alone, as the refusing dialog checks it before sending. */
export const TreasurerRefusal = z.object({
  reason: trimmedText({ label: () => 'Reason', max: 1000, multiline: true, required: () => m.tr_reason_required(), tooLong: () => m.tr_reason_too_long() }),
});

/** GET /user/treasurer-campaigns: each campaign one is treasurer of, its balance and latest withdrawals. */
export const TreasurerCampaign = z.object({
  campaign: z.object({ id: z.string(), title: z.string(), status: z.string() }),
  /** This person's treasurer id, to find their own decisions among a withdrawal's. */
  treasurerId: z.string(),
  balance: Balance,
  withdrawals: z.array(Withdrawal),
});
export type TreasurerCampaign = z.infer<typeof TreasurerCampaign>;
export const TreasurerCampaigns = z.object({ data: z.array(TreasurerCampaign) });
export type TreasurerCampaigns = z.infer<typeof TreasurerCampaigns>;

/** DELETE /campaign/{id}/treasurers/{treasurerId} */
export const TreasurerParams = IdParam('id', 'campaign').extend({
  treasurerId: z.string().regex(UUID_RE, { error: () => m.tr_id_invalid() }),
});
