/**
 * The service fee deducted from each donation, in percent, when SERVICE_FEE_PERCENT is not set.
 * Kept apart from donation.ts (which pulls in zod) so the landing page's FAQ can state it cheaply;
 * the server's configuration defaults to this same number, and each donation records the rate used.
 */
export const SERVICE_FEE_PERCENT_DEFAULT = 5;

