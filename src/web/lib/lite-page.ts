import { createContext, useContext, useSyncExternalStore } from 'react';

// A light page (issue 47): under Save-Data or on a slow connection a campaign page is text first,
// its picture shown when asked for. The server decides for the page it renders (the request's
// Save-Data and ECT headers: src/server/ssr/prefetch.ts) and marks <html data-lite>; the browser
// keeps that decision for the visit, so hydration matches, and decides from its own connection
// for a page it renders without the server.

/** The server's decision while it renders; null in the browser. */
export const LitePageContext = createContext<boolean | null>(null);

type Connection = { saveData?: boolean; effectiveType?: string };

/** The device's connection saves data or is slow (2G, 3G). */
export function slowConnection(): boolean {
  const c = (navigator as Navigator & { connection?: Connection }).connection;
  return !!c?.saveData || /^(slow-2g|2g|3g)$/.test(c?.effectiveType ?? '');
}

/** What the server decided for the document it rendered; null for the client-rendered shell. */
const rendered = (): boolean | null =>
  typeof document !== 'undefined' && document.getElementById('birr-ssr') ? document.documentElement.hasAttribute('data-lite') : null;
let decided: boolean | null | undefined;
const inBrowser = () => (decided ??= rendered() ?? slowConnection());

const never = () => () => {};

/** Whether this page shows pictures only when asked for. */
export function useLitePage(): boolean {
  const server = useContext(LitePageContext);
  return useSyncExternalStore(never, inBrowser, () => server ?? inBrowser());
}
