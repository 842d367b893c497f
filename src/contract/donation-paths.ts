// Donations: the paths under /api, free of zod so the campaign page and the thank-you page use
// them without it. The bodies and answers are in donation.ts.

export const DONATION_ENDPOINTS = {
  /** GET → DonationOptions (the fee, the provider's required fields) */
  options: '/donation/options',
  /** GET (public) → DonationList · POST DonationRequest with the bearer token → 201 DonationCheckout */
  campaign: (campaignId: string) => `/donation/${campaignId}`,
  /** POST DonationRequest (a guest) → 201 DonationCheckout */
  guest: (campaignId: string) => `/donation/guest/${campaignId}`,
  /** GET → DonationReceipt */
  verify: (txRef: string) => `/donation/verify/${txRef}`,
  /** DELETE (the donor, bearer token) → 204: an unfinished payment out of their history; 409 for a verified gift */
  mine: (id: string) => `/donation/mine/${id}`,
  /** POST (the donor, bearer token) → DonationCheckout: the unfinished payment's checkout, or a new one for the same gift */
  finish: (id: string) => `/donation/mine/${id}/finish`,
} as const;
