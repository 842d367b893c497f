import { isTokenValid } from '../claims';
import { deliverQueue, type Locks } from './deliver';
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

/**
 * Sends every queued submission it holds a usable token for, once, through the one delivery loop.
 * Resolves with how many the server confirmed (each left as a receipt until the app has told the
 * organiser); throws StillWaiting when the network failed, so the browser retries the sync.
 */
export async function replayQueued(opts: { locks?: Locks; doFetch?: typeof fetch; now?: () => number } = {}) {
  const now = opts.now ?? Date.now;
  const done = await deliverQueue({
    canSend: (queued) => usable(queued.token, now()),
    send: (claimed) => sendDraft(claimed, claimed.token, opts.doFetch),
    keepReceipt: true,
    locks: opts.locks,
    now,
  });
  if (done.unreachable) throw new StillWaiting('The server could not be reached');
  return done.created.length;
}
