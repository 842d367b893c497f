import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { day } from './format';

const KIND_LABEL = { business: 'Business', charity: 'Charity', personal: 'Personal' } as const;

// The wizard resumes the draft named by ?draft= (WizardPage reads it).
export const resumeLink = (kind: string, id: string) => `/campaign/create/${kind}?draft=${encodeURIComponent(id)}`;

/**
 * Unfinished campaigns kept on this device (the wizard's drafts), above the submitted ones.
 * The draft store (Dexie) loads only when this tab opens, and never from the server.
 */
export function LocalDrafts({ ownerId }: { ownerId: string }) {
  const { data: drafts = [] } = useQuery({
    queryKey: ['local-drafts', ownerId],
    queryFn: async () => (await import('../create-campaign/drafts')).listDrafts(ownerId),
    staleTime: 0,
    gcTime: 0,
    networkMode: 'always',
    retry: false,
  });
  if (drafts.length === 0) return null;
  return (
    <Stack gap="xs" aria-label="Drafts on this device" role="region">
      <Text size="sm" fw={600} c="dimmed">
        Unfinished on this device
      </Text>
      {drafts.map((d) => (
        <Card key={d.id} withBorder radius="md" padding="sm" style={{ borderStyle: 'dashed' }}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {d.fields.title?.trim() || `Untitled ${KIND_LABEL[d.kind].toLowerCase()} campaign`}
              </Text>
              <Text size="xs" c="dimmed">
                {KIND_LABEL[d.kind]} • step {d.step} of 4 • saved {day(new Date(d.updatedAt).toISOString())}
              </Text>
              {d.status === 'waiting' || d.status === 'sending' ? (
                <Badge color="blue" variant="light" w="fit-content">
                  waiting to send
                </Badge>
              ) : d.status === 'error' && d.error ? (
                <Text size="xs" c="red.8">
                  {d.error}
                </Text>
              ) : null}
            </Stack>
            <Button component={Link} to={resumeLink(d.kind, d.id)} size="xs" variant="light" style={{ flexShrink: 0 }}>
              Resume
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
