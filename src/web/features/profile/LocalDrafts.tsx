import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { day } from './format';
import { m } from '#i18n/paraglide/messages.js';

const KIND_LABEL = { business: m.drafts_kind_business, charity: m.drafts_kind_charity, personal: m.drafts_kind_personal } as const;
const UNTITLED = { business: m.drafts_untitled_business, charity: m.drafts_untitled_charity, personal: m.drafts_untitled_personal } as const;

// The wizard resumes the draft named by ?draft= (WizardPage reads it).
export const resumeLink = (kind: string, id: string) => `/campaign/create/${kind}?draft=${encodeURIComponent(id)}`;

/**
 * Unfinished campaigns kept on this device (the wizard's drafts), above the submitted ones.
 * The draft store (Dexie) loads only when this tab opens, and never from the server.
 */
export function LocalDrafts({ ownerId }: { ownerId: string }) {
  const { data: drafts = [] } = useQuery({
    queryKey: ['local-drafts', ownerId],
    queryFn: async () => (await import('#web/lib/outbox/drafts')).listDrafts(ownerId),
    staleTime: 0,
    gcTime: 0,
    networkMode: 'always',
    retry: false,
  });
  if (drafts.length === 0) return null;
  return (
    <Stack gap="xs" aria-label={m.drafts_region()} role="region">
      <Text size="sm" fw={600} c="dimmed">
        {m.drafts_unfinished()}
      </Text>
      {drafts.map((d) => (
        <Card key={d.id} withBorder radius="md" padding="sm" style={{ borderStyle: 'dashed' }}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }} translate={d.fields.title?.trim() ? 'no' : undefined}>
                {d.fields.title?.trim() || UNTITLED[d.kind]()}
              </Text>
              <Text size="xs" c="dimmed">
                {m.drafts_meta({ kind: KIND_LABEL[d.kind](), step: d.step, date: day(new Date(d.updatedAt).toISOString()) })}
              </Text>
              {d.status === 'waiting' || d.status === 'sending' ? (
                <Badge color="blue" variant="light" w="fit-content">
                  {m.drafts_waiting()}
                </Badge>
              ) : d.status === 'error' && d.error ? (
                <Text size="xs" c="red.8">
                  {d.error}
                </Text>
              ) : null}
            </Stack>
            <Button component={Link} to={resumeLink(d.kind, d.id)} size="xs" variant="light" style={{ flexShrink: 0 }}>
              {m.drafts_resume()}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
