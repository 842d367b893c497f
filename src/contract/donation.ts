import { z } from 'zod';
import { PAYMENT_STATUSES } from './enums';

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

export { donorName } from './display';
