// Direct charge (issue 43): a donation paid from a mobile wallet on Birr's own page, through
// Chapa's direct charge. Free of zod, like the other *-paths files: the wallets, their limits and
// the paths under /api. The bodies and answers are in direct-charge.ts.

/**
 * The wallets Chapa's direct charge takes (`POST /v1/charges?type=<method>`), by the `type` Chapa
 * names them (developer.chapa.co, "Direct Charge": telebirr, mpesa, cbebirr, ebirr, awashbirr,
 * yaya). The order is the form's.
 */
export const WALLET_METHODS = ['telebirr', 'mpesa', 'cbebirr', 'ebirr', 'awashbirr', 'yaya'] as const;
export type WalletMethod = (typeof WALLET_METHODS)[number];

/** The wallets' own names, written as their brands write them (in both languages, like Google). */
export const WALLET_NAMES: Record<WalletMethod, string> = {
  telebirr: 'telebirr',
  mpesa: 'M-Pesa',
  cbebirr: 'CBE Birr',
  ebirr: 'Coopay-Ebirr',
  awashbirr: 'Awash Birr',
  yaya: 'YaYa Wallet',
};

/**
 * The most one payment may be, in whole birr, checked before anything is sent to Chapa. telebirr's
 * 75,000 Br a payment is the figure. The others are ASSUMED the same (the National Bank's
 * cap on a personal wallet's single payment as we understand it): Chapa's docs name no per-method
 * limit, so a wallet that refuses less answers with its own refusal, which the donor sees too.
 */
export const WALLET_LIMIT_BR: Record<WalletMethod, number> = {
  telebirr: 75_000,
  mpesa: 75_000,
  cbebirr: 75_000,
  ebirr: 75_000,
  awashbirr: 75_000,
  yaya: 75_000,
};

/** A push nobody answers is shown as timed out after this long (the issue: within three minutes). */
export const DIRECT_CHARGE_TIMEOUT_MS = 2 * 60_000;

/** How often the donor's page asks how the charge stands. */
export const DIRECT_CHARGE_POLL_MS = 3_000;

export const DIRECT_CHARGE_ENDPOINTS = {
  /** GET → DirectChargeOptions (the wallets this server can charge; empty when direct charge is off) */
  options: '/donation/charge/options',
  /** POST DirectChargeRequest with the bearer token → 201 DirectChargeAnswer */
  campaign: (campaignId: string) => `/donation/charge/campaign/${campaignId}`,
  /** POST DirectChargeRequest (a guest) → 201 DirectChargeAnswer */
  guest: (campaignId: string) => `/donation/charge/guest/${campaignId}`,
  /** GET → DirectChargeAnswer (asks the provider, at most every PROVIDER_RECHECK_MS) */
  status: (txRef: string) => `/donation/charge/${txRef}`,
  /** POST {otp} → DirectChargeAnswer */
  otp: (txRef: string) => `/donation/charge/${txRef}/otp`,
} as const;
