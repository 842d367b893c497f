import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManageWord } from '#contract/words';
import { formatBr } from '#contract/money';
import { setWordHidden } from './manage-api';
import { m } from '#i18n/paraglide/messages.js';

function WordItem({ campaignId, w }: { campaignId: string; w: ManageWord }) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => setWordHidden(campaignId, w.id, !w.hidden),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['manage', campaignId] });
      void queryClient.invalidateQueries({ queryKey: ['words', campaignId] });
    },
  });
  return (
    <Paper withBorder p="sm" radius="md" component="li" style={{ opacity: w.hidden ? 0.65 : 1 }}>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} translate="no">
        {w.message}
      </Text>
      <Group justify="space-between" mt={6} gap="xs">
        <Group gap="xs">
          <Text size="xs" fw={600}>
            <span translate="no">{w.name}</span> · {formatBr(w.amount)}
          </Text>
          {w.hidden && (
            <Badge size="xs" color="gray">
              {m.words_hidden()}
            </Badge>
          )}
        </Group>
        <Button size="compact-xs" variant="light" color={w.hidden ? 'teal' : 'gray'} loading={toggle.isPending} onClick={() => toggle.mutate()}>
          {w.hidden ? m.words_show() : m.words_hide()}
        </Button>
      </Group>
    </Paper>
  );
}

/** Donors' words: the organiser may hide one from the public page (and show it again). */
export function WordsManager({ campaignId, words }: { campaignId: string; words: ManageWord[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="manage-words">
      <Title order={2} fz="lg" id="manage-words">
        {m.words_heading({ count: words.length })}
      </Title>
      {words.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m.words_none()}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {words.map((w) => (
            <WordItem key={w.id} campaignId={campaignId} w={w} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
