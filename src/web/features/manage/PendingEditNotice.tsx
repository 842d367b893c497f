import { Alert, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { EditImage, OwnPendingEdit } from '#contract/manage';
import { m } from '#i18n/paraglide/messages.js';

const picture = (image: EditImage) => (
  <Image key={image.url} src={image.url} srcSet={image.srcSet ?? undefined} sizes="200px" alt="" radius="sm" h={110} fit="cover" />
);

/**
 * On the organiser's page: their change of title, story or pictures waits for a reviewer (issue
 * 40), and until then everyone sees the campaign as it was. Shows what they asked for.
 */
export function PendingEditNotice({ edit }: { edit: OwnPendingEdit }) {
  const p = edit.proposed;
  return (
    <Alert color="yellow" variant="light" title={m.manage_pending_title()}>
      <Stack gap="xs">
        <Text size="sm">{m.manage_pending_text()}</Text>
        {p.title !== undefined && (
          <Stack gap={2}>
            <Text size="sm" fw={700}>
              {m.manage_pending_title_label()}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} translate="no">
              {p.title}
            </Text>
          </Stack>
        )}
        {p.description !== undefined && (
          <Stack gap={2}>
            <Text size="sm" fw={700}>
              {m.manage_pending_story_label()}
            </Text>
            <Text size="sm" lineClamp={6} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} translate="no">
              {p.description}
            </Text>
          </Stack>
        )}
        {p.cover && (
          <Stack gap={2}>
            <Text size="sm" fw={700}>
              {m.manage_pending_cover_label()}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>{picture(p.cover)}</SimpleGrid>
          </Stack>
        )}
        {p.others && (
          <Stack gap={2}>
            <Text size="sm" fw={700}>
              {m.manage_pending_photos_label()}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>{p.others.map(picture)}</SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Alert>
  );
}
