import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';
import { identifierOf } from './auth';
import { EMAIL_MAX, PHONE_MAX } from './patterns';

// Following a campaign (issue 45): a signed-in person in one tap, a guest with an email or a phone
// number confirmed by a 6-digit code. Nobody follows for someone else, and nobody but the
// organiser learns how many follow (never who).

const destination = {
  email: z.string().max(EMAIL_MAX, { error: () => m.follow_destination_invalid() }).nullish(),
  phoneNumber: z.string().max(PHONE_MAX, { error: () => m.follow_destination_invalid() }).nullish(),
};
const hasDestination = (v: { email?: string | null; phoneNumber?: string | null }) => identifierOf(v) !== null;

/** POST …/follow: empty when signed in; a guest's email or phone number. */
export const FollowRequest = z
  .object(destination)
  .partial()
  .default({});
export type FollowRequest = z.input<typeof FollowRequest>;

/** A guest's destination, checked: exactly what the code goes to. */
export const GuestDestination = z.object(destination).refine(hasDestination, { error: () => m.follow_destination_invalid() });

/** POST …/follow/confirm */
export const FollowConfirm = z
  .object({
    ...destination,
    code: z
      .union([z.string(), z.number()], { error: () => m.follow_code_wrong() })
      .transform((c) => String(c).trim())
      .refine((c) => /^\d{6}$/.test(c), { error: () => m.follow_code_wrong() }),
  })
  .refine(hasDestination, { error: () => m.follow_destination_invalid() });
export type FollowConfirm = z.input<typeof FollowConfirm>;

export const FollowState = z.object({ following: z.boolean(), message: z.string().optional() });
export type FollowState = z.infer<typeof FollowState>;

/** A guest asked to follow: a code is on its way. */
export const FollowCodeSent = z.object({ message: z.string(), codeSent: z.literal(true) });
export type FollowCodeSent = z.infer<typeof FollowCodeSent>;

export const FollowerCount = z.object({ count: z.number().int() });
export type FollowerCount = z.infer<typeof FollowerCount>;

export const FollowedCampaign = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  followedAt: z.string(),
});
export const FollowedCampaigns = z.object({ data: z.array(FollowedCampaign) });
export type FollowedCampaigns = z.infer<typeof FollowedCampaigns>;
