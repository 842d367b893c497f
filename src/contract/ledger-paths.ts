// The public ledger's path under /api, free of zod for the campaign page; its answer is in ledger.ts.

/** GET (public) → LedgerResponse */
export const ledgerPath = (campaignId: string) => `/campaign/${campaignId}/ledger`;
