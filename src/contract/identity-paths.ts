// Verification with Fayda: the paths the web app calls and the badge's words, free of zod so the
// campaign page's first view uses them without it. The answers' schemas are in identity.ts.
import { m } from '../i18n/paraglide/messages.js';
import { formatLongDate } from './dates';
import type { IdentityBadge } from './identity';

export const IDENTITY_ENDPOINTS = {
  /** GET, a top-level navigation of a signed-in person (session cookie): → eSignet → callback. */
  faydaLogin: '/auth/fayda/login',
  /** GET: where eSignet sends the browser back; → /profile?fayda=<FaydaResult>. */
  faydaCallback: '/auth/fayda/callback',
  /** GET with the bearer token → MyIdentity: the person's own verification, if any. */
  mine: '/user/identity',
} as const;

/** The query parameter the profile reads after the callback, and what it may say. */
export const FAYDA_RESULT_PARAM = 'fayda';
export const FAYDA_RESULTS = ['verified', 'cancelled', 'failed', 'taken', 'unavailable'] as const;
export type FaydaResult = (typeof FAYDA_RESULTS)[number];

/** "Identity verified with Fayda on 26 November 2026." / "ማንነት በፋይዳ 17 ኅዳር 2019 ዓ.ም. ተረጋግጧል።" */
export const identityBadgeText = (badge: IdentityBadge) => m.identity_badge({ date: formatLongDate(badge.verifiedOn) });
