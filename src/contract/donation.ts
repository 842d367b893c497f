import { z } from 'zod';
import { WordsField } from './after-launch';
import { PAYMENT_STATUSES } from './enums';
import { EMAIL_RE } from './patterns';
import { safeLine } from './text';

/** A verified donation as the public sees it; names are null when the donor chose anonymity. */
export const PublicDonation = z.object({
  id: z.string(),
  donorFirstName: z.string().nullable(),
  donorLastName: z.string().nullable(),
  isAnonymous: z.boolean(),
  amount: z.number(),
  createdAt: z.string(),
});
export type PublicDonation = z.infer<typeof PublicDonation>;

export const DonationList = z.object({ data: z.array(PublicDonation) });
export type DonationList = z.infer<typeof DonationList>;

export const PaymentStatus = z.enum(PAYMENT_STATUSES);

/** Donations are in Birr; the payment provider is asked for, and must confirm, this currency. */
export const DONATION_CURRENCY = 'ETB';
/** Largest single donation we take (numeric(14,2) holds far more; this catches typos and abuse). */
export const MAX_DONATION = 1_000_000;

export const DONATION_MSG = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  amountNumber: 'Amount must be a number',
  amountPositive: 'Amount must be greater than 0',
  amountTooLarge: `Amount must be at most ${MAX_DONATION.toLocaleString('en-US')} Br`,
  amountDecimals: 'Amount can have at most 2 decimal places',
  campaignClosed: 'This campaign is no longer accepting donations',
  campaignUnderReview: 'This campaign is under review and cannot take donations right now',
  campaignNotFound: 'Campaign not found',
  donationNotFound: 'Donation not found',
  providerUnavailable: 'The payment provider could not start the checkout. Please try again in a moment.',
  tooMany: 'Too many donation attempts from this address. Please try again later.',
} as const;

/** Whole cents, or null when the number has more than two decimals (float noise tolerated). */
export function toCents(amount: number): number | null {
  const cents = Math.round(amount * 100);
  return Math.abs(cents - amount * 100) < 1e-6 ? cents : null;
}

const name = (field: string, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(100, `${field} must be at most 100 characters`)
    .pipe(safeLine(field));

/** The spec's donation request: donorFirstName, donorLastName, email, amount, isAnonymous. */
export const DonationRequest = z.object({
  donorFirstName: name('First name', DONATION_MSG.firstNameRequired),
  donorLastName: name('Last name', DONATION_MSG.lastNameRequired),
  // Optional here: whether an email is needed depends on the payment provider (DonationOptions).
  email: z
    .string({ error: DONATION_MSG.emailInvalid })
    .trim()
    .max(254, DONATION_MSG.emailInvalid)
    .pipe(safeLine('Email'))
    .refine((s) => s === '' || EMAIL_RE.test(s), DONATION_MSG.emailInvalid)
    .default(''),
  amount: z
    .number({ error: DONATION_MSG.amountNumber })
    .refine((n) => Number.isFinite(n), DONATION_MSG.amountNumber)
    .refine((n) => n > 0, DONATION_MSG.amountPositive)
    .refine((n) => n <= MAX_DONATION, DONATION_MSG.amountTooLarge)
    .refine((n) => toCents(n) !== null, DONATION_MSG.amountDecimals),
  isAnonymous: z.boolean({ error: 'isAnonymous must be true or false' }).default(false),
  /** Words of support (ours, issue 26): shown on the campaign page once the payment is verified. */
  message: WordsField.optional(),
});
export type DonationRequest = z.input<typeof DonationRequest>;

/** Donor details a payment provider cannot start a checkout without (beyond names and amount). */
export const DONOR_FIELDS = ['email'] as const;
export type DonorField = (typeof DONOR_FIELDS)[number];

/** What the donation form needs to know before anyone pays: the fee and the provider's required fields. */
export const DonationOptions = z.object({
  data: z.object({
    feePercent: z.number(),
    requiredFields: z.array(z.enum(DONOR_FIELDS)),
  }),
});
export type DonationOptions = z.infer<typeof DonationOptions>;

/** The answer to a donation request: where the donor pays, and the reference to follow it by. */
export const DonationCheckout = z.object({
  status: z.literal('success'),
  data: z.object({ checkoutUrl: z.string(), txRef: z.string() }),
});
export type DonationCheckout = z.infer<typeof DonationCheckout>;

export const TxRefParam = z.object({
  txRef: z.string().regex(/^[A-Za-z0-9._-]{6,100}$/, 'Invalid transaction reference'),
});

/** What the thank-you page shows: never the donor's email, only what the reference holder paid. */
export const DonationReceipt = z.object({
  data: z.object({
    txRef: z.string(),
    status: PaymentStatus,
    amount: z.number(),
    currency: z.string(),
    isAnonymous: z.boolean(),
    createdAt: z.string(),
    verifiedAt: z.string().nullable(),
    campaign: z.object({ id: z.string(), title: z.string() }),
    /** Once VERIFIED: the printable receipt's address (API path), known only to whoever holds the txRef. */
    receiptPath: z.string().nullable().optional(),
  }),
});
export type DonationReceipt = z.infer<typeof DonationReceipt>;

export { donorName } from './display';
