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
} as const;
