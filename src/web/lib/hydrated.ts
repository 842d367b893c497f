import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => {};

// Which snapshot React asked for last: it asks for the server's only while the server renders or
// while the browser hydrates the server's HTML (React's documented contract for getServerSnapshot),
// so right after the call below this tells whether the component is being hydrated.
let askedForServerSnapshot = false;
function clientSnapshot() {
  askedForServerSnapshot = false;
  return 0;
}
function serverSnapshot() {
  askedForServerSnapshot = true;
  return 0;
}

/**
 * Whether this render hydrates the server's HTML (or is the server's render). Both snapshots are
 * the same value, so React has nothing to re-render once hydration is done: a hook built on
 * useSyncExternalStore with two different values makes React re-render every component that uses
 * it at once, synchronously, right after hydration — on a list of cards, one long task of the
 * main thread on a phone (issue 29).
 */
function useIsHydrating(): boolean {
  useSyncExternalStore(never, clientSnapshot, serverSnapshot);
  return askedForServerSnapshot;
}

/**
 * false on the server and while the browser hydrates the server's HTML, true from the next render
 * (and always in a client-only render). What the server cannot know — the signed-in user, code that
 * only runs in the browser — renders once this is true, so the hydrated tree matches the server's
 * HTML exactly. That next render is a transition: short slices, not one long task.
 */
export function useHydrated(): boolean {
  const hydrating = useIsHydrating();
  const [done, setDone] = useState(!hydrating);
  useEffect(() => {
    if (!done) startTransition(() => setDone(true));
  }, [done]);
  return done;
}

/**
 * When the server rendered the page (ms): provided by the server while rendering and by the
 * browser while hydrating that render, so times shown relative to now ("32 minutes ago", "3 days
 * left") come out the same on both sides.
 */
export const RenderTimeContext = createContext<number | null>(null);

/** A page rendered longer ago than this (a copy kept offline) shows its times from the real now once hydrated. */
const STALE_RENDER_MS = 30_000;

/**
 * "Now" for relative times: the server's render time while hydrating, the real now in every other
 * render. A freshly rendered page is not re-rendered after hydration for this (its times are right
 * to the minute); one rendered long ago (a copy kept offline) is, as a transition.
 */
export function useNow(): Date {
  const renderedAt = useContext(RenderTimeContext);
  const hydrating = useIsHydrating();
  const [stale] = useState(() => hydrating && renderedAt !== null && Date.now() - renderedAt > STALE_RENDER_MS);
  const [, rerender] = useState(0);
  useEffect(() => {
    if (stale) startTransition(() => rerender(1));
  }, [stale]);
  return hydrating && renderedAt !== null ? new Date(renderedAt) : new Date();
}
