import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';
import { DonationRequest } from './donation';
import { donationCharge, formatBr, toCents } from './money';
import { isPhone, normalizePhone } from './patterns';
import { WALLET_LIMIT_BR, WALLET_METHODS, WALLET_NAMES, type WalletMethod } from './direct-charge-paths';

/**
 * What the donor's page shows while a wallet payment is under way:
 * ussd — Chapa pushed a prompt to the phone: "Check your phone and enter your PIN";
 * otp — the wallet sent a code the donor types on our page;
 * approved — the code was accepted, the payment is being confirmed;
 * timed_out — nobody answered the push in time; refused — the wallet (or the donor) said no;
 * confirmed — paid and counted (the thank-you page follows).
 */
export const CHARGE_STATES = ['ussd', 'otp', 'approved', 'timed_out', 'refused', 'confirmed'] as const;
type ChargeState = (typeof CHARGE_STATES)[number];

/** A donation paid by a wallet: the donation form's request, the wallet and its phone number. */
export const DirectChargeRequest = DonationRequest.extend({
  // Wallets pay in Birr: a gift in another currency goes through the card checkout.
  currency: z.literal('ETB', { error: () => m.wallet_birr_only() }).default('ETB'),
  method: z.enum(WALLET_METHODS, { error: () => m.wallet_method_invalid() }),
  // Spaces, dashes and +251 accepted (the one phone normaliser); sent to Chapa as 09…/07….
  phone: z
    .string({ error: () => m.wallet_phone_invalid() })
    .refine(isPhone, { error: () => m.wallet_phone_invalid() })
    .transform(normalizePhone),
});
export type DirectChargeRequest = z.input<typeof DirectChargeRequest>;

export const DirectChargeOptions = z.object({ data: z.object({ wallets: z.array(z.enum(WALLET_METHODS)) }) });
export type DirectChargeOptions = z.infer<typeof DirectChargeOptions>;

export const DirectChargeAnswer = z.object({
  data: z.object({
    txRef: z.string(),
    method: z.enum(WALLET_METHODS),
    state: z.enum(CHARGE_STATES),
    /** The wallet's words when it refused, for the record; the page says it in the donor's language. */
    reason: z.string().nullable(),
  }),
});
export type DirectChargeAnswer = z.infer<typeof DirectChargeAnswer>;

export const OtpBody = z.object({
  otp: z
    .string({ error: () => m.wallet_otp_invalid() })
    .trim()
    .regex(/^\d{4,8}$/, { error: () => m.wallet_otp_invalid() }),
});
export type OtpBody = z.input<typeof OtpBody>;

/**
 * The refusal for a payment over its wallet's limit, or null when it fits: checked by the form and
 * by the server before anything is sent. The total is what the donor pays (the fee on top when they
 * cover it), from the one fee rule in money.ts.
 */
export function walletLimitRefusal(method: WalletMethod, amount: number, feePercent: number, coverFee: boolean): string | null {
  const limit = WALLET_LIMIT_BR[method];
  const { total } = donationCharge(toCents(amount), feePercent, coverFee);
  return total > toCents(limit) ? m.wallet_over_limit({ wallet: WALLET_NAMES[method], limit: formatBr(limit) }) : null;
}
