import { useEffect, useId, useRef, useState } from 'react';
import { closeDialogEntry, closeDialogEntryOnReturn, isDialogEntry, pushDialogEntry } from './dialog-history';

/** What opened a dialog (its event), so closing it gives the focus back there. */
export type Opener = { currentTarget?: EventTarget | null };

/**
 * A dialog whose code loads on first use (`lazyMantine`): `mounted` from the first `open()`,
 * `opened` while it shows. On first use it mounts already open, so Mantine's own focus return
 * (which notes the focused element when `opened` changes) has nothing to return to: `close()`
 * gives focus back to what opened it, for keyboard and screen-reader users.
 *
 * Back closes it (issue 43): on a phone Back is how a dialog is left, and leaving the page
 * instead lost what was typed. Opening adds a history entry for the same page (./dialog-history.ts);
 * Back returns to the page's own entry and closes it; closing it otherwise (its X, Escape, after
 * sending) takes that entry off again, so the history does not fill up with it.
 */
export function useLazyDialog() {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const mark = useId();
  const giveFocusBack = () => requestAnimationFrame(() => opener.current?.focus({ preventScroll: true }));

  useEffect(() => {
    if (!opened) return;
    const onPop = () => {
      if (isDialogEntry(mark)) return;
      setOpened(false);
      giveFocusBack();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [opened, mark]);

  return {
    opened,
    mounted,
    open(e?: Opener) {
      const from = e?.currentTarget ?? document.activeElement;
      opener.current = from instanceof HTMLElement ? from : null;
      setMounted(true);
      setOpened(true);
      pushDialogEntry(mark);
    },
    close() {
      setOpened(false);
      closeDialogEntry(mark);
      giveFocusBack();
    },
    /**
     * Closes it as a link in it opens another page of the app with `replace`: that page takes the
     * dialog's entry's place, so nothing is taken off (going back now would undo the link).
     */
    closeForLink() {
      setOpened(false);
    },
    /**
     * Closes it as the page leaves for another (a checkout, in this window or a new tab): going
     * back now could cancel that navigation, so its entry is taken off when the page is seen again.
     */
    closeForNavigation() {
      setOpened(false);
      closeDialogEntryOnReturn(mark);
    },
  };
}
