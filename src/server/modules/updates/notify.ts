import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Notifier } from '#server/adapters/notify/notifier';
import type { Db } from '#server/db/open';
import { donations, updateUnsubscribes, users } from '#server/db/schema';
import { m } from '#i18n/paraglide/messages.js';
import { recipientLocale, withLang } from '#server/i18n/recipient';

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

export async function unsubscribe(db: Db, campaignId: string, email: string) {
  await db.insert(updateUnsubscribes).values({ campaignId, email: email.toLowerCase() }).onConflictDoNothing();
}

/**
 * Every donor of the campaign with a VERIFIED donation who has not unsubscribed, once per address,
 * with the language to write to them in: their account's, else their latest donation's.
 */
export async function updateRecipients(db: Db, campaignId: string): Promise<Array<{ email: string; locale: string | null }>> {
  const rows = await db
    .select({
      email: sql<string>`lower(${donations.email})`,
      locale: sql<string | null>`(array_agg(coalesce(${users.locale}, ${donations.locale}) order by ${donations.createdAt} desc))[1]`,
    })
    .from(donations)
    .leftJoin(users, eq(users.id, donations.userId))
    .where(
      and(
        eq(donations.campaignId, campaignId),
        eq(donations.paymentStatus, 'VERIFIED'),
        sql`lower(${donations.email}) NOT IN (SELECT email FROM update_unsubscribes WHERE campaign_id = ${campaignId})`,
      ),
    )
    .groupBy(sql`lower(${donations.email})`);
  return rows;
}

const SEND_CONCURRENCY = 5;

/**
 * Emails an update to the campaign's donors, a few at a time; one address that fails does not
 * stop the others. Answers how many were sent.
 */
export async function emailUpdate(
  db: Db,
  email: Notifier,
  key: Buffer,
  u: { campaignId: string; campaignTitle: string; text: string; origin: string },
  warn: (err: unknown, message: string) => void,
) {
  const recipients = await updateRecipients(db, u.campaignId);
  const page = `${u.origin}/campaign/${u.campaignId}`;
  let sent = 0;
  for (let i = 0; i < recipients.length; i += SEND_CONCURRENCY) {
    await Promise.all(
      recipients.slice(i, i + SEND_CONCURRENCY).map(({ email: to, locale: saved }) => {
        const locale = recipientLocale(saved);
        return email
          .send({
            to,
            subject: m.srv_update_subject({ title: u.campaignTitle }, { locale }),
            text:
              `${m.srv_update_intro({ title: u.campaignTitle }, { locale })}\n\n${u.text}\n\n` +
              `${m.srv_update_see({ url: withLang(page, locale) }, { locale })}\n\n` +
              m.srv_update_unsubscribe({ url: withLang(unsubscribeUrl(u.origin, key, u.campaignId, to), locale) }, { locale }),
          })
          .then(() => void sent++)
          .catch((err) => warn(err, 'could not email an update to a donor'));
      }),
    );
  }
  return sent;
}
