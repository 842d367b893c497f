import { claimForSending, deliverableDrafts, markFailed, markSent, releaseToWaiting, type Draft } from './drafts';
import { OUTBOX_LOCK } from './names';
import type { SendOutcome } from './send';

// The one delivery loop for queued submissions. The page runs it (at start, on `online`, when
// requests get through again, after a backoff, when the worker reports) and the service worker
// runs it on Background Sync; they differ only in how they send (which token) and what they keep.
// No DOM, no React: the worker imports it.
//
// Each submission goes out once: the Web Lock keeps other senders (tabs, the worker) out, the claim
// (a Dexie transaction) is the second guard, the Idempotency-Key fixed with the draft the last.

export type Locks = { request<T>(name: string, fn: () => Promise<T>): Promise<T> };

export type Sender = {
  /** Only this account's submissions (the page); every account's when absent (the worker). */
  ownerId?: string;
  /** Whether this sender may send it now (the worker: only with an unexpired token); others stay as they are. */
  canSend?: (draft: Draft) => boolean;
  /** Sends one claimed submission with its Idempotency-Key. */
  send: (draft: Draft) => Promise<SendOutcome>;
  /** Keep a small receipt of what was created, for the app to show (the worker cannot show it). */
  keepReceipt?: boolean;
  /** The Web Locks to take OUTBOX_LOCK from: the global ones by default; null when the caller holds it. */
  locks?: Locks | null;
  now?: () => number;
};

export type Delivery = {
  /** The campaigns the server created, in the order they were queued. */
  created: string[];
  /** Submissions the server refused: out of the queue, back to their organiser with the message. */
  refused: Array<{ id: string; message: string; field?: string }>;
  /** The network failed: this and what comes after it wait for the next chance. */
  unreachable: boolean;
};

const globalLocks = (): Locks | null => (globalThis.navigator as { locks?: Locks } | undefined)?.locks ?? null;

/** Oldest queued first: submissions go out in the order their organiser sent them. */
const queueOrder = (a: Draft, b: Draft) => a.updatedAt - b.updatedAt || a.createdAt - b.createdAt;

/** One pass over the queue: each waiting submission is sent once, in order; a network failure stops the pass. */
export async function deliverQueue(sender: Sender): Promise<Delivery> {
  const now = sender.now ?? Date.now;
  const pass = async (): Promise<Delivery> => {
    const done: Delivery = { created: [], refused: [], unreachable: false };
    const queue = (await deliverableDrafts(sender.ownerId, now())).sort(queueOrder);
    for (const queued of queue) {
      if (sender.canSend && !sender.canSend(queued)) continue;
      const claimed = await claimForSending(queued.id, now());
      if (!claimed) continue;
      const outcome = await sender.send(claimed);
      if (outcome.kind === 'created') {
        await markSent(claimed.id, outcome.campaignId, sender.keepReceipt);
        done.created.push(outcome.campaignId);
      } else if (outcome.kind === 'refused') {
        // A refusal will not change by sending again: the organiser fixes the draft and resubmits.
        await markFailed(claimed.id, outcome.message, outcome.field);
        done.refused.push({ id: claimed.id, message: outcome.message, ...(outcome.field ? { field: outcome.field } : {}) });
      } else {
        // No answer, or no session to send it with: it stays queued for the next chance.
        await releaseToWaiting(claimed.id);
        if (outcome.kind === 'unreachable') {
          done.unreachable = true;
          break;
        }
      }
    }
    return done;
  };
  return sender.locks === null ? pass() : withOutboxLock(pass, sender.locks);
}

/** Runs `fn` holding OUTBOX_LOCK (one sender at a time across tabs and the worker), where the browser has Web Locks. */
export function withOutboxLock<T>(fn: () => Promise<T>, locks: Locks | null = globalLocks()): Promise<T> {
  return locks ? locks.request(OUTBOX_LOCK, fn) : fn();
}
