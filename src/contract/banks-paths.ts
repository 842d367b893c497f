// Payout destinations (issue 44): the path under /api, free of zod so the wizard can name it
// without the schema. The answer is BankList (banks.ts).

export const BANK_ENDPOINTS = {
  /** GET (public, cacheable) → BankList: every bank and mobile-money wallet a payout can go to. */
  list: '/banks',
} as const;
