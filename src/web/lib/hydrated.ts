import { createContext, useContext, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * false on the server and while the browser hydrates the server's HTML, true from the first
 * render after that (and always in a client-only render). What the server cannot know — the
 * signed-in user, code that only runs in the browser — renders once this is true, so the
 * hydrated tree matches the server's HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * When the server rendered the page (ms): provided by the server while rendering and by the
 * browser while hydrating that render, so times shown relative to now ("32 minutes ago", "3 days
 * left") come out the same on both sides.
 */
export const RenderTimeContext = createContext<number | null>(null);

/** "Now" for relative times: the server's render time until hydrated, then the real now. */
export function useNow(): Date {
  const hydrated = useHydrated();
  const renderedAt = useContext(RenderTimeContext);
  return hydrated || renderedAt === null ? new Date() : new Date(renderedAt);
}
