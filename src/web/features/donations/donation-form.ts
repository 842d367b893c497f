import { m } from '#i18n/paraglide/messages.js';
import { DonationRequest } from '#contract/donation';
import { fieldMessages } from '#contract/zod-helpers';

/** The donation form as typed: the amount is '' until one is chosen or typed. */
export type DonationValues = {
  donorFirstName: string;
  donorLastName: string;
  email: string;
  amount: number | string;
  isAnonymous: boolean;
  message: string;
};

/** What the form sends: the contract's DonationRequest (no amount reads as 0, no words as none). */
export const donationBody = (v: DonationValues): DonationRequest => ({
  donorFirstName: v.donorFirstName.trim(),
  donorLastName: v.donorLastName.trim(),
  email: v.email.trim(),
  amount: Number(v.amount),
  isAnonymous: v.isAnonymous,
  ...(v.message.trim() ? { message: v.message.trim() } : {}),
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
