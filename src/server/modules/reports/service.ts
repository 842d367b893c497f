import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { CampaignEdit } from '#contract/manage';
import { pageMeta, type PageQuery } from '#contract/page-query';
import type { ReportGroups } from '#contract/reports';
import type { ReportReason } from '#contract/enums';
import type { Db } from '#server/db/open';
import type { Deps } from '#server/deps';
import { campaignEdits, campaignReports, campaigns, users } from '#server/db/schema';
import { httpError } from '#server/http/errors';
import { m } from '#i18n/paraglide/messages.js';
import { inRecipientLocale } from '#server/i18n/recipient';
import type { Locale } from '#i18n/locale';
import { assertPublicCampaign } from '../campaigns/service';
import { tellOrganiser } from '../campaigns/tell-organiser';
import { enqueueTeamMessage } from '../notifications/events';
import { enqueuePersonNotice } from '../notifications/person-notices';
import { refuseOwnCampaign, refuseUnmatched } from '../review/own-campaign';
import { audit } from '../audit/audit';
import { liftSuspension } from '../campaigns/suspension';

export type ReportDeps = Pick<Deps, 'db' | 'now' | 'log'>;

/**
 * Files a report, or — when the same reporter (their account, or a guest's address) already has
 * an OPEN report on this campaign — adds to that one: `repeats` + 1 and their newer details, no
 * second row (issue 40). The campaign's row is locked for the look-up, so two at once make one.
 */
export async function fileReport(
  db: Db,
  campaignId: string,
  r: { reason: ReportReason; details?: string; email?: string; reporterId: string | null; locale: Locale },
) {
  await assertPublicCampaign(db, campaignId);
  const email = r.reporterId ? null : (r.email?.trim().toLowerCase() ?? null);
  const sameReporter = r.reporterId
    ? eq(campaignReports.reporterId, r.reporterId)
    : email
      ? and(isNull(campaignReports.reporterId), sql`lower(${campaignReports.reporterEmail}) = ${email}`)
      : undefined;
  return db.transaction(async (tx) => {
    await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
    if (sameReporter) {
      const [repeated] = await tx
        .update(campaignReports)
        .set({
          repeats: sql`${campaignReports.repeats} + 1`,
          ...(r.details ? { details: r.details } : {}),
        })
        .where(and(eq(campaignReports.campaignId, campaignId), eq(campaignReports.status, 'OPEN'), sameReporter))
        .returning({ id: campaignReports.id, createdAt: campaignReports.createdAt });
      if (repeated) return { ...repeated, repeated: true };
    }
    const [row] = await tx
      .insert(campaignReports)
      .values({ campaignId, reason: r.reason, details: r.details || null, reporterEmail: r.email ?? null, reporterId: r.reporterId, locale: r.locale })
      .returning({ id: campaignReports.id, createdAt: campaignReports.createdAt });
    return { ...row, repeated: false };
  });
}

export const openReportsCount = (db: Db, campaignId: string) =>
  db
    .select({ n: count() })
    .from(campaignReports)
    .where(and(eq(campaignReports.campaignId, campaignId), eq(campaignReports.status, 'OPEN')))
    .then((r) => r[0].n);

/** Campaigns with open reports, the most reported first, each with its open reports (oldest first). */
export async function reportGroups(db: Db, q: PageQuery): Promise<ReportGroups> {
  const open = eq(campaignReports.status, 'OPEN');
  const [[{ total }], groups] = await Promise.all([
    db.select({ total: sql<number>`count(distinct ${campaignReports.campaignId})::int` }).from(campaignReports).where(open),
    db
      .select({
        id: campaigns.id,
        title: campaigns.title,
        status: campaigns.status,
        organiser: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        openCount: sql<number>`count(*)::int`,
        firstAt: sql<string>`min(${campaignReports.createdAt})`,
      })
      .from(campaignReports)
      .innerJoin(campaigns, eq(campaigns.id, campaignReports.campaignId))
      .innerJoin(users, eq(users.id, campaigns.userId))
      .where(open)
      .groupBy(campaigns.id, users.id)
      .orderBy(desc(sql`count(*)`), asc(sql`min(${campaignReports.createdAt})`))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
  ]);
  const ids = groups.map((g) => g.id);
  const reports = ids.length
    ? await db
        .select({
          id: campaignReports.id,
          campaignId: campaignReports.campaignId,
          reason: campaignReports.reason,
          details: campaignReports.details,
          status: campaignReports.status,
          createdAt: campaignReports.createdAt,
          repeats: campaignReports.repeats,
          reporter: sql<string | null>`coalesce(${campaignReports.reporterEmail}, (SELECT coalesce(u.email, u.phone_number) FROM users u WHERE u.id = ${campaignReports.reporterId}))`,
        })
        .from(campaignReports)
        .where(and(open, inArray(campaignReports.campaignId, ids)))
        .orderBy(asc(campaignReports.createdAt))
    : [];
  return {
    data: groups.map((g) => ({
      campaign: { id: g.id, title: g.title, status: g.status, organiser: g.organiser },
      openCount: g.openCount,
      reports: reports
        .filter((r) => r.campaignId === g.id)
        .map((r) => ({
          id: r.id,
          reason: r.reason,
          details: r.details,
          reporter: r.reporter,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
          repeats: r.repeats,
        })),
    })),
    meta: pageMeta(total, q),
  };
}

/**
 * Closes a campaign's open reports and queues, with the closing, the outcome for each reporter who
 * left an address (once per address, keyed by their first report closed now): the
 * `person-notices` job sends it, retrying a gateway's refusal. Answers how many were closed.
 */
async function resolveReports(d: ReportDeps, reviewerId: string, campaignId: string, status: 'DISMISSED' | 'ACTIONED', title: string) {
  const closed = await d.db
    .update(campaignReports)
    .set({ status, resolvedAt: d.now(), resolvedBy: reviewerId })
    .where(and(eq(campaignReports.campaignId, campaignId), eq(campaignReports.status, 'OPEN')))
    .returning({ id: campaignReports.id, email: campaignReports.reporterEmail, reporterId: campaignReports.reporterId, locale: campaignReports.locale });
  // Each address once, in the reporter's account's language, else the one they reported in (a
  // guest's), else — for reports older than migration 0011 — the reviewer's request's.
  const addresses = new Map<string, { locale: string | null; reportId: string }>();
  for (const r of closed) {
    const [u] = r.reporterId
      ? await d.db.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, r.reporterId))
      : [];
    const email = r.email ?? u?.email;
    if (email && !addresses.has(email.toLowerCase())) addresses.set(email.toLowerCase(), { locale: u?.locale ?? r.locale, reportId: r.id });
  }
  for (const [to, { locale, reportId }] of addresses) {
    const message = inRecipientLocale(locale, () => ({
      to,
      subject: m.srv_report_outcome_subject(),
      text: status === 'ACTIONED' ? m.srv_report_actioned_text({ title }) : m.srv_report_dismissed_text({ title }),
    }));
    await enqueuePersonNotice(d.db, { onceKey: `report:${reportId}`, kind: 'report_outcome', ...message }, d.now());
  }
  return closed.length;
}

export async function dismissReports(d: ReportDeps, reviewerId: string, campaignId: string) {
  const c = await refuseOwnCampaign(d.db, campaignId, reviewerId, m.al_campaign_not_found());
  // With its audit entry and the reporters' notices, in one transaction.
  return d.db.transaction(async (tx) => {
    const count = await resolveReports({ ...d, db: tx as unknown as Db }, reviewerId, campaignId, 'DISMISSED', c.title);
    if (count === 0) throw httpError(409, m.al_no_open_reports());
    await audit(tx, { actorId: reviewerId, action: 'reports.dismiss', target: { kind: 'campaign', id: campaignId }, details: { reports: count } });
    return count;
  });
}

/**
 * A campaign the public sees (ACTIVE, COMPLETED) or that holds donations → SUSPENDED, remembering
 * what it was, in one conditional UPDATE (issue 40: closing a campaign early no longer puts it
 * out of reach). Out of every public read, no donations, no payouts; its open reports count as
 * acted on. Never the reviewer's own campaign.
 */
export async function suspend(d: ReportDeps, reviewerId: string, campaignId: string, reason: string) {
  const holdsDonations = sql`exists (select 1 from donations dn where dn.campaign_id = "campaigns"."id" and dn.payment_status = 'VERIFIED')`;
  const row = await d.db.transaction(async (tx) => {
    const [suspended] = await tx
      .update(campaigns)
      .set({ status: 'SUSPENDED', statusBeforeSuspension: sql`${campaigns.status}`, suspendedReason: reason, suspendedAt: d.now(), suspendedByDeactivation: false })
      .where(
        and(
          eq(campaigns.id, campaignId),
          ne(campaigns.userId, reviewerId),
          or(inArray(campaigns.status, ['ACTIVE', 'COMPLETED']), and(ne(campaigns.status, 'SUSPENDED'), holdsDonations)),
        ),
      )
      .returning();
    if (suspended) {
      await audit(tx, { actorId: reviewerId, action: 'campaign.suspend', target: { kind: 'campaign', id: campaignId }, reason });
      // Each suspension told once: its treasurers on their channels, the organiser with the reason.
      const once = `SUSPENDED:${d.now().getTime()}`;
      await enqueueTeamMessage(tx, campaignId, 'REPORT_DECISION', { decision: 'SUSPENDED', organiserTold: 1 }, d.now(), `TEAM:${once}`);
      await tellOrganiser(tx, campaignId, { notice: 'SUSPENDED', reason }, d.now(), once);
      // Its open reports are acted on, their reporters' notices queued with it.
      await resolveReports({ ...d, db: tx as unknown as Db }, reviewerId, campaignId, 'ACTIONED', suspended.title);
    }
    return suspended;
  });
  if (!row) return refuseUnmatched(d.db, campaignId, reviewerId, m.al_not_suspendable(), m.al_campaign_not_found());
  return row;
}

/**
 * SUSPENDED → the status it had before (ACTIVE for one suspended before migration 0012). An ACTIVE
 * one past its deadline is closed by the next closing job, as any other.
 */
export async function reinstate(d: ReportDeps, reviewerId: string, campaignId: string) {
  const row = await d.db.transaction(async (tx) => {
    const [reinstated] = await tx
      .update(campaigns)
      .set(liftSuspension())
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'SUSPENDED'), ne(campaigns.userId, reviewerId)))
      .returning();
    if (reinstated) {
      await audit(tx, { actorId: reviewerId, action: 'campaign.reinstate', target: { kind: 'campaign', id: campaignId } });
      const once = `REINSTATED:${d.now().getTime()}`;
      await enqueueTeamMessage(tx, campaignId, 'REPORT_DECISION', { decision: 'REINSTATED', organiserTold: 1 }, d.now(), `TEAM:${once}`);
      await tellOrganiser(tx, campaignId, { notice: 'REINSTATED', ...(reinstated.status === 'ACTIVE' ? {} : { closed: 1 as const }) }, d.now(), once);
    }
    return reinstated;
  });
  if (!row) return refuseUnmatched(d.db, campaignId, reviewerId, m.al_not_suspended(), m.al_campaign_not_found());
  return row;
}

export async function editHistory(db: Db, campaignId: string): Promise<CampaignEdit[]> {
  const rows = await db
    .select({
      id: campaignEdits.id,
      createdAt: campaignEdits.createdAt,
      changes: campaignEdits.changes,
      status: campaignEdits.status,
      by: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(campaignEdits)
    .innerJoin(users, eq(users.id, campaignEdits.userId))
    .where(eq(campaignEdits.campaignId, campaignId))
    .orderBy(desc(campaignEdits.createdAt));
  return rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), by: r.by, status: r.status, changes: r.changes }));
}

/** Suspended campaigns, most recently suspended first: where reviewers find one to reinstate. */
export async function suspendedCampaigns(db: Db, q: PageQuery) {
  const where = eq(campaigns.status, 'SUSPENDED');
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(campaigns).where(where),
    db
      .select({
        id: campaigns.id,
        title: campaigns.title,
        reason: campaigns.suspendedReason,
        at: campaigns.suspendedAt,
        organiser: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(campaigns)
      .innerJoin(users, eq(users.id, campaigns.userId))
      .where(where)
      .orderBy(desc(campaigns.suspendedAt))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
  ]);
  return {
    data: rows.map((r) => ({ id: r.id, title: r.title, organiser: r.organiser, reason: r.reason, suspendedAt: r.at?.toISOString() ?? null })),
    meta: pageMeta(total, q),
  };
}
