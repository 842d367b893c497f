import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AdminUser, AdminUserDetail, UsersQuery } from '#contract/admin';
import type { Role } from '#contract/enums';
import type { Db } from '#server/db/open';
import { campaignReports, campaigns, donations, users, withdrawals } from '#server/db/schema';
import type { Deps } from '#server/deps';
import { httpError } from '#server/http/errors';
import { m } from '#i18n/paraglide/messages.js';
import { audit } from '../audit/audit';
import { endCredentials } from '../auth/tokens';
import { pageMeta } from '#contract/page-query';
import { likePattern } from './paging';
import { liftSuspension } from '../campaigns/suspension';

type UserRow = typeof users.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type PeopleDeps = Pick<Deps, 'db' | 'now' | 'config'>;

export const adminUserView = (u: UserRow): AdminUser => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  phoneNumber: u.phoneNumber,
  role: u.role,
  isActive: u.isActive,
  isVerified: u.isVerified,
  createdAt: u.createdAt.toISOString(),
  deactivatedAt: u.deactivatedAt?.toISOString() ?? null,
  deactivatedReason: u.deactivatedReason,
});

/** People whose name, email or phone number contains `q` (all people without it), newest first. */
export async function searchUsers(db: Db, q: UsersQuery) {
  const like = q.q ? likePattern(q.q) : null;
  const digits = q.q?.replace(/\D/g, '');
  const where = like
    ? or(
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${like}`,
        sql`${users.email} ilike ${like}`,
        sql`${users.phoneNumber} ilike ${like}`,
        // 0911… finds +251911…: the number without its leading 0 or country code.
        ...(digits && digits.length >= 4 ? [sql`${users.phoneNumber} like ${likePattern(digits.replace(/^(251|0)/, ''))}`] : []),
      )
    : undefined;
  const rows = await db
    .select({ u: users, total: sql<number>`count(*) over ()::int` })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return { data: rows.map((r) => adminUserView(r.u)), meta: pageMeta(rows[0]?.total ?? (await countOf(db, where)), q) };
}

/** A page past the end has no row to carry the total: counted on its own then. */
const countOf = async (db: Db, where: ReturnType<typeof or>) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where))[0].n;

const LIST_MAX = 100;

/** A person and what they did on Birr: campaigns, donations, payouts, reports filed, verification. */
export async function userDetail(db: Db, id: string): Promise<AdminUserDetail['data']> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  if (!u) throw httpError(404, m.adm_user_not_found());
  const [own, gave, paid, reported] = await Promise.all([
    db.select().from(campaigns).where(eq(campaigns.userId, id)).orderBy(desc(campaigns.createdAt)).limit(LIST_MAX),
    db.select().from(donations).where(eq(donations.userId, id)).orderBy(desc(donations.createdAt)).limit(LIST_MAX),
    db
      .select({ w: withdrawals })
      .from(withdrawals)
      .innerJoin(campaigns, eq(campaigns.id, withdrawals.campaignId))
      .where(or(eq(withdrawals.requestedBy, id), eq(campaigns.userId, id)))
      .orderBy(desc(withdrawals.createdAt))
      .limit(LIST_MAX),
    db.select().from(campaignReports).where(eq(campaignReports.reporterId, id)).orderBy(desc(campaignReports.createdAt)).limit(LIST_MAX),
  ]);
  return {
    user: adminUserView(u),
    verification: { accountVerified: u.isVerified, google: u.googleSub !== null },
    campaigns: own.map((c) => ({
      id: c.id,
      title: c.title,
      status: c.status,
      raisedAmount: Number(c.raisedAmount),
      goalAmount: Number(c.goalAmount),
      createdAt: c.createdAt.toISOString(),
    })),
    donations: gave.map((d) => ({ id: d.id, campaignId: d.campaignId, amount: Number(d.amount), status: d.paymentStatus, txRef: d.txRef, createdAt: d.createdAt.toISOString() })),
    withdrawals: paid.map(({ w }) => ({ id: w.id, campaignId: w.campaignId, amount: Number(w.amount), status: w.status, reference: w.reference, createdAt: w.createdAt.toISOString() })),
    reports: reported.map((r) => ({ id: r.id, campaignId: r.campaignId, reason: r.reason, status: r.status, createdAt: r.createdAt.toISOString() })),
  };
}

/**
 * The person a reviewer is about to deactivate or change the role of, locked for the change:
 * never the reviewer themselves, never the operator's account (ADMIN_EMAIL).
 */
async function lockTarget(tx: Tx, d: PeopleDeps, actorId: string, id: string) {
  const [u] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!u) throw httpError(404, m.adm_user_not_found());
  if (u.id === actorId) throw httpError(403, m.adm_not_yourself());
  const operator = d.config.adminEmail?.trim().toLowerCase();
  if (operator && u.email?.toLowerCase() === operator) throw httpError(403, m.adm_not_operator());
  return u;
}

/**
 * Deactivates a person, in one transaction with its audit entry: the account is refused at sign-in
 * and refresh (m.auth_deactivated); every session ends at once on every instance (the
 * credentials epoch moves on, every refresh token is revoked); their live campaigns are suspended
 * with the reason; their payouts not yet in the provider's hands (REQUESTED, or APPROVED before the
 * transfer started) are HELD. What it changed is marked, so reactivation restores exactly that.
 */
export async function deactivate(d: PeopleDeps, actorId: string, id: string, reason: string) {
  const now = d.now();
  return d.db.transaction(async (tx) => {
    const target = await lockTarget(tx, d, actorId, id);
    if (!target.isActive) throw httpError(409, m.adm_already_inactive());
    const [user] = await tx.update(users).set({ isActive: false, deactivatedAt: now, deactivatedReason: reason }).where(eq(users.id, id)).returning();
    await endCredentials(tx, id, now);
    const suspended = await tx
      .update(campaigns)
      .set({
        status: 'SUSPENDED',
        statusBeforeSuspension: sql`${campaigns.status}`,
        suspendedReason: reason,
        suspendedAt: now,
        suspendedByDeactivation: true,
      })
      .where(and(eq(campaigns.userId, id), eq(campaigns.status, 'ACTIVE')))
      .returning({ id: campaigns.id });
    const held = await tx
      .update(withdrawals)
      .set({ status: 'HELD', heldFrom: sql`${withdrawals.status}` })
      .where(
        and(
          sql`${withdrawals.campaignId} in (select id from campaigns where user_id = ${id})`,
          or(eq(withdrawals.status, 'REQUESTED'), and(eq(withdrawals.status, 'APPROVED'), isNull(withdrawals.transferStartedAt))),
        ),
      )
      .returning({ id: withdrawals.id });
    await audit(tx, {
      actorId,
      action: 'user.deactivate',
      target: { kind: 'user', id },
      reason,
      details: { campaigns: suspended.map((c) => c.id), withdrawals: held.map((w) => w.id) },
    });
    return { user: adminUserView(user), campaignsChanged: suspended.length, withdrawalsChanged: held.length };
  });
}

/**
 * Undoes a deactivation, and only what it changed: the account signs in again (its sessions stay
 * ended); campaigns it suspended that are still suspended get their former status back; payouts
 * it held that are still held return to what they were. A campaign a reviewer reinstated or
 * suspended meanwhile is left as they decided.
 */
export async function reactivate(d: PeopleDeps, actorId: string, id: string) {
  return d.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target) throw httpError(404, m.adm_user_not_found());
    if (target.isActive) throw httpError(409, m.adm_not_inactive());
    // A deleted account (issue 46) has nothing left to sign in with: it is not brought back.
    if (target.deletedAt) throw httpError(409, m.account_delete_already());
    const [user] = await tx.update(users).set({ isActive: true, deactivatedAt: null, deactivatedReason: null }).where(eq(users.id, id)).returning();
    const restored = await tx
      .update(campaigns)
      .set(liftSuspension())
      .where(and(eq(campaigns.userId, id), eq(campaigns.suspendedByDeactivation, true), eq(campaigns.status, 'SUSPENDED')))
      .returning({ id: campaigns.id });
    // Marks left on campaigns a reviewer has since reinstated: nothing to restore there.
    await tx.update(campaigns).set({ suspendedByDeactivation: false }).where(and(eq(campaigns.userId, id), eq(campaigns.suspendedByDeactivation, true)));
    const released = await tx
      .update(withdrawals)
      .set({ status: sql`${withdrawals.heldFrom}`, heldFrom: null })
      .where(and(sql`${withdrawals.campaignId} in (select id from campaigns where user_id = ${id})`, eq(withdrawals.status, 'HELD'), sql`${withdrawals.heldFrom} is not null`))
      .returning({ id: withdrawals.id });
    await audit(tx, {
      actorId,
      action: 'user.reactivate',
      target: { kind: 'user', id },
      details: { campaigns: restored.map((c) => c.id), withdrawals: released.map((w) => w.id) },
    });
    return { user: adminUserView(user), campaignsChanged: restored.length, withdrawalsChanged: released.length };
  });
}

/** Grants or takes the reviewer's role; every session of that person ends (their token names the old role). */
export async function setRole(d: PeopleDeps, actorId: string, id: string, role: Role) {
  return d.db.transaction(async (tx) => {
    const target = await lockTarget(tx, d, actorId, id);
    if (target.role === role) throw httpError(409, m.adm_role_same());
    const [user] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning();
    await endCredentials(tx, id, d.now());
    await audit(tx, { actorId, action: 'user.role', target: { kind: 'user', id }, details: { from: target.role, to: role } });
    return { user: adminUserView(user), campaignsChanged: 0, withdrawalsChanged: 0 };
  });
}
