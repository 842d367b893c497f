import { createHash, randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { channelOfRef } from '#contract/channels';
import { todayInEthiopia } from '#contract/dates';
import type { Db } from '#server/db/open';
import { rowsOf } from '#server/db/rows';
import { visitHashes, visitSalts } from '#server/db/schema';
import { hit, type Window } from '#server/http/rate-limit';
import { isBot } from './bots';

// Counting a campaign's visitors without cookies or personal data (issue 44). A visitor is
// sha256(today's salt, campaign, address, user agent): the same person opening the page twice
// today is one visit, on the channel of the first. The salt is random, one per day (Ethiopia's),
// kept in the database so every instance counts alike, and deleted with the day's hashes once the
// day is over (`forgetVisitors`, the forget-visitors job): from then on nobody, us included, can
// tell whose visit it was. What stays is a count per campaign, day and channel.

export type VisitContext = { db: Db; now: () => Date };
export type Visit = { campaignId: string; ref: unknown; ip: string; userAgent: string | undefined };

/** One address counts at most this many visits in ten minutes (an office behind one address opens a few campaigns; a script is stopped). */
const PER_ADDRESS: Window = { limit: 60, windowMs: 10 * 60_000 };

// Today's salt as this instance last read it: the one in the database, which every instance shares.
const salts = new WeakMap<Db, { day: string; salt: string }>();

async function saltOf(db: Db, day: string): Promise<string> {
  const known = salts.get(db);
  if (known?.day === day) return known.salt;
  // The first instance to count today writes the salt; every other one reads that same row.
  const [row] = rowsOf<{ salt: string }>(
    await db.execute(sql`
      insert into visit_salts (day, salt) values (${day}::date, ${randomBytes(32).toString('base64url')})
      on conflict (day) do update set day = excluded.day
      returning salt`),
  );
  salts.set(db, { day, salt: row.salt });
  return row.salt;
}

const digest = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url');

/**
 * Visitors this instance has already counted today (their hashes, at most SEEN_KEPT): the same
 * person opening the page again is answered here, with no write (the database would find the hash
 * and count nothing anyway). Another instance, or a hash forgotten from here, asks the database.
 */
const SEEN_KEPT = 20_000;
const seenToday = new WeakMap<Db, { day: string; hashes: Set<string> }>();
function alreadyCounted(db: Db, day: string, hash: string): boolean {
  let seen = seenToday.get(db);
  if (seen?.day !== day) seenToday.set(db, (seen = { day, hashes: new Set() }));
  return seen.hashes.has(hash);
}
function remember(db: Db, day: string, hash: string) {
  const seen = seenToday.get(db);
  if (seen?.day !== day) return;
  if (seen.hashes.size >= SEEN_KEPT) seen.hashes.delete(seen.hashes.values().next().value!);
  seen.hashes.add(hash);
}

/**
 * Counts a visit to a public campaign (ACTIVE or COMPLETED) once per visitor per day, under the
 * channel its `?ref=` names (contract/channels.ts). Bots and link previews are not visits. True
 * when this visit was counted.
 */
export async function countVisit(ctx: VisitContext, v: Visit): Promise<boolean> {
  if (isBot(v.userAgent)) return false;
  const now = ctx.now();
  const day = todayInEthiopia(now);
  const salt = await saltOf(ctx.db, day);
  const hash = digest(salt, v.campaignId, v.ip, v.userAgent ?? '');
  if (alreadyCounted(ctx.db, day, hash)) return false;
  // Even the rate limit's key is the day's hash of the address, never the address.
  if (!(await hit(ctx.db, `visit:${digest(salt, v.ip)}`, PER_ADDRESS, now)).allowed) return false;
  const counted = await ctx.db.execute(sql`
    with target as (
      select id from campaigns where id = ${v.campaignId} and status in ('ACTIVE', 'COMPLETED')
    ), seen as (
      insert into visit_hashes (day, hash) select ${day}::date, ${hash} from target
      on conflict do nothing
      returning hash
    )
    insert into campaign_visits (campaign_id, day, channel, visits)
    select target.id, ${day}::date, ${channelOfRef(v.ref)}, 1 from target, seen
    on conflict (campaign_id, day, channel) do update set visits = campaign_visits.visits + 1
    returning visits`);
  const isNew = rowsOf(counted).length > 0;
  if (isNew) remember(ctx.db, day, hash);
  return isNew;
}

/** Past days' salts and hashes (the forget-visitors job): only the counts remain. */
export async function forgetVisitors(db: Db, now: Date): Promise<number> {
  const today = todayInEthiopia(now);
  const hashes = await db.delete(visitHashes).where(lt(visitHashes.day, today)).returning({ day: visitHashes.day });
  await db.delete(visitSalts).where(lt(visitSalts.day, today));
  return hashes.length;
}
