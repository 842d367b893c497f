import { useSyncExternalStore } from 'react';

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
