import { lazy, type ComponentType } from 'react';

// Parts drawn with Mantine load it with them, in parallel with their own code (src/web/ui/mantine.tsx).
/** `load()`'s result, and `withMantine` to wrap what it holds: for a route that takes more than its Component. */
export async function loadWithMantine<M>(load: () => Promise<M>) {
  const [loaded, { withMantine }] = await Promise.all([load(), import('./mantine')]);
  return [loaded, withMantine] as const;
}

export async function inMantine<P extends object>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const [Component, withMantine] = await loadWithMantine(load);
  return withMantine(Component);
}

/** React.lazy for a component drawn with Mantine: `lazyMantine(() => import('./X').then((m) => m.X))`. */
export const lazyMantine = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await inMantine(load) }));
