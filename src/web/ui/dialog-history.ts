/**
 * The history entries dialogs add (./use-lazy-dialog.ts): the same URL, and the router's own state
 * (its key and index) kept as it is, so the router takes Back from a dialog's entry as staying on
 * the page — no navigation, no data loads, no scroll — and only the dialog closes. The entry is
 * known by `birrDialog`, the dialog's id.
 */
const KEY = 'birrDialog';

type State = Record<string, unknown> | null;
const state = () => window.history.state as State;

/** This entry is the dialog's own. */
export const isDialogEntry = (mark: string) => state()?.[KEY] === mark;

export function pushDialogEntry(mark: string) {
  if (isDialogEntry(mark)) return;
  window.history.pushState({ ...state(), [KEY]: mark }, '');
}

/** Closed from the page (its X, Escape): its entry goes, back to the page's own. */
export function closeDialogEntry(mark: string) {
  if (isDialogEntry(mark)) window.history.back();
}

/** Closed as the page leaves: its entry goes once the page is shown again (back from a checkout tab). */
export function closeDialogEntryOnReturn(mark: string) {
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', onVisible);
    closeDialogEntry(mark);
  };
  document.addEventListener('visibilitychange', onVisible);
}
