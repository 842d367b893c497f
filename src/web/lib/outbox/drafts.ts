import { Dexie, type EntityTable } from 'dexie';
import type { CampaignKind } from '#contract/enums';
import type { Locale } from '#i18n/locale';

// The wizard's local drafts and the waiting-to-send queue. Imported by the page AND by the service
// worker (sw/sw.ts replays queued submissions on Background Sync), so: no DOM, no React here.
//
// Its own IndexedDB database ("birr-drafts"), not a table of the query-cache database: the service
// worker opens it without pulling in the query cache, and clearing the cache (sign-out, version
// buster) can never touch a half-written campaign.

/** A chosen file, kept as a Blob with the name and type the organiser's device gave it. */
export type DraftFile = { name: string; type: string; size: number; blob: Blob };

/**
 * draft: being edited. waiting: submitted without a network, to be sent once. sending: one sender
 * (a tab or the service worker) has claimed it. sent: the server confirmed (the service worker
 * sent it; the app shows the outcome, then deletes it). error: the server refused it; `error` holds
 * its message so the organiser can fix the draft and submit again.
 */
export type DraftStatus = 'draft' | 'waiting' | 'sending' | 'sent' | 'error';

export type Draft = {
  id: string;
  /** The signed-in user's id (the access token's `sub`): drafts are never shown to another account. */
  ownerId: string;
  kind: CampaignKind;
  /** 1-4, the wizard step to resume at. */
  step: number;
  fields: Record<string, string>;
  files: Record<string, DraftFile[]>;
  /** Fixed when the draft is created: every send of this draft carries it, so it is created once. */
  idempotencyKey: string;
  status: DraftStatus;
  /** The server's message when it refused the submission. */
  error?: string;
  /** The field the server's refusal points at (`field` in its answer), when it named one. */
  errorField?: string;
  /** When status became 'sending' (a sender that died mid-send is taken over after SENDING_STALE_MS). */
  sendingAt?: number;
  /**
   * The access token at the moment the organiser submitted: the service worker has no cookies to
   * read, so a Background Sync replay uses this one (while it is unexpired).
   */
  token?: string;
  /**
   * The page's language when the organiser submitted: a Background Sync replay asks the server to
   * answer (a refusal's message) in it (#27).
   */
  locale?: Locale;
  /** The created campaign's id once the server confirmed it. */
  campaignId?: string;
  createdAt: number;
  updatedAt: number;
};

export const SENDING_STALE_MS = 2 * 60 * 1000;

export const draftsDb = new Dexie('birr-drafts') as Dexie & { drafts: EntityTable<Draft, 'id'> };
draftsDb.version(1).stores({ drafts: 'id, ownerId, status, updatedAt' });

const newId = () => crypto.randomUUID();

let lastStamp = 0;
/**
 * "Last changed" time for ordering drafts: the clock, but never equal to or before the last stamp
 * this page gave, so two changes in the same millisecond still list in the order they happened.
 */
function stamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

/** A fresh draft for `ownerId`, with its Idempotency-Key fixed now. */
export async function createDraft(
  ownerId: string,
  kind: CampaignKind,
  init: Partial<Pick<Draft, 'fields' | 'files' | 'step'>> = {},
): Promise<Draft> {
  const now = stamp();
  const draft: Draft = {
    id: newId(),
    ownerId,
    kind,
    step: init.step ?? 1,
    fields: init.fields ?? {},
    files: init.files ?? {},
    idempotencyKey: newId(),
    status: 'draft',
    createdAt: now,
    updatedAt: now,
  };
  await draftsDb.drafts.add(draft);
  return draft;
}

/** The draft if it exists and belongs to `ownerId`; another account's draft is as good as absent. */
export async function getDraft(id: string, ownerId: string): Promise<Draft | undefined> {
  const draft = await draftsDb.drafts.get(id);
  return draft && draft.ownerId === ownerId ? draft : undefined;
}

/** `ownerId`'s drafts still to finish or fix (not those on their way), newest first. */
export async function listDrafts(ownerId: string): Promise<Draft[]> {
  const mine = await draftsDb.drafts.where('ownerId').equals(ownerId).toArray();
  return mine.filter((d) => d.status !== 'sent').sort((a, b) => b.updatedAt - a.updatedAt);
}

/**
 * Saves what the organiser changed. A draft that is waiting or being sent is not edited under the
 * sender (the wizard shows it read-only); editing an errored one puts it back to 'draft'.
 */
export async function saveDraft(
  id: string,
  ownerId: string,
  patch: Partial<Pick<Draft, 'fields' | 'files' | 'step'>>,
): Promise<boolean> {
  return draftsDb.transaction('rw', draftsDb.drafts, async () => {
    const draft = await draftsDb.drafts.get(id);
    if (!draft || draft.ownerId !== ownerId) return false;
    if (draft.status === 'waiting' || draft.status === 'sending' || draft.status === 'sent') return false;
    await draftsDb.drafts.update(id, { ...patch, status: 'draft', error: undefined, errorField: undefined, updatedAt: stamp() });
    return true;
  });
}

/** Discards `ownerId`'s draft (never one that a sender has claimed). */
export async function discardDraft(id: string, ownerId: string): Promise<boolean> {
  return draftsDb.transaction('rw', draftsDb.drafts, async () => {
    const draft = await draftsDb.drafts.get(id);
    if (!draft || draft.ownerId !== ownerId || draft.status === 'sending') return false;
    await draftsDb.drafts.delete(id);
    return true;
  });
}

/** Submitted without a network: keep it as "waiting to send", with the token a replay may use. */
export async function markWaiting(id: string, ownerId: string, token?: string, locale?: Locale): Promise<boolean> {
  return draftsDb.transaction('rw', draftsDb.drafts, async () => {
    const draft = await draftsDb.drafts.get(id);
    if (!draft || draft.ownerId !== ownerId || draft.status === 'sent') return false;
    await draftsDb.drafts.update(id, { status: 'waiting', error: undefined, token, locale, sendingAt: undefined, updatedAt: stamp() });
    return true;
  });
}

/** The organiser wants to change a queued draft before it goes: back to 'draft' (unless a sender has it). */
export async function unqueueDraft(id: string, ownerId: string): Promise<boolean> {
  return draftsDb.transaction('rw', draftsDb.drafts, async () => {
    const draft = await draftsDb.drafts.get(id);
    if (!draft || draft.ownerId !== ownerId || draft.status !== 'waiting') return false;
    await draftsDb.drafts.update(id, { status: 'draft', token: undefined, updatedAt: stamp() });
    return true;
  });
}

/**
 * Claims a draft for sending, atomically: only one of several senders (tabs, the service worker)
 * gets it. Claims drafts in 'draft'/'error' (a send started from the wizard), 'waiting', and
 * 'sending' rows whose sender has gone silent. Returns the claimed draft or undefined.
 */
export async function claimForSending(id: string, now = Date.now()): Promise<Draft | undefined> {
  return draftsDb.transaction('rw', draftsDb.drafts, async () => {
    const draft = await draftsDb.drafts.get(id);
    if (!draft || draft.status === 'sent') return undefined;
    if (draft.status === 'sending' && now - (draft.sendingAt ?? 0) < SENDING_STALE_MS) return undefined;
    await draftsDb.drafts.update(id, { status: 'sending', sendingAt: now });
    return { ...draft, status: 'sending', sendingAt: now };
  });
}

/** The send did not reach the server: back to waiting, for the next sender. */
export async function releaseToWaiting(id: string): Promise<void> {
  await draftsDb.drafts.update(id, { status: 'waiting', sendingAt: undefined });
}

/** The server refused it: keep the draft with the server's message, to be fixed and resubmitted. */
export async function markFailed(id: string, message: string, field?: string): Promise<void> {
  await draftsDb.drafts.update(id, { status: 'error', error: message, errorField: field, sendingAt: undefined, token: undefined });
}

/**
 * The server confirmed the campaign. With `keepReceipt` (the service worker, which cannot show the
 * outcome itself) the row stays as a small 'sent' receipt — fields and files dropped — until the app
 * has told the organiser; otherwise it is deleted.
 */
export async function markSent(id: string, campaignId: string, keepReceipt = false): Promise<void> {
  if (!keepReceipt) {
    await draftsDb.drafts.delete(id);
    return;
  }
  await draftsDb.drafts.update(id, {
    status: 'sent',
    campaignId,
    fields: {},
    files: {},
    token: undefined,
    sendingAt: undefined,
    updatedAt: stamp(),
  });
}

/** Drafts some sender should deliver: waiting ones, and sends whose sender has gone silent. */
export async function deliverableDrafts(ownerId?: string, now = Date.now()): Promise<Draft[]> {
  const rows = await draftsDb.drafts.where('status').anyOf('waiting', 'sending').toArray();
  return rows.filter(
    (d) =>
      (ownerId === undefined || d.ownerId === ownerId) &&
      (d.status === 'waiting' || now - (d.sendingAt ?? 0) >= SENDING_STALE_MS),
  );
}

/** `ownerId`'s receipts of campaigns the service worker delivered while the app was closed. */
export async function sentReceipts(ownerId: string): Promise<Draft[]> {
  return draftsDb.drafts.where('status').equals('sent').filter((d) => d.ownerId === ownerId).toArray();
}

export const deleteDraft = (id: string) => draftsDb.drafts.delete(id);
