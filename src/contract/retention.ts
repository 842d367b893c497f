// How long Birr keeps what it keeps (issue 46; docs/decisions/0019), free of zod: the privacy
// page and the account deletion dialog state it, and they load without zod.

/**
 * Donations and payouts are kept, as amounts, for this many years after the year they happened
 * in, for the campaigns' ledgers and the law: Birr's policy, following Ethiopian commercial-law
 * practice for financial records. A deleted account's donations stay too, as "Deleted account".
 */
export const LEDGER_RETENTION_YEARS = 10;
