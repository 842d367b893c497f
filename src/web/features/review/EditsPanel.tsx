import { Anchor, Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { EditImage } from '#contract/manage';
import { formatDate } from '#contract/dates';
import type { PendingEdit } from '#contract/review';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';
import { useDecision } from '#web/lib/use-decision';
import { PaginatedList } from '#web/ui/PaginatedList';
import { approveEdit, editsQuery, rejectEdit } from './review-api';
import { RejectModal } from './RejectModal';
import { m } from '#i18n/paraglide/messages.js';

function Picture({ image }: { image: EditImage | null | undefined }) {
  if (!image) return <Text size="sm" c="dimmed">—</Text>;
  return <Image src={image.url} srcSet={image.srcSet ?? undefined} sizes="(max-width: 48em) 90vw, 360px" alt="" radius="sm" h={160} fit="cover" />;
}

const column = (heading: string, color: string, content: ReactNode) => (
  <Stack gap={2}>
    <Text size="xs" c={color} tt="uppercase" fw={700}>
      {heading}
    </Text>
    {content}
  </Stack>
);

/** One changed part: what donors see now beside what the organiser proposes. */
function Side({ label, now, proposed }: { label: string; now: ReactNode; proposed: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {column(m.reviewer_edit_now(), 'dimmed', now)}
        {column(m.reviewer_edit_proposed(), 'orange.8', proposed)}
      </SimpleGrid>
    </Stack>
  );
}

const words = (text: string) => (
  <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} translate="no">
    {text}
  </Text>
);

function EditCard({ edit }: { edit: PendingEdit }) {
  const offline = useIsOffline();
  const [rejecting, setRejecting] = useState(false);
  const told = (r: { message: string }) => `${r.message}: ${edit.current.title}`;
  const approve = useDecision(() => approveEdit(edit.id), { told, refresh: ['review'] });
  const { current: now, proposed } = edit;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={now.title}>
      <Stack gap="md">
        <Stack gap={2}>
          <Anchor component={Link} to={`/campaign/${edit.campaign.id}/manage`} fw={700} style={{ overflowWrap: 'anywhere' }} translate="no">
            {now.title}
          </Anchor>
          <Text size="xs" c="dimmed">
            {m.reviewer_by()} <span translate="no">{edit.campaign.organiser}</span> · {m.reviewer_submitted({ date: formatDate(edit.createdAt) })}
          </Text>
        </Stack>
        {proposed.title !== undefined && <Side label={m.edit_title()} now={words(now.title)} proposed={words(proposed.title)} />}
        {proposed.description !== undefined && <Side label={m.edit_story()} now={words(now.description)} proposed={words(proposed.description)} />}
        {proposed.cover && <Side label={m.reviewer_edit_cover()} now={<Picture image={now.cover} />} proposed={<Picture image={proposed.cover} />} />}
        {proposed.others && (
          <Side
            label={m.reviewer_edit_photos()}
            now={now.others.length ? now.others.map((image) => <Picture key={image.url} image={image} />) : <Picture image={null} />}
            proposed={proposed.others.map((image) => <Picture key={image.url} image={image} />)}
          />
        )}
        <Group gap="xs">
          <Button onClick={() => approve.mutate()} loading={approve.isPending} disabled={offline}>
            {offline ? OFFLINE_ACTION_MESSAGE : m.reviewer_edit_approve()}
          </Button>
          <Button variant="light" color="red" onClick={() => setRejecting(true)}>
            {m.reviewer_edit_reject()}
          </Button>
        </Group>
      </Stack>
      <RejectModal
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title={m.reviewer_edit_reject()}
        send={(reason) => rejectEdit(edit.id, reason)}
        told={told}
      >
        {m.reviewer_edit_reject_text()}
      </RejectModal>
    </Card>
  );
}

/** Changes of title, story or pictures of campaigns with donations, oldest first. */
export function EditsPanel() {
  return (
    <PaginatedList
      query={editsQuery}
      row={(e) => <EditCard key={e.id} edit={e} />}
      title={m.reviewer_edits_heading()}
      intro={m.reviewer_edits_intro()}
      count={(total) => m.reviewer_edits_count({ count: total })}
      texts={{ loading: m.reviewer_loading(), failed: m.reviewer_edits_failed(), empty: m.reviewer_edits_empty() }}
    />
  );
}
