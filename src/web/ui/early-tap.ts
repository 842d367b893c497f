/** What a server-rendered page's boot script leaves on window (src/server/ssr/pages.ts, bootScripts). */
type Boot = { birrTap?: Element; birrHydrating?: boolean };
const boot = () => window as typeof window & Boot;

/** Hydration begins: from here on React replays a press itself, once the part pressed is hydrated. */
export function hydrationBegins() {
  boot().birrHydrating = true;
}

/**
 * A button pressed before the app's code was here ("Donate now" on a slow network, which did
 * nothing): pressed again now that the page around it is hydrated (lazy-page.tsx), so the press
 * is not lost.
 */
export function replayEarlyTap() {
  const w = boot();
  const tap = w.birrTap;
  w.birrTap = undefined;
  if (tap instanceof HTMLElement && tap.isConnected) tap.click();
}
