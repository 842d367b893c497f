import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { relativeTime } from '../../lib/relative-time';
import { discardDraft, listDrafts, type Draft } from './drafts';
import { currentOwnerId } from './owner';

const KIND_LABEL = { business: 'Business', charity: 'Charity', personal: 'Personal' } as const;

function StatusBadge({ draft }: { draft: Draft }) {
  if (draft.status === 'waiting' || draft.status === 'sending') return <Badge color="blue">Waiting to send</Badge>;
  if (draft.status === 'error') return <Badge color="red">Not accepted</Badge>;
  return null;
}

/** The signed-in user's unfinished drafts on this device, to resume or discard. */
export function DraftList() {
  const ownerId = currentOwnerId();
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  useEffect(() => {
    if (!ownerId) return;
    const sub = liveQuery(() => listDrafts(ownerId)).subscribe({ next: setDrafts, error: () => setDrafts([]) });
    return () => sub.unsubscribe();
  }, [ownerId]);

  if (!ownerId || !drafts?.length) return null;
  return (
    <Stack gap="sm" w="100%" component="section" aria-labelledby="drafts-heading">
      <Title order={2} fz="lg" id="drafts-heading">
        Continue where you left off
      </Title>
      {drafts.map((d) => {
        const title = d.fields.title?.trim() || 'Untitled';
        return (
          <Paper key={d.id} withBorder p="md" radius="md" aria-label={`Draft: ${title}`}>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
                <Group gap="xs">
                  <Text fw={600} truncate="end">
                    {title}
                  </Text>
                  <StatusBadge draft={d} />
                </Group>
                <Text size="sm" c="dimmed">
                  {KIND_LABEL[d.kind]} · last edited {relativeTime(new Date(d.updatedAt))}
                </Text>
                {d.status === 'error' && d.error && (
                  <Text size="sm" c="red">
                    {d.error}
                  </Text>
                )}
              </Stack>
              <Group gap="xs">
                <Button component={Link} to={`/campaign/create/${d.kind}?draft=${d.id}`} size="sm">
                  Resume
                </Button>
                <Button
                  size="sm"
                  variant="default"
                  disabled={d.status === 'sending'}
                  onClick={() => {
                    if (window.confirm(`Discard "${title}"? This cannot be undone.`)) void discardDraft(d.id, ownerId);
                  }}
                >
                  Discard
                </Button>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
