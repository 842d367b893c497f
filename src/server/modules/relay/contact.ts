import { eq } from 'drizzle-orm';
import { m } from '#i18n/paraglide/messages.js';
import type { Db } from '#server/db/open';
import { campaigns, relayMessages } from '#server/db/schema';
import { httpError, tooManyRequests } from '#server/http/errors';
import { hit, type Window } from '#server/http/rate-limit';
import type { Deps } from '#server/deps';
import { assertPublicCampaign } from '../campaigns/service';

/**
 * Messages to organisers: from one client (an account, else an address) in an hour; from one
 * reply address in a day, in all and to one campaign; and to one campaign in a day from everyone.
 */
export const CONTACT_RATES = {
  perClient: { limit: 5, windowMs: 3_600_000 },
  perSender: { limit: 10, windowMs: 24 * 3_600_000 },
  perSenderAndCampaign: { limit: 3, windowMs: 24 * 3_600_000 },
  perCampaign: { limit: 50, windowMs: 24 * 3_600_000 },
} satisfies Record<string, Window>;

export type Contact = { name: string; replyTo: string; message: string; senderId: string | null; locale: string; client: string };

/**
 * A visitor's message to a public campaign's organiser, written for the `relay-messages` job to
 * pass on (the request never waits for a mail server). The organiser's address is never in the
 * answer; the sender's, which they chose to give, is what the organiser replies to.
 */
export async function fileContact(d: Pick<Deps, 'db' | 'now'>, campaignId: string, c: Contact) {
  await assertPublicCampaign(d.db, campaignId);
  const [campaign] = await d.db.select({ userId: campaigns.userId }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (c.senderId && campaign.userId === c.senderId) throw httpError(409, m.relay_own_campaign());
  await limit(d.db, d.now(), [
    [`contact:client:${c.client}`, CONTACT_RATES.perClient, m.relay_too_many_contact],
    [`contact:sender:${c.replyTo}`, CONTACT_RATES.perSender, m.relay_too_many_contact],
    [`contact:sender:${c.replyTo}:${campaignId}`, CONTACT_RATES.perSenderAndCampaign, m.relay_too_many_contact],
    [`contact:campaign:${campaignId}`, CONTACT_RATES.perCampaign, m.relay_campaign_busy],
  ]);
  const [row] = await d.db
    .insert(relayMessages)
    .values({ campaignId, kind: 'contact', senderId: c.senderId, senderName: c.name, replyTo: c.replyTo, senderLocale: c.locale, message: c.message, createdAt: d.now() })
    .returning({ id: relayMessages.id, createdAt: relayMessages.createdAt });
  return row;
}

async function limit(db: Db, now: Date, windows: Array<[string, Window, () => string]>) {
  for (const [key, w, say] of windows) {
    const state = await hit(db, key, w, now);
    if (!state.allowed) throw tooManyRequests(say(), state.retryAfterMs);
  }
}
