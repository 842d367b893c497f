import { m } from '#i18n/paraglide/messages.js';
import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNow } from '#web/lib/hydrated';
import { relativeTime } from '#web/lib/relative-time';
import { FIRST_UPDATES, updatesQuery } from './queries';

/** "Updates (N)": the organiser's news, newest first, rendered on the server with the page. */
export function CampaignUpdates({ campaignId }: { campaignId: string }) {
  const [limit, setLimit] = useState(FIRST_UPDATES);
  const { data, isPending, isFetching, error } = useQuery(updatesQuery(campaignId, limit));
  const now = useNow();
  const total = data?.meta.total ?? 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="campaign-updates">
      <Title order={2} fz="xl" id="campaign-updates">
        {m.updates_title({ count: total })}
      </Title>
      {isPending ? (
        <Skeleton h={60} />
      ) : error && !data ? (
        <Text size="sm" c="red.7">
          {error.message}
        </Text>
      ) : total === 0 ? (
        <Text size="sm" c="dimmed">
          {m.updates_none()}
        </Text>
      ) : (
        <>
          {data!.data.map((u) => (
            <Paper key={u.id} withBorder p="md" radius="md" component="article">
              <Stack gap="xs">
                <Text size="xs" c="dimmed">
                  {relativeTime(u.createdAt, now)}
                  {u.editedAt ? m.updates_edited() : ''}
                </Text>
                <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} translate="no">
                  {u.text}
                </Text>
                {u.imageUrl && (
                  <img
                    src={u.imageUrl}
                    srcSet={u.imageSrcSet}
                    sizes="(min-width: 992px) 640px, 100vw"
                    alt=""
                    loading="lazy"
                    style={{ width: '100%', height: 'auto', borderRadius: 'var(--mantine-radius-md)' }}
                  />
                )}
              </Stack>
            </Paper>
          ))}
          {data!.data.length < total && (
            <Button variant="subtle" loading={isFetching} onClick={() => setLimit((l) => Math.min(l + 10, 50))} disabled={limit >= 50}>
              {m.updates_older()}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
