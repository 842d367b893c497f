import { useRef, useState } from 'react';

type Opener = { currentTarget?: EventTarget | null };

/**
 * A dialog whose code loads on first use (`lazyMantine`): `mounted` from the first `open()`,
 * `opened` while it shows. On first use it mounts already open, so Mantine's own focus return
 * (which notes the focused element when `opened` changes) has nothing to return to: `close()`
 * gives focus back to what opened it, for keyboard and screen-reader users.
 */
export function useLazyDialog() {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  return {
    opened,
    mounted,
    open(e?: Opener) {
      const from = e?.currentTarget ?? document.activeElement;
      opener.current = from instanceof HTMLElement ? from : null;
      setMounted(true);
      setOpened(true);
    },
    close() {
      setOpened(false);
      requestAnimationFrame(() => opener.current?.focus({ preventScroll: true }));
    },
  };
}
