import { use, useEffect, type ComponentType } from 'react';
import { replayEarlyTap } from './early-tap';
import { inMantine } from './lazy-mantine';

/**
 * A page whose code is its own chunk; `preload()` fetches it (before hydrating a server-rendered
 * page). `source`: the module its lazy import names, from the repository's root (a key of Vite's
 * build manifest), so the server preloads the page's chunks: written in by the build
 * (scripts/page-sources.ts), never by hand.
 */
export type LazyPage = ComponentType & { preload(): Promise<unknown>; source?: string };

/**
 * A route's page, loaded on first use. Unlike React.lazy it renders at once when its code is
 * already here (preloaded), so a server-rendered page hydrates without a moment of fallback;
 * otherwise it suspends (the layout's <Suspense> shows the loading state, or a navigation keeps
 * the current page until the next one's code has arrived).
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (C) => (Loaded = C),
      (err: unknown) => {
        loading = null; // a failed download (offline) is tried again on the next visit
        throw err;
      },
    ));
  function Page() {
    const C = Loaded ?? use(preload());
    // The page is hydrated: a button on it pressed before the app's code arrived is pressed now.
    useEffect(replayEarlyTap, []);
    return <C />;
  }
  return Object.assign(Page, { preload });
}

/** A page drawn with Mantine: its code and Mantine's chunk load together (./lazy-mantine.ts). */
export const mantinePage = (load: () => Promise<ComponentType>) => lazyPage(() => inMantine(load));

/**
 * `lazyPage(load)` (or `mantinePage`) knowing the module `load` imports: what the build writes
 * `lazyPage(() => import(…))` into in route modules (scripts/page-sources.ts), so no file names it.
 * @public
 */
export const withSource =
  (source: string, make: (load: () => Promise<ComponentType>) => LazyPage) =>
  (load: () => Promise<ComponentType>): LazyPage =>
    Object.assign(make(load), { source });
