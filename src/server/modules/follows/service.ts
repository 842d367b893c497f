import { createHmac, randomInt } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Identifier } from '#contract/auth';
import { FOLLOW_CODE_TTL_SECONDS } from '#contract/follow-paths';
import type { FollowedCampaigns } from '#contract/follows';
import type { Deps } from '#server/deps';
import type { Db } from '#server/db/open';
import { rowsOf } from '#server/db/rows';
import { campaignFollowers, campaigns } from '#server/db/schema';
import { httpError } from '#server/http/errors';
import { currentLocale } from '#i18n/locale';
import { m } from '#i18n/paraglide/messages.js';
import { tokenHash, unfollowToken } from './tokens';
import { codeText } from '../auth/code-text';
import { sendNow } from '../ops/send-now';

export const MAX_FOLLOW_CODE_ATTEMPTS = 5;

type FollowCtx = Pick<Deps, 'db' | 'keys' | 'now'>;

const codeDigest = (key: Buffer, followerId: string, code: string) =>
  createHmac('sha256', key).update(`follow-code:${followerId}:${code}`).digest('hex');

/** Stores the unfollow token's hash on a follower that has none yet (a row from before, a new one). */
export async function ensureTokenHash(db: Db, key: Buffer, followerId: string) {
  await db
    .update(campaignFollowers)
    .set({ unsubscribeTokenHash: tokenHash(unfollowToken(key, followerId)) })
    .where(and(eq(campaignFollowers.id, followerId), isNull(campaignFollowers.unsubscribeTokenHash)));
}

/**
 * A signed-in person follows (again): one statement on the (campaign, user) key, so the same
 * request twice at once makes one row. Answers whether this call started the following.
 */
export async function followAsUser(ctx: FollowCtx, campaignId: string, userId: string, locale = currentLocale()): Promise<boolean> {
  const rows = rowsOf<{ id: string; started: boolean }>(
    await ctx.db.execute(sql`
      with before as (
        select unfollowed_at is null and confirmed_at is not null as was from campaign_followers
         where campaign_id = ${campaignId} and user_id = ${userId}
      )
      insert into campaign_followers (campaign_id, user_id, locale, confirmed_at)
      values (${campaignId}, ${userId}, ${locale}, now())
      on conflict (campaign_id, user_id) where user_id is not null
      do update set unfollowed_at = null, confirmed_at = coalesce(campaign_followers.confirmed_at, now())
      returning id, not coalesce((select was from before), false) as started`),
  );
  await ensureTokenHash(ctx.db, ctx.keys.codes, rows[0].id);
  return rows[0].started;
}

export async function unfollowAsUser(db: Db, campaignId: string, userId: string, now: Date) {
  await db
    .update(campaignFollowers)
    .set({ unfollowedAt: now })
    .where(and(eq(campaignFollowers.campaignId, campaignId), eq(campaignFollowers.userId, userId), isNull(campaignFollowers.unfollowedAt)));
}

export async function isFollowing(db: Db, campaignId: string, userId: string) {
  const [row] = await db
    .select({ id: campaignFollowers.id })
    .from(campaignFollowers)
    .where(
      and(
        eq(campaignFollowers.campaignId, campaignId),
        eq(campaignFollowers.userId, userId),
        isNull(campaignFollowers.unfollowedAt),
        isNotNull(campaignFollowers.confirmedAt),
      ),
    );
  return Boolean(row);
}

const destinationColumn = (d: Identifier) => (d.email !== undefined ? campaignFollowers.email : campaignFollowers.phoneNumber);
const destinationOf = (d: Identifier) => (d.email ?? d.phoneNumber)!;

/**
 * A guest's request to follow: a fresh 6-digit code for the destination, stored as a keyed hash
 * with its expiry (a new request replaces the old code). The row is made unconfirmed; one already
 * following keeps following — the answer is the same either way, so nobody learns who follows.
 */
async function newGuestCode(ctx: FollowCtx, campaignId: string, d: Identifier): Promise<string> {
  const code = String(randomInt(100_000, 1_000_000));
  const expires = new Date(ctx.now().getTime() + FOLLOW_CODE_TTL_SECONDS * 1000);
  const column = d.email !== undefined ? sql`email` : sql`phone_number`;
  const rows = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`
      insert into campaign_followers (campaign_id, ${column}, locale)
      values (${campaignId}, ${destinationOf(d)}, ${currentLocale()})
      on conflict (campaign_id, ${column}) where ${column} is not null
      do update set locale = excluded.locale
      returning id`),
  );
  const id = rows[0].id;
  await ctx.db
    .update(campaignFollowers)
    .set({ codeHash: codeDigest(ctx.keys.codes, id, code), codeExpiresAt: expires, codeAttempts: 0 })
    .where(eq(campaignFollowers.id, id));
  await ensureTokenHash(ctx.db, ctx.keys.codes, id);
  return code;
}

/** Sends a guest the code to follow, by email or SMS, in the request's language. */
export async function sendGuestCode(ctx: FollowCtx & Pick<Deps, 'notifiers' | 'config' | 'log'>, campaignId: string, d: Identifier) {
  const code = await newGuestCode(ctx, campaignId, d);
  const [{ title }] = await ctx.db.select({ title: campaigns.title }).from(campaigns).where(eq(campaigns.id, campaignId));
  const subject = m.srv_follow_code_subject({ title });
  const text = m.srv_follow_code_text({ code });
  // A text message's code carries the origin-bound line, as sign-in codes do, so the phone fills it in.
  await sendNow(ctx, { to: destinationOf(d), subject, text: d.email !== undefined ? text : codeText(text, ctx.config.publicUrl, code) });
}

/**
 * Checks a guest's code. Each guess is counted before it is compared, in one conditional
 * statement, so at most MAX_FOLLOW_CODE_ATTEMPTS are ever compared; a right one confirms the
 * follower (again, if they had unfollowed) and uses the code up.
 */
export async function confirmGuestCode(ctx: FollowCtx, campaignId: string, d: Identifier, code: string) {
  const now = ctx.now();
  const [counted] = await ctx.db
    .update(campaignFollowers)
    .set({ codeAttempts: sql`${campaignFollowers.codeAttempts} + 1` })
    .where(
      and(
        eq(campaignFollowers.campaignId, campaignId),
        eq(destinationColumn(d), destinationOf(d)),
        isNotNull(campaignFollowers.codeHash),
        sql`${campaignFollowers.codeExpiresAt} > ${now.toISOString()}::timestamptz`,
        sql`${campaignFollowers.codeAttempts} < ${MAX_FOLLOW_CODE_ATTEMPTS}`,
      ),
    )
    .returning();
  if (!counted) {
    const [row] = await ctx.db
      .select({ attempts: campaignFollowers.codeAttempts, hash: campaignFollowers.codeHash })
      .from(campaignFollowers)
      .where(and(eq(campaignFollowers.campaignId, campaignId), eq(destinationColumn(d), destinationOf(d))));
    if (row?.hash && row.attempts >= MAX_FOLLOW_CODE_ATTEMPTS) throw httpError(429, m.follow_code_locked());
    throw httpError(400, m.follow_code_wrong(), { field: 'code' });
  }
  if (counted.codeHash !== codeDigest(ctx.keys.codes, counted.id, code)) {
    if (counted.codeAttempts >= MAX_FOLLOW_CODE_ATTEMPTS) throw httpError(429, m.follow_code_locked());
    throw httpError(400, m.follow_code_wrong(), { field: 'code' });
  }
  const used = await ctx.db
    .update(campaignFollowers)
    .set({ codeHash: null, codeExpiresAt: null, codeAttempts: 0, unfollowedAt: null, confirmedAt: sql`coalesce(${campaignFollowers.confirmedAt}, now())` })
    .where(and(eq(campaignFollowers.id, counted.id), eq(campaignFollowers.codeHash, counted.codeHash!)))
    .returning({ id: campaignFollowers.id });
  if (used.length === 0) throw httpError(400, m.follow_code_wrong(), { field: 'code' });
}

/**
 * A donor follows the campaign they gave to, once their payment is verified, unless they
 * unticked "Send me updates": signed in as themselves, else by the email they gave. Someone who
 * unfollowed before is left alone (giving again is not asking to hear from it again). The unfollow
 * link's hash is written by the job, the first time it writes to them.
 */
export async function followAsDonor(db: Db, txRef: string) {
  await db.execute(sql`
      with d as (
        select campaign_id, user_id, lower(email) as email, locale from donations
         where tx_ref = ${txRef} and payment_status = 'VERIFIED' and follow_updates
      ), by_user as (
        insert into campaign_followers (campaign_id, user_id, locale, confirmed_at)
        select campaign_id, user_id, locale, now() from d where user_id is not null
        on conflict (campaign_id, user_id) where user_id is not null do nothing
        returning id
      ), by_email as (
        insert into campaign_followers (campaign_id, email, locale, confirmed_at)
        select campaign_id, email, locale, now() from d where user_id is null and email <> ''
        on conflict (campaign_id, email) where email is not null
        do update set confirmed_at = coalesce(campaign_followers.confirmed_at, now())
          where campaign_followers.unfollowed_at is null
        returning id
      )
      select id from by_user union all select id from by_email`);
}

/** The follower a link's token names, still following, with the campaign's title. */
export async function followerByToken(db: Db, token: string) {
  const rows = rowsOf<{ id: string; campaign_id: string; title: string; destination: string }>(
    await db.execute(sql`
      select f.id, f.campaign_id, c.title, coalesce(f.email, f.phone_number, u.email, u.phone_number) as destination
        from campaign_followers f join campaigns c on c.id = f.campaign_id left join users u on u.id = f.user_id
       where f.unsubscribe_token_hash = ${tokenHash(token)}`),
  );
  return rows[0] ?? null;
}

export async function unfollowById(db: Db, followerId: string, now: Date) {
  await db
    .update(campaignFollowers)
    .set({ unfollowedAt: now })
    .where(and(eq(campaignFollowers.id, followerId), isNull(campaignFollowers.unfollowedAt)));
}

/** How many follow the campaign (confirmed, still following): for its organiser, never who. */
export async function followerCount(db: Db, campaignId: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from campaign_followers
       where campaign_id = ${campaignId} and confirmed_at is not null and unfollowed_at is null`),
  );
  return rows[0].n;
}

/** The campaigns a signed-in user follows, newest first (at most 100). */
export async function followedCampaigns(db: Db, userId: string): Promise<FollowedCampaigns> {
  const rows = await db
    .select({ id: campaigns.id, title: campaigns.title, status: campaigns.status, followedAt: campaignFollowers.createdAt })
    .from(campaignFollowers)
    .innerJoin(campaigns, eq(campaigns.id, campaignFollowers.campaignId))
    .where(and(eq(campaignFollowers.userId, userId), isNull(campaignFollowers.unfollowedAt), isNotNull(campaignFollowers.confirmedAt)))
    .orderBy(desc(campaignFollowers.createdAt))
    .limit(100);
  return { data: rows.map((r) => ({ ...r, followedAt: r.followedAt.toISOString() })) };
}
