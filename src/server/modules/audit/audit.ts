import type { AuditAction, AuditTarget } from '#contract/admin';
import type { Db } from '#server/db/open';
import { auditLog } from '#server/db/schema';
import { requestContext } from '#server/http/request-context';

/** The database, or the transaction of the action being recorded. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type AuditEntryInput = {
  action: AuditAction;
  target: { kind: AuditTarget; id: string };
  /** Who did it; by default the request's signed-in person (null for a job). */
  actorId?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Records one action in the append-only audit log. Call it inside the action's own transaction,
 * with that transaction: if the entry cannot be written, the action is rolled back with it, so
 * nothing a reviewer or an operator does goes unrecorded. The address is the request's.
 */
export async function audit(tx: Tx | Db, entry: AuditEntryInput): Promise<void> {
  const ctx = requestContext();
  await tx.insert(auditLog).values({
    actorId: entry.actorId === undefined ? (ctx?.userId() ?? null) : entry.actorId,
    action: entry.action,
    targetKind: entry.target.kind,
    targetId: entry.target.id,
    reason: entry.reason ?? null,
    details: entry.details ?? null,
    ip: ctx?.ip ?? null,
  });
}
