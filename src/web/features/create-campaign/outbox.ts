import { currentLocale } from '#i18n/locale';
import { m } from '#i18n/paraglide/messages.js';
import { refreshSession } from '#web/lib/http';
import { navigate } from '#web/lib/navigation';
import { reportNetworkFailure, reportNetworkSuccess } from '#web/lib/network';
import { accessToken, currentUserId, isTokenValid } from '#web/lib/session';
import { ensureToasts, showToast } from '#web/lib/toast';
import { deliverQueue, withOutboxLock } from '#web/lib/outbox/deliver';
import {
  claimForSending,
  deleteDraft,
  draftsDb,
  markFailed,
  markSent,
  markWaiting,
  releaseToWaiting,
  sentReceipts,
} from '#web/lib/outbox/drafts';
import { SUBMITTED_MARK, SYNC_TAG } from '#web/lib/outbox/names';
import { clearOutboxMark, markOutboxPending } from './outbox-mark';
import { sendDraft, type SendOutcome } from '#web/lib/outbox/send';

// The page's sender: the wizard's Submit, and its side of the one delivery loop for queued
// submissions (lib/outbox/deliver.ts; outbox-watch.ts says when). Loaded on demand, never with the entry.

export const CONFIRMATION_PATH = '/campaign/confirmation';
const TOAST_MS = 3000;

/** A valid access token, renewed first when it has expired (null when the session is gone). */
async function freshToken(): Promise<string | null> {
  if (!isTokenValid(accessToken())) await refreshSession();
  const token = accessToken();
  return isTokenValid(token) ? token : null;
}

/** Sends a claimed draft once, renewing the token on one 401. */
async function sendClaimed(draft: Parameters<typeof sendDraft>[0]): Promise<SendOutcome> {
  let outcome = await sendDraft(draft, await freshToken());
  if (outcome.kind === 'unauthorised' && (await refreshSession())) outcome = await sendDraft(draft, accessToken());
  if (outcome.kind === 'unreachable') reportNetworkFailure();
  else reportNetworkSuccess();
  return outcome;
}

/** Asks the service worker to deliver the queue when the network is back (where the browser can). */
async function registerBackgroundSync() {
  try {
    const reg = await navigator.serviceWorker?.getRegistration();
    const sync = (reg as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync here: the app delivers on `online` and at its next start.
  }
}

/** Keeps the draft as "waiting to send" with today's token (for a Background Sync replay). */
export async function queueDraft(id: string, ownerId: string): Promise<void> {
  await markWaiting(id, ownerId, accessToken() ?? undefined, currentLocale());
  markOutboxPending();
  await registerBackgroundSync();
}

function announceCreated() {
  void showToast({ color: 'green', message: m.create_created(), autoClose: TOAST_MS });
  try {
    sessionStorage.setItem(SUBMITTED_MARK, '1');
  } catch {
    // Storage refused: the page then says nothing was submitted, which is only a wording slip.
  }
  navigate(CONFIRMATION_PATH);
}

export type SubmitResult = 'created' | 'queued' | 'refused' | 'busy';

/**
 * The wizard's Submit for a draft already saved: sends it now (or queues it when it gets no
 * answer). Shows the spec's toasts; on success goes to the confirmation page.
 */
export async function submitDraft(id: string, ownerId: string): Promise<{ result: SubmitResult; message?: string }> {
  const claimed = await claimForSending(id);
  if (!claimed || claimed.ownerId !== ownerId) return { result: 'busy' };
  const toasts = await ensureToasts();
  const toastId = toasts.show({ loading: true, message: m.create_submitting(), autoClose: false, withCloseButton: false });
  const outcome = await sendClaimed(claimed);
  toasts.hide(toastId);
  switch (outcome.kind) {
    case 'created':
      await markSent(id, outcome.campaignId);
      announceCreated();
      return { result: 'created' };
    case 'unreachable':
      await releaseToWaiting(id);
      await queueDraft(id, ownerId);
      return { result: 'queued', message: m.create_offline_queued() };
    case 'unauthorised':
      await markFailed(id, m.create_session_ended());
      return { result: 'refused', message: m.create_session_ended() };
    case 'refused':
      await markFailed(id, outcome.message, outcome.field);
      void showToast({ color: 'red', message: outcome.message, autoClose: TOAST_MS });
      return { result: 'refused', message: outcome.message };
  }
}

/**
 * Delivers the signed-in user's queued submissions through the one delivery loop, and reports
 * those the service worker delivered while the app was closed. Resolves `true` when some still
 * wait because the network failed (the watcher tries again later).
 */
export async function deliverWaiting(): Promise<boolean> {
  if (!isTokenValid(accessToken())) await refreshSession();
  const ownerId = currentUserId();
  if (!ownerId) return false;
  const unreachable = await withOutboxLock(async () => {
    let created = false;
    for (const receipt of await sentReceipts(ownerId)) {
      await deleteDraft(receipt.id);
      created = true;
    }
    const done = await deliverQueue({ ownerId, send: sendClaimed, locks: null });
    for (const refused of done.refused) void showToast({ color: 'red', message: refused.message, autoClose: TOAST_MS });
    if (created || done.created.length > 0) announceCreated();
    return done.unreachable;
  });
  // The mark stays while anything of anyone's is still on its way (another account may sign in here).
  const left = await draftsDb.drafts.where('status').anyOf('waiting', 'sending', 'sent').count();
  if (left === 0) clearOutboxMark();
  return unreachable;
}
