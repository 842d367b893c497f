import type { Deps } from '#server/deps';
import type { Db } from '#server/db/open';
import { enqueueOrganiserNotice } from '../notifications/events';
import type { OrganiserNotice } from '../notifications/organiser-notices';

export type Teller = Pick<Deps, 'db' | 'notifiers' | 'log'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The one way to tell a campaign's organiser something about it (a decision, its goal, its end, a
 * payout, a suspension): queued in the transaction that made it happen — a rolled-back change
 * tells nothing — once per `onceKey` (a repeated or concurrent request queues it once), and
 * delivered by the `follower-notices` job on the channels the organiser chose, in their language
 * (notifications/organiser-notices.ts holds the words).
 */
export function tellOrganiser(tx: Tx | Db, campaignId: string, notice: OrganiserNotice, now: Date, onceKey: string) {
  return enqueueOrganiserNotice(tx, campaignId, notice, now, onceKey);
}
