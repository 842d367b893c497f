import { Alert, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EditImage, OwnPendingEdit } from '#contract/manage';
import { m } from '#i18n/paraglide/messages.js';

const pictures = (images: EditImage[]) => (
  <SimpleGrid cols={{ base: 2, sm: 4 }}>
    {images.map((image) => (
      <Image key={image.url} src={image.url} srcSet={image.srcSet ?? undefined} sizes="200px" alt="" radius="sm" h={110} fit="cover" />
    ))}
  </SimpleGrid>
);

/** One part of the change: what it is, then what the organiser asked for. */
function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

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
          <Part label={m.manage_pending_title_label()}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} translate="no">
              {p.title}
            </Text>
          </Part>
        )}
        {p.description !== undefined && (
          <Part label={m.manage_pending_story_label()}>
            <Text size="sm" lineClamp={6} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} translate="no">
              {p.description}
            </Text>
          </Part>
        )}
        {p.cover && (
          <Part label={m.manage_pending_cover_label()}>
            {pictures([p.cover])}
          </Part>
        )}
        {p.others && (
          <Part label={m.manage_pending_photos_label()}>
            {pictures(p.others)}
          </Part>
        )}
      </Stack>
    </Alert>
  );
}
