import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { m } from '#i18n/paraglide/messages.js';

/** A console page's one query: loading, the failure (the server's words) with a retry, or `children` with its data. */
export function QueryView<T>({ query, failed, children }: { query: UseQueryResult<T>; failed: string; children: (data: T) => ReactNode }) {
  if (query.isPending)
    return (
      <Center mih={200}>
        <Loader aria-label={m.con_loading()} />
      </Center>
    );
  if (query.isError)
    return (
      <Alert color="red" title={failed}>
        <Text size="sm">{query.error.message}</Text>
        <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void query.refetch()} loading={query.isFetching}>
          {m.reviewer_try_again()}
        </Button>
      </Alert>
    );
  return children(query.data);
}
