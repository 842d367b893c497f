import { useCallback, useEffect, useRef, useState } from 'react';
import type { Step } from '#contract/create-campaign-fields';
import type { CampaignKind } from '#contract/enums';
import type { Draft } from '#web/lib/outbox/drafts';
import { requestPersistentStorage } from '#web/lib/persist-storage';
import { isQuotaError, reportStorageError } from '#web/lib/storage-errors';
import { m } from '#i18n/paraglide/messages.js';
import { draftFromValues, type WizardValues } from './wizard-values';

export const SAVE_DEBOUNCE_MS = 400;
/** In the page's language (a function: read when it happens). */
export const quotaMessage = () => m.create_quota();

/**
 * The drafts' IndexedDB store (Dexie, ~30 KB): loaded when a draft is resumed or first written, or
 * at idle (WizardPage), never before a new wizard's first step is on screen (issue 47).
 */
export const loadDraftStore = () => Promise.all([import('dexie'), import('#web/lib/outbox/drafts')]);

type State = { loading: boolean; draft: Draft | null; saveError: string | null; saving: boolean };

/**
 * The wizard's draft: loads `draftId` (only the owner's), creates one on the first change, saves
 * every change after a short pause, and follows the row (a sender may change its status).
 */
export function useWizardDraft(opts: {
  ownerId: string;
  kind: CampaignKind;
  draftId: string | null;
  onCreated: (id: string) => void;
}) {
  const { ownerId, kind, draftId } = opts;
  const [state, setState] = useState<State>({ loading: Boolean(draftId), draft: null, saveError: null, saving: false });
  const idRef = useRef<string | null>(draftId);
  const creating = useRef<Promise<string> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<{ values: WizardValues; step: Step } | null>(null);
  const onCreated = useRef(opts.onCreated);
  onCreated.current = opts.onCreated;

  // Load the draft named in the address, and follow it while the page is open.
  useEffect(() => {
    if (!draftId) {
      setState((s) => ({ ...s, loading: false, draft: null }));
      return;
    }
    idRef.current = draftId;
    let first = true;
    let sub: { unsubscribe(): void } | null = null;
    let gone = false;
    void loadDraftStore().then(
      ([{ liveQuery }, { getDraft }]) => {
        if (gone) return;
        sub = liveQuery(() => getDraft(draftId, ownerId)).subscribe({
          next: (draft) => {
            setState((s) => ({ ...s, loading: false, draft: draft ?? null }));
            if (first && !draft) idRef.current = null;
            first = false;
          },
          error: () => setState((s) => ({ ...s, loading: false })),
        });
      },
      () => setState((s) => ({ ...s, loading: false })),
    );
    return () => {
      gone = true;
      sub?.unsubscribe();
    };
  }, [draftId, ownerId]);

  const write = useCallback(async () => {
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    const { fields, files } = draftFromValues(next.values);
    try {
      const [, { createDraft, saveDraft }] = await loadDraftStore();
      if (!idRef.current) {
        // A change made while the draft is still being created (a step changed mid-creation) is
        // written once the row exists, not dropped.
        const joining = creating.current !== null;
        creating.current ??= createDraft(ownerId, kind, { fields, files, step: next.step }).then((d) => {
          idRef.current = d.id;
          onCreated.current(d.id);
          void requestPersistentStorage();
          return d.id;
        });
        const id = await creating.current;
        if (joining) await saveDraft(id, ownerId, { fields, files, step: next.step });
      } else {
        await saveDraft(idRef.current, ownerId, { fields, files, step: next.step });
      }
      setState((s) => ({ ...s, saveError: null, saving: pending.current !== null }));
    } catch (err) {
      creating.current = null;
      reportStorageError(err, m.create_your_draft());
      setState((s) => ({
        ...s,
        saving: false,
        saveError: isQuotaError(err) ? quotaMessage() : m.create_save_failed(),
      }));
    }
  }, [ownerId, kind]);

  /** Saves soon (debounced) — or now, with `immediately`. */
  const save = useCallback(
    (values: WizardValues, step: Step, immediately = false) => {
      pending.current = { values, step };
      setState((s) => (s.saving ? s : { ...s, saving: true }));
      window.clearTimeout(timer.current);
      if (immediately) return write();
      timer.current = window.setTimeout(() => void write(), SAVE_DEBOUNCE_MS);
      return Promise.resolve();
    },
    [write],
  );

  // Whatever is still pending is written when the page goes away or is hidden (tab closed, app switched).
  useEffect(() => {
    const flush = () => {
      if (document.visibilityState === 'hidden') void write();
    };
    const leave = () => void write();
    document.addEventListener('visibilitychange', flush);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', flush);
      window.removeEventListener('pagehide', leave);
      window.clearTimeout(timer.current);
      void write();
    };
  }, [write]);

  return { ...state, save, draftId: () => idRef.current };
}
