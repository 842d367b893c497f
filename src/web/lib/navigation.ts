/**
 * Navigation for code outside components (a queued submission that lands, a session that ends):
 * the app shell plugs its router in at start (app/router.tsx); until then, or on a page without
 * the app, a plain page load. Features use this seam instead of importing the router singleton.
 */
let go: (to: string) => void = (to) => window.location.assign(to);

export function setNavigator(navigate: (to: string) => void) {
  go = navigate;
}

export function navigate(to: string) {
  go(to);
}
