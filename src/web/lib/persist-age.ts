/** How long the saved query cache (and a query's memory of it) lasts on the device: 7 days. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
