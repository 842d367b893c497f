import { sql } from 'drizzle-orm';
import { campaigns } from '#server/db/schema';

/**
 * What lifting a suspension writes: the status the campaign had before it (ACTIVE for one
 * suspended before migration 0012), and no trace of the suspension. A reviewer's reinstatement and
 * a reactivated organiser's campaigns lift it the same way.
 */
export const liftSuspension = () => ({
  status: sql`coalesce(${campaigns.statusBeforeSuspension}, 'ACTIVE')`,
  statusBeforeSuspension: null,
  suspendedReason: null,
  suspendedAt: null,
  suspendedByDeactivation: false,
});
