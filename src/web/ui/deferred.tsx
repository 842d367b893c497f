import { createElement, lazy, Suspense, type ComponentType } from 'react';

/** Runs `fn` when the browser is idle, or after `timeout` ms at the latest (without idle callbacks: after `fallbackMs`). */
export function whenIdle(fn: () => void, timeout: number, fallbackMs = 200) {
  if ('requestIdleCallback' in window) requestIdleCallback(() => fn(), { timeout });
  else setTimeout(fn, fallbackMs);
}

let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));
/**
 * The app is on the page and hydrated (main.tsx calls this once): what waits for "after load"
 * also waits for this, so it never competes with hydration for the network or the main thread.
 */
export function appIsReady() {
  markReady();
}

/** Resolves once the page has loaded, the app is ready and the browser is idle. */
export function afterLoad(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => void ready.then(() => whenIdle(resolve, 3000));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

// On the server: each deferred part's code, loaded once.
const serverLoads: Array<() => Promise<unknown>> = [];

/** The server renderer awaits this before rendering: deferred parts then render at once, in full. */
export const loadDeferredParts = () => Promise.all(serverLoads.map((load) => load()));

/**
 * A part of a page below its first view, whose code loads after the page has loaded, at idle.
 * The server renders it in full, inside a Suspense boundary (its HTML is in the first response,
 * readable and indexable), and the browser leaves that HTML as it is until the code arrives,
 * then hydrates it (React's Suspense hydration). So such a part must work as plain HTML
 * meanwhile: links, <details>. Rendered in the browser without server HTML, it appears once its
 * code is there.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let onServer: ComponentType<P> | null = null;
  if (import.meta.env.SSR) {
    let loading: Promise<unknown> | null = null;
    serverLoads.push(() => (loading ??= load().then((c) => (onServer = c))));
  }
  const Lazy = lazy(async () => {
    await afterLoad();
    return { default: await load() };
  });
  const Deferred = (props: P) => (
    <Suspense fallback={null}>{onServer ? createElement(onServer, props) : <Lazy {...props} />}</Suspense>
  );
  return Deferred;
}
