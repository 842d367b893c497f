import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// Where each history entry was scrolled to, kept across reloads of the tab (like the browser's own).
const STORE = 'birr:scroll';
const positions = new Map<string, number>(
  typeof sessionStorage === 'undefined' ? [] : (JSON.parse(sessionStorage.getItem(STORE) ?? '[]') as [string, number][]),
);
let currentKey = 'default';

/**
 * A new page starts at its top (or at its #fragment); going back or forward returns to where
 * that page was scrolled. The position is noted as the visitor scrolls, so it is right even when
 * the next page is shorter.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const note = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(currentKey, window.scrollY));
    };
    const save = () => {
      try {
        sessionStorage.setItem(STORE, JSON.stringify([...positions].slice(-50)));
      } catch {
        // Storage full or blocked: positions are kept for this page's life only.
      }
    };
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', note);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey = location.key;
    const saved = positions.get(location.key);
    // Back, forward, or the first page of the tab (a reload keeps its place).
    if (type === 'POP') {
      if (saved !== undefined) window.scrollTo({ top: saved, behavior: 'instant' });
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    // At once, not with the page's smooth scrolling: this is a new page, not a move within one.
    if (target) target.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [location.key, location.hash, type]);
  return null;
}
