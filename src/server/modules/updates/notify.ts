import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/open';
import { updateUnsubscribes } from '#server/db/schema';

/**
 * The unsubscribe token of one email for one campaign: an HMAC under the server's key, so the link
 * works without signing in and cannot be made for someone else's address.
 */
export function unsubscribeToken(key: Buffer, campaignId: string, email: string) {
  return createHmac('sha256', key).update(`unsubscribe-updates:${campaignId}:${email.toLowerCase()}`).digest('base64url');
}

export function validUnsubscribeToken(key: Buffer, campaignId: string, email: string, token: string) {
  const want = Buffer.from(unsubscribeToken(key, campaignId, email));
  const got = Buffer.from(token);
  return want.length === got.length && timingSafeEqual(want, got);
}

export const unsubscribeUrl = (origin: string, key: Buffer, campaignId: string, email: string) =>
  `${origin}/api/campaign/${campaignId}/unsubscribe?email=${encodeURIComponent(email.toLowerCase())}&token=${unsubscribeToken(key, campaignId, email)}`;

/**
 * An update email's link from before following (issue 45): the address unfollows the campaign too,
 * whether it followed as a guest or as an account.
 */
export async function unsubscribe(db: Db, campaignId: string, email: string) {
  const address = email.toLowerCase();
  await db.insert(updateUnsubscribes).values({ campaignId, email: address }).onConflictDoNothing();
  await db.execute(sql`
    update campaign_followers f set unfollowed_at = now()
     where f.campaign_id = ${campaignId} and f.unfollowed_at is null
       and (f.email = ${address} or f.user_id in (select id from users where lower(email) = ${address}))`);
}
