import { claimForSending, deliverableDrafts, markFailed, markSent, releaseToWaiting } from './drafts';
import { isTokenValid } from '../claims';
import { OUTBOX_LOCK } from './names';
import { sendDraft } from './send';

// Background Sync replay, run by the service worker (sw/sw.ts): no DOM, no React, no cookies.
//
// Which token: the worker cannot read the page's cookies, so each queued submission carries the
// access token the organiser had when submitting. While it is unexpired (15 minutes) the worker
// sends with it. The worker never trades the refresh token itself: refresh tokens rotate, and a
// rotation the page does not see would leave the page holding a used token, which the server
// treats as theft and ends the session. A submission whose token has expired stays queued, and
// the app sends it with a renewed session the next time it is open (or on `online`).

export class StillWaiting extends Error {}

const usable = (token: string | undefined, now: number): token is string => isTokenValid(token, now + 10_000);

type Locks = { request<T>(name: string, fn: () => Promise<T>): Promise<T> };

/**
 * Sends every queued submission it holds a usable token for, once. Resolves with how many the
 * server confirmed; throws StillWaiting when the network failed, so the browser retries the sync.
 */
export async function replayQueued(opts: { locks?: Locks; doFetch?: typeof fetch; now?: () => number } = {}) {
  const now = opts.now ?? Date.now;
  const run = async () => {
    let created = 0;
    let unreachable = false;
    for (const queued of await deliverableDrafts(undefined, now())) {
      if (!usable(queued.token, now())) continue;
      const claimed = await claimForSending(queued.id, now());
      if (!claimed) continue;
      const outcome = await sendDraft(claimed, queued.token, opts.doFetch);
      if (outcome.kind === 'created') {
        // A receipt stays until the app has told the organiser.
        await markSent(claimed.id, outcome.campaignId, true);
        created++;
      } else if (outcome.kind === 'refused') {
        await markFailed(claimed.id, outcome.message, outcome.field);
      } else {
        await releaseToWaiting(claimed.id);
        if (outcome.kind === 'unreachable') {
          unreachable = true;
          break;
        }
      }
    }
    if (unreachable) throw new StillWaiting('The server could not be reached');
    return created;
  };
  return opts.locks ? opts.locks.request(OUTBOX_LOCK, run) : run();
}
