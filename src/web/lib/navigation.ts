/**
 * Navigation for code outside components (a queued submission that lands at app start): the app
 * shell plugs its router in (app/router.tsx). Features use this seam instead of importing the
 * router singleton. A navigation asked for before the router exists — the outbox can deliver
 * while a server-rendered page is still hydrating — waits for it instead of being lost or
 * reloading the page: which of the two comes first is timing, and must not decide the outcome.
 */
let go: ((to: string) => void) | null = null;
let waiting: string | null = null;

export function setNavigator(navigate: (to: string) => void) {
  go = navigate;
  if (waiting !== null) {
    const to = waiting;
    waiting = null;
    go(to);
  }
}

export function navigate(to: string) {
  if (go) go(to);
  else waiting = to;
}
