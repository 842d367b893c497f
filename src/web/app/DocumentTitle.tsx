import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { useLocation } from 'react-router';
import type { PageHandle } from './page-data';
import { matchesOf } from './routes';

/** A server-rendered page arrives with its title: nothing to do for the first view. */
let keepServerTitle = typeof document !== 'undefined' && !!document.getElementById('birr-ssr');

/**
 * Keeps the tab's title on the page shown: on every client-side navigation, and when the data a
 * title depends on (a campaign's) arrives. The titles (./heads.ts) load with the first navigation,
 * not with the first view.
 */
export function DocumentTitle() {
  const location = useLocation();
  const matches = matchesOf(location);
  const queryClient = useQueryClient();
  const [dataVersion, dataChanged] = useReducer((n: number) => n + 1, 0);
  const key = matches.reduce<PageHandle['head']>((found, m) => (m.route.handle as PageHandle | undefined)?.head ?? found, undefined);
  const params = matches[matches.length - 1]?.params ?? {};
  const waitsForData = key === 'campaign';
  useEffect(() => (waitsForData ? queryClient.getQueryCache().subscribe(dataChanged) : undefined), [queryClient, waitsForData]);

  useEffect(() => {
    if (keepServerTitle) {
      keepServerTitle = false;
      return;
    }
    let current = true;
    void import('./heads').then(({ headFor }) => {
      const head = headFor(key, { url: new URL(window.location.href), params, queryClient });
      if (current && head && document.title !== head.title) document.title = head.title;
    });
    return () => {
      current = false;
    };
    // params is derived from the location, which is a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, location, dataVersion, queryClient]);
  return null;
}
