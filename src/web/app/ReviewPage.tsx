import { Alert, Badge, Button, Center, Container, Group, Loader, Pagination, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reviewQuery } from '../features/review/review-api';
import { ReviewCard } from '../features/review/ReviewCard';
import { PayoutQueue } from '../features/payouts/PayoutQueue';
import { ReportsPanel } from '../features/review/ReportsPanel';
import { EditsPanel } from '../features/review/EditsPanel';
import { m } from '#i18n/paraglide/messages.js';

/**
 * /admin/review: campaigns waiting for a decision, changes to campaigns with donations, payout
 * requests (each a queue, oldest first), and reported campaigns.
 */
export function ReviewPage() {
  return (
    <Tabs defaultValue="queue" keepMounted={false}>
      <Container size="md" px="md" pt="md">
        <Tabs.List>
          <Tabs.Tab value="queue">{m.reviewer_tab_pending()}</Tabs.Tab>
          <Tabs.Tab value="edits">{m.reviewer_tab_edits()}</Tabs.Tab>
          <Tabs.Tab value="payouts">{m.reviewer_tab_payouts()}</Tabs.Tab>
          <Tabs.Tab value="reports">{m.reviewer_tab_reports()}</Tabs.Tab>
        </Tabs.List>
      </Container>
      <Tabs.Panel value="queue">
        <ReviewQueue />
      </Tabs.Panel>
      <Tabs.Panel value="edits">
        <Container size="md" px="md" py="lg">
          <EditsPanel />
        </Container>
      </Tabs.Panel>
      <Tabs.Panel value="payouts">
        <Container size="md" px="md" py="lg">
          <PayoutQueue />
        </Container>
      </Tabs.Panel>
      <Tabs.Panel value="reports">
        <Container size="md" px="md" py="lg">
          <ReportsPanel />
        </Container>
      </Tabs.Panel>
    </Tabs>
  );
}

/** The queue of campaigns waiting for a decision, oldest first. */
function ReviewQueue() {
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch, isFetching } = useQuery(reviewQuery(page));

  return (
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {m.reviewer_queue_heading()}
            </Title>
            <Text c="dimmed" size="sm">
              {m.reviewer_queue_intro()}
            </Text>
          </Stack>
          {data && (
            <Badge size="lg" variant="light">
              {m.reviewer_pending_count({ count: data.meta.total })}
            </Badge>
          )}
        </Group>

        {isPending ? (
          <Center mih={240}>
            <Loader aria-label={m.reviewer_loading()} />
          </Center>
        ) : error ? (
          <Alert color="red" title={m.reviewer_queue_failed()}>
            <Text size="sm">{error.message}</Text>
            <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void refetch()} loading={isFetching}>
              {m.reviewer_try_again()}
            </Button>
          </Alert>
        ) : data.data.length === 0 ? (
          <Text c="dimmed" ta="center" py={48}>
            {m.reviewer_queue_empty()}
          </Text>
        ) : (
          <>
            {data.data.map((c) => (
              <ReviewCard key={c.id} campaign={c} />
            ))}
            {data.meta.totalPages > 1 && (
              <Center>
                <Pagination total={data.meta.totalPages} value={page} onChange={setPage} />
              </Center>
            )}
          </>
        )}
      </Stack>
  );
}
