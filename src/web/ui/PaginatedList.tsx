import { Alert, Badge, Button, Center, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Paginated } from '#contract/page-query';
import { m } from '#i18n/paraglide/messages.js';

/**
 * A reviewers' queue, one page at a time: its heading (with the count once known), then loading,
 * the failure with a retry, the empty text, or the rows; the pager when there is more than a page.
 * `title` as a function of the total shows once the total is known.
 */
export function PaginatedList<P extends Paginated<unknown>, K extends QueryKey>(props: {
  query: (page: number) => UseQueryOptions<P, Error, P, K>;
  row: (item: P['data'][number]) => ReactNode;
  title: string | ((total: number) => string);
  intro?: string;
  count?: (total: number) => string;
  /** 1 for a queue that is the page's subject, 2 for a panel beside others. */
  order?: 1 | 2;
  texts: { loading: string; failed: string; empty: string };
  /** Shown under the list once it has loaded. */
  children?: ReactNode;
}) {
  const { texts, order = 2 } = props;
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch, isFetching } = useQuery(props.query(page));
  const title = typeof props.title === 'string' ? props.title : data && props.title(data.meta.total);
  return (
    <Stack gap={order === 1 ? 'lg' : 'md'}>
      {title && (
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={order} fz={order === 1 ? { base: 26, sm: 32 } : 'lg'}>
              {title}
            </Title>
            {props.intro && (
              <Text c="dimmed" size="sm">
                {props.intro}
              </Text>
            )}
          </Stack>
          {props.count && data && (
            <Badge size="lg" variant="light">
              {props.count(data.meta.total)}
            </Badge>
          )}
        </Group>
      )}
      {isPending ? (
        <Center mih={200}>
          <Loader aria-label={texts.loading} />
        </Center>
      ) : error ? (
        <Alert color="red" title={texts.failed}>
          <Text size="sm">{error.message}</Text>
          <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void refetch()} loading={isFetching}>
            {m.reviewer_try_again()}
          </Button>
        </Alert>
      ) : (
        <>
          {data.data.length === 0 ? (
            <Text c="dimmed" ta="center" py={32}>
              {texts.empty}
            </Text>
          ) : (
            data.data.map((item) => props.row(item))
          )}
          {data.meta.totalPages > 1 && (
            <Center>
              <Pagination total={data.meta.totalPages} value={page} onChange={setPage} />
            </Center>
          )}
          {props.children}
        </>
      )}
    </Stack>
  );
}
