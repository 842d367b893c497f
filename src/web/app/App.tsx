import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useRoutes, type Location } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { PageLoader } from '../ui/PageLoader';
import type { LazyPage } from '../ui/lazy-page';
import { DocumentTitle } from './DocumentTitle';
import { PageBoundary } from './PageBoundary';
import type { PageRoute } from './page-route';
import { matchesOf, routes } from './routes';
import { ScrollRestoration } from './ScrollRestoration';

/** The code of every page `location` shows, loaded (before hydrating a server-rendered page). */
export const preloadPages = (location: Pick<Location, 'pathname'>) =>
  Promise.all(matchesOf(location).map((match) => (match.route.Component as Partial<LazyPage> | undefined)?.preload?.()));

/** In the browser, a navigation starts its page's data requests at once, beside its code. */
function startLoads(location: Location) {
  const url = new URL(location.pathname + location.search, window.location.origin);
  for (const match of matchesOf(location)) {
    const load = (match.route.handle as PageRoute<unknown> | undefined)?.load;
    if (load) void Promise.resolve(load({ url, params: match.params, server: null })).catch(() => {});
  }
}

/** Code outside components (a queued campaign delivered at start) navigates through lib/navigation. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => void navigate(to)), [navigate]);
  return null;
}

/**
 * The app's pages (./routes.tsx) under the router the entry gives it. `serverRendered`: the
 * first page arrived rendered with its data, so its loads are not started again.
 */
export function App({ serverRendered }: { serverRendered: boolean }) {
  const location = useLocation();
  const loadsStarted = useRef<string | null>(serverRendered ? 'default' : null);
  if (typeof window !== 'undefined' && loadsStarted.current !== location.key) {
    loadsStarted.current = location.key;
    startLoads(location);
  }
  const page = useRoutes(routes);
  return (
    <>
      <PageBoundary resetKey={location.key}>
        <Suspense fallback={<PageLoader />}>{page}</Suspense>
      </PageBoundary>
      <ScrollRestoration />
      <DocumentTitle />
      <NavigatorBridge />
    </>
  );
}
