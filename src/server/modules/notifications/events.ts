import { sql } from 'drizzle-orm';
import { addDays, todayInEthiopia } from '#contract/dates';
import type { Db } from '#server/db/open';
import { rowsOf } from '#server/db/rows';
import { notificationMessages } from '#server/db/schema';
import { currentLocale } from '#i18n/locale';
import type { TeamData, TeamKind } from './compose';
import { NOTICE_KIND, type OrganiserNotice } from './organiser-notices';

/** A database or an open transaction: a message is queued in the transaction of what it tells. */
type Writer = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The days before the deadline that count as its last ones. */
export const LAST_DAYS = 3;

/**
 * An organiser's update, queued for the campaign's followers: one row, whatever their number —
 * the job fans it out. The request that posts the update does nothing more.
 */
export async function enqueueUpdate(db: Db, campaignId: string, updateId: string, now: Date) {
  await db.insert(notificationMessages).values({ campaignId, kind: 'UPDATE', updateId, createdAt: now });
}

/**
 * Something a campaign's organiser and treasurers must know (money, a report's decision): urgent,
 * so the three-day cap never holds it back; delivered by the job (or by the job that wrote it).
 * `onceKey` names an event that must be told once however often it is noticed.
 */
export async function enqueueTeamMessage(db: Writer, campaignId: string, kind: TeamKind, data: TeamData, now: Date, onceKey?: string): Promise<string | null> {
  const rows = await db
    .insert(notificationMessages)
    .values({ campaignId, kind, audience: 'team', data: data as Record<string, string | number>, urgent: true, onceKey, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: notificationMessages.id });
  return rows[0]?.id ?? null;
}

/**
 * A notice to the campaign's organiser alone (campaigns/tell-organiser.ts): urgent — it answers
 * something they asked for, or concerns their money or their campaign's standing — and written
 * once per `onceKey`. Answers whether it was queued now (false: that key was queued before).
 */
export async function enqueueOrganiserNotice(db: Writer, campaignId: string, notice: OrganiserNotice, now: Date, onceKey: string): Promise<boolean> {
  const data = { ...notice, to: 'organiser', lang: currentLocale() };
  const rows = await db
    .insert(notificationMessages)
    .values({ campaignId, kind: NOTICE_KIND[notice.notice], audience: 'team', data, urgent: true, onceKey: `ORGANISER:${onceKey}`, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: notificationMessages.id });
  return rows.length > 0;
}

/** A suspended campaign's donations refunded: its followers are told once (urgent: money). */
export async function enqueueRefunded(db: Db, campaignId: string, now: Date) {
  await db
    .insert(notificationMessages)
    .values({ campaignId, kind: 'REFUNDED', onceKey: 'REFUNDED', urgent: true, createdAt: now })
    .onConflictDoNothing();
}

/**
 * What happened to campaigns since the last run and is told once: half the goal, the goal, the
 * last three days, the end, a suspension (each suspension its own, by when it began). Each is one
 * message per campaign, named by its `once_key`, so a run that sees it again (or another
 * instance) writes nothing. Answers how many were new.
 */
export async function noticeCampaignEvents(db: Db, now: Date): Promise<number> {
  const today = todayInEthiopia(now);
  const lastDay = addDays(today, LAST_DAYS);
  const at = now.toISOString();
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      with events (campaign_id, kind, once_key, urgent) as (
        select id, 'HALFWAY', 'HALFWAY', false from campaigns
         where status = 'ACTIVE' and raised_amount * 2 >= goal_amount and raised_amount < goal_amount
        union all
        select id, 'GOAL', 'GOAL', false from campaigns
         where status in ('ACTIVE', 'COMPLETED') and raised_amount >= goal_amount
        union all
        select id, 'LAST_DAYS', 'LAST_DAYS', false from campaigns
         where status = 'ACTIVE' and deadline >= ${today}::date and deadline <= ${lastDay}::date
        union all
        select id, 'ENDED', 'ENDED', false from campaigns where status = 'COMPLETED'
        union all
        select id, 'SUSPENDED', 'SUSPENDED:' || extract(epoch from suspended_at)::bigint, true from campaigns
         where status = 'SUSPENDED' and suspended_at is not null
      )
      insert into notification_messages (campaign_id, kind, once_key, urgent, created_at)
      select e.campaign_id, e.kind, e.once_key, e.urgent, ${at}::timestamptz from events e
       where not exists (select 1 from notification_messages n where n.campaign_id = e.campaign_id and n.once_key = e.once_key)
      on conflict (campaign_id, once_key) do nothing
      returning id`),
  );
  return rows.length;
}
