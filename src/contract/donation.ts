import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';
import { WordsField } from './words';
import { PAYMENT_STATUSES } from './enums';
import { EMAIL_RE } from './patterns';
import { formatBr, hasAtMostTwoDecimals, PAY_CURRENCIES } from './money';
import { typedAmount } from './money-field';
import { safeLine } from './text';
import { TeamIdField } from './teams';
import { CHANNELS } from './channels';

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

/** Largest single donation we take (numeric(14,2) holds far more; this catches typos and abuse). */
export const MAX_DONATION = 1_000_000;

const name = (field: () => string, required: () => string, safeLineField: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(100, { error: () => m.donate_field_too_long({ field: field() }) })
    .pipe(safeLine(safeLineField));

/** The spec's donation request: donorFirstName, donorLastName, email, amount, isAnonymous. */
export const DonationRequest = z.object({
  donorFirstName: name(() => m.donate_first_name(), () => m.donate_first_name_required(), 'First name'),
  donorLastName: name(() => m.donate_last_name(), () => m.donate_last_name_required(), 'Last name'),
  // Optional here: whether an email is needed depends on the payment provider (DonationOptions).
  email: z
    .string({ error: () => m.donate_email_invalid() })
    .trim()
    .max(254, { error: () => m.donate_email_invalid() })
    .pipe(safeLine('Email'))
    .refine((s) => s === '' || EMAIL_RE.test(s), { error: () => m.donate_email_invalid() })
    .default(''),
  amount: typedAmount(() => m.donate_amount_number())
    .refine((n) => Number.isFinite(n), { error: () => m.donate_amount_number() })
    .refine((n) => n > 0, { error: () => m.donate_amount_positive() })
    .refine((n) => n <= MAX_DONATION, { error: () => m.donate_amount_too_large({ max: formatBr(MAX_DONATION) }) })
    .refine(hasAtMostTwoDecimals, { error: () => m.donate_amount_decimals() }),
  isAnonymous: z.boolean({ error: () => m.donate_is_anonymous_bool() }).default(false),
  /**
   * Ours (issue 42): the donor adds the service fee on top, so the campaign receives the whole
   * amount. The server computes the fee itself (donationCharge, contract/money.ts).
   */
  coverFee: z.boolean({ error: () => m.donate_cover_fee_bool() }).default(false),
  /** Words of support (ours, issue 26): shown on the campaign page once the payment is verified. */
  message: WordsField.optional(),
  /** "Send me updates" (issue 45): once the payment is verified, the donor follows the campaign. */
  followUpdates: z.boolean({ error: () => m.al_true_or_false({ name: 'followUpdates' }) }).default(true),
  /** The team page the gift is made through (issue 44): a live team of this campaign; absent is none. */
  teamId: TeamIdField,
  /**
   * Where the donor came from (issue 44): the channel of the link that brought them, as the web app
   * remembered it for this campaign (channels.ts). Absent (the original client) is unknown.
   */
  channel: z.enum(CHANNELS, { error: () => m.donate_channel_invalid({ list: CHANNELS.join(', ') }) }).nullish(),
  /**
   * Ours (issue 43): what the donor pays in. `amount` is in Birr either way; with USD the donor
   * pays its price in dollars by card at today's rate, and the campaign is credited in Birr.
   */
  currency: z.enum(PAY_CURRENCIES, { error: () => m.donate_currency_invalid({ list: PAY_CURRENCIES.join(', ') }) }).default('ETB'),
});
export type DonationRequest = z.input<typeof DonationRequest>;

/**
 * A gift paid abroad (issue 43), as its receipts show it beside the Birr amounts: what the donor
 * paid in `currency`, and the Birr for one unit it was credited at (`rate`, four-decimal text) of
 * `rateDate`; `rateSource` says whether the provider reported that rate or it is the one quoted.
 */
export const PaidAbroad = z.object({
  currency: z.string(),
  amount: z.number(),
  rate: z.string(),
  rateDate: z.string(),
  rateSource: z.enum(['quoted', 'provider']),
});
export type PaidAbroad = z.infer<typeof PaidAbroad>;

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
  txRef: z.string().regex(/^[A-Za-z0-9._-]{6,100}$/, { error: () => m.donate_tx_ref_invalid() }),
});

/** What the thank-you page shows: never the donor's email, only what the reference holder paid. */
export const DonationReceipt = z.object({
  data: z.object({
    txRef: z.string(),
    status: PaymentStatus,
    /** What the donor paid (with the fee on top when they covered it). */
    amount: z.number(),
    /** Birr's service fee, part of `amount`; what reaches the cause is `toCampaign` (amount − fee). */
    fee: z.number(),
    toCampaign: z.number(),
    /** The donor added the fee on top, so the campaign gets the whole gift. */
    feeCovered: z.boolean(),
    currency: z.string(),
    isAnonymous: z.boolean(),
    createdAt: z.string(),
    verifiedAt: z.string().nullable(),
    campaign: z.object({ id: z.string(), title: z.string() }),
    /** Once VERIFIED: the printable receipt's address (API path), known only to whoever holds the txRef. */
    receiptPath: z.string().nullable().optional(),
    /** The receipt was handed to the mail server for the donor's email (issue 43): only then does the page say so. */
    receiptEmailed: z.boolean().optional(),
    /** The donor's own words of support, to share (issue 43); public anyway once the gift is verified. */
    words: z.string().nullable().optional(),
    /** Paid in another currency (issue 43): `amount` and the rest are in Birr at its rate. */
    paidAbroad: PaidAbroad.nullable().optional(),
  }),
});
export type DonationReceipt = z.infer<typeof DonationReceipt>;

/** What the provider's callback hears back: how the donation stands now. */
export const DonationCallbackAnswer = z.object({ status: PaymentStatus });

/** Where a donation's printable receipt is (under /api): the address only its donor is given. */
export const receiptPath = (token: string) => `/donation/receipt/${token}`;

/** A printable donation receipt (GET /donation/receipt/{token}). */
export const DonationReceiptDoc = z.object({
  data: z.object({
    campaign: z.object({ id: z.string(), title: z.string() }),
    donorName: z.string(),
    amount: z.number(),
    fee: z.number(),
    /** amount − fee: what reaches the cause. */
    toCampaign: z.number(),
    feeCovered: z.boolean(),
    currency: z.string(),
    reference: z.string(),
    providerReference: z.string().nullable(),
    date: z.string(),
    /** The refund (issue 42), once a reviewer gave the gift back: everything the donor paid. */
    refund: z.object({ amount: z.number(), at: z.string(), reason: z.string() }).nullable(),
    /** Paid in another currency (issue 43): the amounts above are in Birr at its rate. */
    paidAbroad: PaidAbroad.nullable().optional(),
  }),
});
export type DonationReceiptDoc = z.infer<typeof DonationReceiptDoc>;

/** Receipt tokens: 32 random bytes, base64url. */
export const ReceiptTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: () => m.payout_receipt_invalid() }),
});
