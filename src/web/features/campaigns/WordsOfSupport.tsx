import { m } from '#i18n/paraglide/messages.js';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBr } from '#contract/money';
import { useNow } from '#web/lib/hydrated';
import { relativeTime } from '#web/lib/relative-time';
import { FIRST_WORDS, wordsQuery } from './queries';

/** Donors' messages, shown once their payment was verified; none at all shows nothing. */
export function WordsOfSupport({ campaignId }: { campaignId: string }) {
  const [limit, setLimit] = useState(FIRST_WORDS);
  const { data, isFetching } = useQuery(wordsQuery(campaignId, limit));
  const now = useNow();
  if (!data || data.meta.total === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="campaign-words">
      <Title order={2} fz="xl" id="campaign-words">
        {m.words_title({ count: data.meta.total })}
      </Title>
      {data.data.map((w) => (
        <Paper key={w.id} withBorder p="md" radius="md" component="figure" m={0}>
          <Text component="blockquote" m={0} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} translate="no">
            {w.message}
          </Text>
          <Group component="figcaption" justify="space-between" mt="xs" gap="xs">
            <Text size="sm" fw={600}>
              <span translate="no">{w.name}</span> · {formatBr(w.amount)}
            </Text>
            <Text size="xs" c="dimmed">
              {relativeTime(w.createdAt, now)}
            </Text>
          </Group>
        </Paper>
      ))}
      {data.data.length < data.meta.total && limit < 50 && (
        <Button variant="subtle" loading={isFetching} onClick={() => setLimit((l) => Math.min(l + 10, 50))}>
          {m.words_more()}
        </Button>
      )}
    </Stack>
  );
}
