import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '#contract/admin';
import type { Db } from '#server/db/open';
import { auditLog, users } from '#server/db/schema';
import { pageMeta } from '#contract/page-query';
import { dayAfter, dayStart } from './paging';

/** The audit log, newest first, filtered by who, what, which record and when. */
export async function auditEntries(db: Db, q: AuditQuery) {
  const where: SQL[] = [];
  if (q.actor) where.push(eq(auditLog.actorId, q.actor));
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.targetId) where.push(eq(auditLog.targetId, q.targetId.toLowerCase()));
  if (q.from) where.push(gte(auditLog.at, dayStart(q.from)));
  if (q.to) where.push(lt(auditLog.at, dayAfter(q.to)));
  const filter = where.length ? and(...where) : undefined;
  const rows = await db
    .select({
      e: auditLog,
      actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(filter)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const total = rows[0]?.total ?? (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(filter))[0].n;
  const data: AuditEntry[] = rows.map(({ e, actorName }) => ({
    id: e.id,
    at: e.at.toISOString(),
    actor: e.actorId ? { id: e.actorId, name: actorName ?? '' } : null,
    action: e.action,
    targetKind: e.targetKind,
    targetId: e.targetId,
    reason: e.reason,
    details: e.details,
    ip: e.ip,
  }));
  return { data, meta: pageMeta(total, q) };
}
