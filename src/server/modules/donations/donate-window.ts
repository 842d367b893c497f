import type { Settings } from '#server/config';
import type { Window } from '#server/http/rate-limit';

/** How many donations one address may start in ten minutes: the JSON routes and the plain form count together. */
export const donateWindow = (config: Pick<Settings, 'donationRateLimit'>): Window => ({ limit: config.donationRateLimit, windowMs: 10 * 60_000 });

/**
 * How often one address may have a donation's state checked with the provider in ten minutes: the
 * thank-you page polls a pending donation about 40 times, so that for each donation an address may
 * start (issue 40). The verify API, a wallet payment's polling and the thank-you page's server
 * render count together under `verifyKey`.
 */
export const verifyWindow = (config: Pick<Settings, 'donationRateLimit'>): Window => ({ limit: 40 * config.donationRateLimit, windowMs: 10 * 60_000 });
export const verifyKey = (ip: string) => `donation-verify:ip:${ip}`;
