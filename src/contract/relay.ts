import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';
import { isEmail, isPhone, normalizePhone } from './patterns';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, hasLink, THANKS_MESSAGE_MAX } from './relay-paths';
import { trimmedText } from './zod-helpers';

// Relayed messages (issue 42 item 6, issue 44): a visitor's message to a campaign's organiser and
// an organiser's thank-you to donors, passed on by Birr so neither side sees the other's address.

const noLinks = [(s: string) => !hasLink(s), () => m.relay_no_links()] as [(s: string) => boolean, () => string];

const optionalAddress = z.preprocess((v) => (v === null || v === '' ? undefined : v), z.string().optional());

export const ContactBody = z
  .object({
    name: trimmedText({
      label: () => m.contact_org_name(),
      max: CONTACT_NAME_MAX,
      tooLong: () => m.relay_name_too_long({ max: CONTACT_NAME_MAX }),
      required: () => m.relay_name_required(),
      checks: [noLinks],
    }),
    /** Where the organiser replies: the sender gives one of the two, and the organiser sees it. */
    email: optionalAddress.refine((s) => s === undefined || isEmail(s), { error: () => m.relay_email_invalid() }).transform((s) => s?.trim().toLowerCase()),
    phoneNumber: optionalAddress.refine((s) => s === undefined || isPhone(s), { error: () => m.relay_phone_invalid() }).transform((s) => (s === undefined ? s : normalizePhone(s))),
    message: trimmedText({
      label: () => m.contact_org_message(),
      max: CONTACT_MESSAGE_MAX,
      tooLong: () => m.relay_message_too_long({ max: CONTACT_MESSAGE_MAX }),
      required: () => m.relay_message_required(),
      multiline: true,
      checks: [noLinks],
    }),
  })
  .superRefine((b, ctx) => {
    if (!b.email && !b.phoneNumber) ctx.addIssue({ code: 'custom', path: ['email'], message: m.relay_address_required() });
    else if (b.email && b.phoneNumber) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: m.relay_one_address() });
  });
export type ContactBody = z.input<typeof ContactBody>;

export const ContactSent = z.object({ data: z.object({ id: z.string(), createdAt: z.string() }), message: z.string() });
export type ContactSent = z.infer<typeof ContactSent>;

export const ThanksBody = z.object({
  message: trimmedText({
    label: () => m.thank_message(),
    max: THANKS_MESSAGE_MAX,
    tooLong: () => m.relay_message_too_long({ max: THANKS_MESSAGE_MAX }),
    required: () => m.relay_message_required(),
    multiline: true,
    checks: [noLinks],
  }),
});
export type ThanksBody = z.input<typeof ThanksBody>;

export const ThankSent = z.object({ data: z.object({ donationId: z.string(), thankedAt: z.string() }), message: z.string() });
export type ThankSent = z.infer<typeof ThankSent>;

/** Who a thank-you to all will reach, and who it skips (counted when it is asked for). */
export const ThankCounts = z.object({
  toThank: z.number().int(),
  thanked: z.number().int(),
  anonymous: z.number().int(),
  unreachable: z.number().int(),
});
export type ThankCounts = z.infer<typeof ThankCounts>;

export const ThankAllSent = z.object({ data: ThankCounts, message: z.string() });
export type ThankAllSent = z.infer<typeof ThankAllSent>;

/** Why a donor cannot be thanked: they gave anonymously, or Birr has no address for them. */
export const THANK_SKIPS = ['anonymous', 'no-address'] as const;

/** One verified donation on the organiser's list: never the donor's address. */
export const DonorToThank = z.object({
  donationId: z.string(),
  /** The donor's name, or "Anonymous". */
  name: z.string(),
  /** The Birr the campaign was credited. */
  amount: z.number(),
  /** Paid in another currency (issue 43): what the donor paid in it; null for a gift paid in Birr. */
  paidIn: z.object({ currency: z.string(), amount: z.number() }).nullable().optional(),
  at: z.string(),
  /** When a thank-you to this donor was written (by this donation, or another of theirs), if one was. */
  thankedAt: z.string().nullable(),
  skip: z.enum(THANK_SKIPS).nullable(),
});
export type DonorToThank = z.infer<typeof DonorToThank>;

export const DonorsToThank = z.object({
  data: ThankCounts.extend({
    donors: z.array(DonorToThank),
    /** Whether the one asking may send (the organiser); treasurers and reviewers only see. */
    canThank: z.boolean(),
  }),
});
export type DonorsToThank = z.infer<typeof DonorsToThank>;
