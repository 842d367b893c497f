import { createHash, createHmac } from 'node:crypto';
import type { Locale } from '#i18n/locale';
import { FOLLOW_ENDPOINTS } from '#contract/follow-paths';
import { withLang } from '#server/i18n/recipient';

/**
 * The unfollow link's token: an HMAC of the follower's id under the server's key, so the job can
 * write it into every message, the link works without signing in, and nobody can make one for
 * someone else. Only its sha256 is stored, to find the follower by.
 */
export const unfollowToken = (key: Buffer, followerId: string) =>
  createHmac('sha256', key).update(`unfollow:${followerId}`).digest('base64url');

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const unfollowUrl = (origin: string, key: Buffer, followerId: string, locale: Locale) =>
  withLang(`${origin}/api${FOLLOW_ENDPOINTS.unsubscribe}?token=${unfollowToken(key, followerId)}`, locale);
