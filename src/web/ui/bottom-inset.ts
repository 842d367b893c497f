import { useEffect, type RefObject } from 'react';

/**
 * What is pinned to the bottom of the screen, stacked instead of piled (issue 43): the campaign
 * page's Donate bar is lowest, the offline notice above it, the install card above both. Each
 * publishes its height as a CSS variable on the document (`--birr-donate-bar`,
 * `--birr-offline-banner`; 0 while hidden, as the Donate bar is on a wide screen), and the ones
 * above add up the ones below.
 */
export function useBottomInset(ref: RefObject<HTMLElement | null>, name: 'donate-bar' | 'offline-banner') {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement.style;
    const property = `--birr-${name}`;
    const note = () => root.setProperty(property, `${el.offsetHeight}px`);
    note();
    const observer = new ResizeObserver(note);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty(property);
    };
  }, [ref, name]);
}
