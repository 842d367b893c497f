import type { Settings } from '#server/config';
import type { Window } from '#server/http/rate-limit';

/** How many donations one address may start in ten minutes: the JSON routes and the plain form count together. */
export const donateWindow = (config: Pick<Settings, 'donationRateLimit'>): Window => ({ limit: config.donationRateLimit, windowMs: 10 * 60_000 });
