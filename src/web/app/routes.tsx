// The one route tree of the app, shared by the browser (src/web/main.tsx, through ./App.tsx) and
// the server's renderer (src/web/entry-server.tsx), made of the route modules in ./pages/: one
// module per page (./page-route.ts says what it declares). Adding a page is adding a module there.
//
// React Router in its declarative form (useRoutes over this tree): what its data router adds —
// loaders, lazy routes, error elements, scroll restoration — is done here in a few lines
// (pages' `load`, ../ui/lazy-page.tsx, ./PageBoundary.tsx, ./ScrollRestoration.tsx), and the
// first view of every page downloads ~17 KB (gzipped) less JavaScript for it.
import type { ReactNode } from 'react';
import { matchRoutes, type Location, type RouteMatch, type RouteObject } from 'react-router';
import type { PageHead } from '#contract/pages';
import { lazyPage } from '../ui/lazy-page';
import { ProtectedRoute } from './guards/ProtectedRoute';
import { PublicRoute } from './guards/PublicRoute';
import { HomeLayout } from './HomeLayout';
import type { HeadContext, PageRoute } from './page-route';

/** Every route module, in file order (React Router ranks routes by how specific their paths are). */
export const PAGES: PageRoute<unknown>[] = Object.values(
  import.meta.glob<{ default: PageRoute<unknown> }>('./pages/*.{ts,tsx}', { eager: true }),
).map((m) => m.default);

const LAYOUT_PATH = { home: '', auth: 'auth' } as const;
const inLayout = (layout: keyof typeof LAYOUT_PATH) => PAGES.filter((p) => (p.layout ?? 'home') === layout);

/** A layout's pages, the signed-in ones behind ProtectedRoute and the signed-out ones behind PublicRoute. */
function branch(pages: PageRoute<unknown>[]): RouteObject[] {
  const route = (p: PageRoute<unknown>): RouteObject =>
    typeof p.path === 'string' ? { path: p.path, handle: p, Component: p.page } : { index: true, handle: p, Component: p.page };
  const guarded = (access: PageRoute<unknown>['access'], element: ReactNode): RouteObject[] => {
    const children = pages.filter((p) => p.access === access).map(route);
    return children.length ? [{ element, children }] : [];
  };
  return [...pages.filter((p) => !p.access).map(route), ...guarded('signed-in', <ProtectedRoute />), ...guarded('signed-out', <PublicRoute />)];
}

// Every page but the landing page is its own chunk, loaded on first visit (with Mantine for the
// pages drawn with it; the landing page and the app's frame are not: ../ui/mantine.tsx).
export const routes: RouteObject[] = [
  {
    // Errors inside a page render within the layout, keeping the navbar (./PageBoundary.tsx).
    element: <HomeLayout />,
    children: [{ children: branch(inLayout('home')) }],
  },
  {
    path: LAYOUT_PATH.auth,
    // Sign-in and the rest are drawn in the browser: their frame loads with them.
    Component: lazyPage(() => import('./AuthLayout').then((m) => m.AuthLayout)),
    children: branch(inLayout('auth')),
  },
];

/** The routes a location shows, outermost first (the browser's App, its titles, the server's renderer). */
export const matchesOf = (location: Pick<Location, 'pathname'>) => matchRoutes(routes, location) ?? [];

/** The page (route module) among a location's routes: the deepest one. */
export const pageOf = (matches: RouteMatch[]) => matches[matches.length - 1]?.route.handle as PageRoute<unknown> | undefined;

/** A page's head; null when it has none, or its data is not there yet. */
export async function headOf(page: PageRoute<unknown> | undefined, ctx: HeadContext): Promise<PageHead | null> {
  if (!page?.head) return null;
  const data = page.data?.(ctx);
  if (page.data && data === undefined) return null;
  return page.head(data, ctx);
}

/**
 * What robots.txt asks crawlers to stay out of: the pages flagged `robots: 'disallow'` (a layout
 * whose pages all are, as one folder), each by its address up to its first parameter, shortest first.
 */
export function disallowedPaths(): string[] {
  const paths: string[] = [];
  for (const layout of ['home', 'auth'] as const) {
    const pages = inLayout(layout);
    const base = LAYOUT_PATH[layout] ? `/${LAYOUT_PATH[layout]}/` : '/';
    if (base !== '/' && pages.every((p) => p.robots === 'disallow')) paths.push(base);
    else for (const p of pages) if (p.robots === 'disallow' && typeof p.path === 'string') paths.push(base + p.path.replace(/[:*].*$/, ''));
  }
  const sorted = [...new Set(paths)].sort((a, b) => a.length - b.length);
  return sorted.filter((p, i) => !sorted.slice(0, i).some((shorter) => p.startsWith(shorter)));
}
