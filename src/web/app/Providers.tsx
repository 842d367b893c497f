import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RenderTimeContext } from '../lib/hydrated';
import { queryClient } from '../lib/query-persist';
import { Toasts } from './Toasts';

/**
 * `client`: the server renders each request with its own query cache (src/server/ssr/entry.tsx);
 * `renderedAt`: when the server rendered the page (set there, and here while hydrating it).
 * Mantine is not here: the parts drawn with it bring their own provider (./mantine.tsx).
 */
export function Providers({
  children,
  client = queryClient,
  renderedAt = null,
}: {
  children: ReactNode;
  client?: QueryClient;
  renderedAt?: number | null;
}) {
  return (
    <QueryClientProvider client={client}>
      <RenderTimeContext.Provider value={renderedAt}>
        <Toasts />
        {children}
      </RenderTimeContext.Provider>
    </QueryClientProvider>
  );
}
