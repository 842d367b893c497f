import { eq, sql } from 'drizzle-orm';
import { donorName } from '#contract/display';
import type { DonorsToThank, ThankCounts } from '#contract/relay';
import { isReviewer } from '#contract/review';
import { m } from '#i18n/paraglide/messages.js';
import type { Db } from '#server/db/open';
import { rowsOf } from '#server/db/rows';
import { campaigns, relayMessages, thankBatches, users } from '#server/db/schema';
import { httpError, tooManyRequests } from '#server/http/errors';
import { hit, type Window } from '#server/http/rate-limit';
import type { Deps } from '#server/deps';
import type { User } from '../users/service';
import { ownedCampaign, type CampaignRow } from '../campaigns/ownership';
import { isTreasurer } from '../treasurers';
import { giftsCte, skipOf, type GiftRow } from './gifts';

type ThanksDeps = Pick<Deps, 'db' | 'now'>;

/** Per campaign and day: thank-yous one by one, and thank-yous to all (each reaches many). */
export const THANK_RATES = {
  onePerCampaign: { limit: 300, windowMs: 24 * 3_600_000 },
  allPerCampaign: { limit: 1, windowMs: 24 * 3_600_000 },
} satisfies Record<string, Window>;

/** How many donors the list shows (newest first); the counts cover them all. */
export const DONORS_SHOWN = 200;

const iso = (v: Date | string) => new Date(v).toISOString();
const lockCampaign = (tx: Pick<Db, 'execute'>, campaignId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`thanks:${campaignId}`}))`);

/** Thank-yous go out while a campaign is open and after it ended; not while it waits, is rejected or suspended. */
function assertThankable(row: CampaignRow) {
  if (row.status !== 'ACTIVE' && row.status !== 'COMPLETED') throw httpError(409, m.relay_thank_not_live());
}

async function countsOf(db: Pick<Db, 'execute'>, campaignId: string): Promise<ThankCounts> {
  const [c] = rowsOf<{ to_thank: number; thanked: number; anonymous: number; unreachable: number }>(
    await db.execute(sql`
      with ${giftsCte(campaignId)}
      select count(distinct person) filter (where not is_anonymous and address is not null and thanked_at is null)::int as to_thank,
             count(distinct coalesce(person, id::text)) filter (where not is_anonymous and thanked_at is not null)::int as thanked,
             count(*) filter (where is_anonymous)::int as anonymous,
             count(*) filter (where not is_anonymous and address is null)::int as unreachable
        from gift_state`),
  );
  return { toThank: c.to_thank, thanked: c.thanked, anonymous: c.anonymous, unreachable: c.unreachable };
}

/**
 * The organiser's "Donors to thank": each verified gift (newest first) with whether it was
 * thanked and why it cannot be, never an address. The organiser, the campaign's treasurers and
 * reviewers may look; only the organiser may send (`canThank`).
 */
export async function donorsToThank(db: Db, campaignId: string, user: User): Promise<DonorsToThank['data']> {
  const [row] = await db.select({ userId: campaigns.userId }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!row) throw httpError(404, m.al_campaign_not_found(), { code: 'CAMPAIGN_NOT_FOUND' });
  const organiser = row.userId === user.id;
  if (!organiser && !isReviewer(user.role) && !(await isTreasurer(db, campaignId, user.id))) throw httpError(403, m.al_not_organiser());
  const [gifts, counts] = await Promise.all([
    db.execute(sql`with ${giftsCte(campaignId)} select * from gift_state order by at desc, id limit ${DONORS_SHOWN}`).then(rowsOf<GiftRow>),
    countsOf(db, campaignId),
  ]);
  return {
    ...counts,
    canThank: organiser,
    donors: gifts.map((g) => ({
      donationId: g.id,
      name: donorName({ donorFirstName: g.donor_first_name, donorLastName: g.donor_last_name, isAnonymous: g.is_anonymous, donorDeleted: g.donor_deleted }),
      amount: Number(g.amount),
      paidIn: g.charge_currency !== 'ETB' && g.charge_amount ? { currency: g.charge_currency, amount: Number(g.charge_amount) } : null,
      at: iso(g.at),
      thankedAt: g.thanked_at ? iso(g.thanked_at) : null,
      skip: skipOf(g),
    })),
  };
}

const organiserName = (u: Pick<User, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

/**
 * One thank-you to one gift's donor, written for the job to send: once per gift and once per
 * person (a donor who gave twice is thanked once). The check and the write hold the campaign's
 * thank-you lock, so two taps, or two gifts of one person thanked at once, write one.
 */
export async function thankOne(d: ThanksDeps, campaignId: string, donationId: string, user: User, message: string, locale: string) {
  const row = await ownedCampaign(d.db, campaignId, user);
  assertThankable(row);
  const limit = await hit(d.db, `thanks:one:${campaignId}`, THANK_RATES.onePerCampaign, d.now());
  if (!limit.allowed) throw tooManyRequests(m.relay_too_many_thanks(), limit.retryAfterMs);
  return d.db.transaction(async (tx) => {
    await lockCampaign(tx, campaignId);
    const [gift] = rowsOf<GiftRow>(await tx.execute(sql`with ${giftsCte(campaignId)} select * from gift_state where id = ${donationId}`));
    if (!gift) throw httpError(404, m.relay_donation_not_found());
    if (gift.is_anonymous) throw httpError(409, m.relay_thank_anonymous());
    if (!gift.address) throw httpError(409, m.relay_thank_no_address());
    if (gift.thanked_at) throw httpError(409, m.relay_already_thanked());
    const [written] = await tx
      .insert(relayMessages)
      .values({ campaignId, kind: 'thanks', donationId, senderId: user.id, senderName: organiserName(user), senderLocale: locale, message, createdAt: d.now() })
      .onConflictDoNothing()
      .returning({ createdAt: relayMessages.createdAt });
    if (!written) throw httpError(409, m.relay_already_thanked());
    const name = donorName({ donorFirstName: gift.donor_first_name, donorLastName: gift.donor_last_name, isAnonymous: false });
    return { data: { donationId, thankedAt: written.createdAt.toISOString() }, message: m.relay_thanked_one({ name }) };
  });
}

/**
 * A thank-you to every donor not yet thanked: counted now (who it reaches, who it skips and
 * why) and written as one batch, which the `relay-messages` job turns into a message per person
 * — the request never waits for hundreds of sends. Nobody left to thank is a 409 and uses none of
 * the day's allowance.
 */
export async function thankAll(d: ThanksDeps, campaignId: string, user: User, message: string) {
  const row = await ownedCampaign(d.db, campaignId, user);
  assertThankable(row);
  const counts = await countsOf(d.db, campaignId);
  if (counts.toThank === 0) throw httpError(409, m.relay_nobody_to_thank());
  const limit = await hit(d.db, `thanks:all:${campaignId}`, THANK_RATES.allPerCampaign, d.now());
  if (!limit.allowed) throw tooManyRequests(m.relay_too_many_thanks(), limit.retryAfterMs);
  await d.db.insert(thankBatches).values({ campaignId, senderId: user.id, message, createdAt: d.now() });
  const skipped = counts.anonymous + counts.unreachable;
  const words = [m.relay_thanked_all({ count: counts.toThank })];
  if (skipped > 0) words.push(m.relay_thanked_all_skipped({ anonymous: counts.anonymous, unreachable: counts.unreachable }));
  return { data: counts, message: words.join(' ') };
}

/** The organiser's name as a thank-you is signed, for the job's batches. */
export const signatureOf = async (db: Db, userId: string | null) => {
  if (!userId) return '';
  const [u] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return u ? organiserName(u) : '';
};
