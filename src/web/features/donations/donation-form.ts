import { m } from '#i18n/paraglide/messages.js';
import { DonationRequest } from '#contract/donation';
import { fromCents, type PayCurrency } from '#contract/money';
import { fieldMessages } from '#contract/zod-helpers';
import { typedCents } from './fee-note';

/** The donation form as typed: the amount is text as the donor typed it ('' until one is chosen or typed). */
export type DonationValues = {
  donorFirstName: string;
  donorLastName: string;
  email: string;
  amount: number | string;
  isAnonymous: boolean;
  /** Unticked until the donor ticks it: add the fee so the campaign gets all of the amount. */
  coverFee: boolean;
  message: string;
  /** "Send me updates" (issue 45): ticked unless the donor unticks it; then they follow the campaign. */
  followUpdates?: boolean;
  /** What the donor pays in (issue 43, CurrencyChoice): Birr unless they choose US dollars. */
  currency?: PayCurrency;
};

/**
 * The amount as the request carries it: the number readMoney read, 0 when nothing was typed (the
 * contract then asks for an amount above 0), or the text itself when it cannot be read, so the
 * contract refuses it with readMoney's words. Only a number is ever sent: a refusal sends nothing.
 */
function requestAmount(amount: number | string): number | string {
  if (typeof amount === 'number') return amount;
  if (amount.trim() === '') return 0;
  const cents = typedCents(amount);
  return cents === null ? amount : fromCents(cents);
}

/** What the form sends: the contract's DonationRequest (no words read as none). */
export const donationBody = (v: DonationValues): DonationRequest => ({
  donorFirstName: v.donorFirstName.trim(),
  donorLastName: v.donorLastName.trim(),
  email: v.email.trim(),
  amount: requestAmount(v.amount),
  isAnonymous: v.isAnonymous,
  coverFee: v.coverFee,
  followUpdates: v.followUpdates ?? true,
  ...(v.message.trim() ? { message: v.message.trim() } : {}),
  ...(v.currency && v.currency !== 'ETB' ? { currency: v.currency } : {}),
});

/**
 * The server's rules and messages, one per field: the contract's DonationRequest read on what the
 * form would send, and the email the payment provider needs (the donation service's own check).
 */
export function donationErrors(v: DonationValues, emailRequired: boolean): Partial<Record<keyof DonationValues, string>> {
  const errors = fieldMessages<keyof DonationValues>(DonationRequest.safeParse(donationBody(v)));
  if (!errors.email && emailRequired && !v.email.trim()) errors.email = m.donate_email_required();
  return errors;
}
