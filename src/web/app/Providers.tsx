import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-persist';
import { Toasts } from './Toasts';
import { theme } from './theme';

/** `client`: the server renders each request with its own query cache (src/server/ssr/entry.tsx). */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Toasts />
      <QueryClientProvider client={client}>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
