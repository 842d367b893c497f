import { lazy, type ComponentType } from 'react';

// Parts drawn with Mantine load it with them, in parallel with their own code (src/web/app/mantine.tsx).
async function inMantine<P extends object>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const [Component, { withMantine }] = await Promise.all([load(), import('./mantine')]);
  return withMantine(Component);
}

/** React.lazy for a component drawn with Mantine: `lazyMantine(() => import('./X').then((m) => m.X))`. */
export const lazyMantine = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await inMantine(load) }));

/** A route's `lazy` for a page drawn with Mantine. */
export const mantinePage =
  <P extends object>(load: () => Promise<ComponentType<P>>) =>
  async () => ({ Component: await inMantine(load) });
