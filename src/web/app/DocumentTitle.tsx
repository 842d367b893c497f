import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { useLocation } from 'react-router';
import { headOf, matchesOf, pageOf } from './routes';

/** A server-rendered page arrives with its title: nothing to do for the first view. */
let keepServerTitle = typeof document !== 'undefined' && !!document.getElementById('birr-ssr');

/**
 * Keeps the tab's title on the page shown (its route module's head): on every client-side
 * navigation, and when the data a title depends on (the page's `data`: a campaign's) arrives.
 * Heads made from data load their code after the first view (./head.ts).
 */
export function DocumentTitle() {
  const location = useLocation();
  const matches = matchesOf(location);
  const queryClient = useQueryClient();
  const [dataVersion, dataChanged] = useReducer((n: number) => n + 1, 0);
  const page = pageOf(matches);
  const params = matches[matches.length - 1]?.params ?? {};
  const waitsForData = !!page?.data;
  useEffect(() => (waitsForData ? queryClient.getQueryCache().subscribe(dataChanged) : undefined), [queryClient, waitsForData]);

  useEffect(() => {
    if (keepServerTitle) {
      keepServerTitle = false;
      return;
    }
    let current = true;
    void headOf(page, { url: new URL(window.location.href), params, queryClient }).then((head) => {
      if (current && head && document.title !== head.title) document.title = head.title;
    });
    return () => {
      current = false;
    };
    // params is derived from the location, which is a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, location, dataVersion, queryClient]);
  return null;
}
