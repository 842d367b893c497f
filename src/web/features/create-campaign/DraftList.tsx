import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { relativeTime } from '#web/lib/relative-time';
import { m } from '#i18n/paraglide/messages.js';
import { discardDraft, listDrafts, type Draft } from '#web/lib/outbox/drafts';
import { currentUserId } from '#web/lib/session';

const KIND_LABEL = { business: m.create_kind_business, charity: m.create_kind_charity, personal: m.create_kind_personal } as const;

function StatusBadge({ draft }: { draft: Draft }) {
  if (draft.status === 'waiting' || draft.status === 'sending') return <Badge color="blue">{m.create_draft_waiting()}</Badge>;
  if (draft.status === 'error') return <Badge color="red">{m.create_draft_not_accepted()}</Badge>;
  return null;
}

/** The signed-in user's unfinished drafts on this device, to resume or discard. */
export function DraftList() {
  const ownerId = currentUserId();
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
        {m.create_drafts_heading()}
      </Title>
      {drafts.map((d) => {
        const typed = d.fields.title?.trim();
        const title = typed || m.create_draft_untitled();
        return (
          <Paper key={d.id} withBorder p="md" radius="md" aria-label={m.create_draft_aria({ title })}>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
                <Group gap="xs">
                  <Text fw={600} truncate="end" translate={typed ? 'no' : undefined}>
                    {title}
                  </Text>
                  <StatusBadge draft={d} />
                </Group>
                <Text size="sm" c="dimmed">
                  {m.create_draft_meta({ kind: KIND_LABEL[d.kind](), when: relativeTime(new Date(d.updatedAt)) })}
                </Text>
                {d.status === 'error' && d.error && (
                  <Text size="sm" c="red">
                    {d.error}
                  </Text>
                )}
              </Stack>
              <Group gap="xs">
                <Button component={Link} to={`/campaign/create/${d.kind}?draft=${d.id}`} size="sm">
                  {m.create_draft_resume()}
                </Button>
                <Button
                  size="sm"
                  variant="default"
                  disabled={d.status === 'sending'}
                  onClick={() => {
                    if (window.confirm(m.create_draft_discard_confirm({ title }))) void discardDraft(d.id, ownerId);
                  }}
                >
                  {m.create_draft_discard()}
                </Button>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
