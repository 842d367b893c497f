import { Alert, Anchor, Badge, Button, Card, Center, Group, Image, Loader, Modal, Pagination, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { EditImage } from '#contract/manage';
import { formatDate } from '#contract/dates';
import { REJECT_REASON_MAX, RejectBody, type PendingEdit } from '#contract/review';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';
import { showToast } from '#web/lib/toast';
import { approveEdit, editsQuery, rejectEdit } from './review-api';
import { m } from '#i18n/paraglide/messages.js';

function Picture({ image }: { image: EditImage | null | undefined }) {
  if (!image) return <Text size="sm" c="dimmed">—</Text>;
  return <Image src={image.url} srcSet={image.srcSet ?? undefined} sizes="(max-width: 48em) 90vw, 360px" alt="" radius="sm" h={160} fit="cover" />;
}

/** One changed part: what donors see now beside what the organiser proposes. */
function Side({ label, now, proposed }: { label: string; now: ReactNode; proposed: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {m.reviewer_edit_now()}
          </Text>
          {now}
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="orange.8" tt="uppercase" fw={700}>
            {m.reviewer_edit_proposed()}
          </Text>
          {proposed}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

const words = (text: string) => (
  <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} translate="no">
    {text}
  </Text>
);

function RejectEditModal({ edit, opened, onClose, onDone }: { edit: PendingEdit; opened: boolean; onClose: () => void; onDone: () => void }) {
  const offline = useIsOffline();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useMutation({
    mutationFn: (r: string) => rejectEdit(edit.id, r),
    onSuccess: (r) => {
      void showToast({ color: 'green', message: `${r.message}: ${edit.current.title}` });
      setReason('');
      onClose();
      onDone();
    },
    onError: (err) => setError(err.message),
  });
  const submit = () => {
    const parsed = RejectBody.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    reject.mutate(parsed.data.reason);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={m.reviewer_edit_reject()} centered>
      <Stack>
        <Text size="sm">{m.reviewer_edit_reject_text()}</Text>
        <Textarea label={m.reviewer_reason()} required autosize minRows={3} maxLength={REJECT_REASON_MAX} value={reason} error={error} onChange={(e) => setReason(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={reject.isPending}>
            {m.reviewer_cancel()}
          </Button>
          <Button color="red" onClick={submit} loading={reject.isPending} disabled={offline}>
            {offline ? OFFLINE_ACTION_MESSAGE : m.reviewer_edit_reject()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function EditCard({ edit }: { edit: PendingEdit }) {
  const offline = useIsOffline();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const done = () => void queryClient.invalidateQueries({ queryKey: ['review'] });
  const approve = useMutation({
    mutationFn: () => approveEdit(edit.id),
    onSuccess: (r) => {
      void showToast({ color: 'green', message: `${r.message}: ${edit.current.title}` });
      done();
    },
    onError: (err) => void showToast({ color: 'red', message: err.message }),
  });
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
      <RejectEditModal edit={edit} opened={rejecting} onClose={() => setRejecting(false)} onDone={done} />
    </Card>
  );
}

/** Changes of title, story or pictures of campaigns with donations, oldest first. */
export function EditsPanel() {
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useQuery(editsQuery(page));
  if (isPending)
    return (
      <Center mih={200}>
        <Loader aria-label={m.reviewer_loading()} />
      </Center>
    );
  if (error) return <Alert color="red" title={m.reviewer_edits_failed()}>{error.message}</Alert>;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {m.reviewer_edits_heading()}
          </Title>
          <Text c="dimmed" size="sm">
            {m.reviewer_edits_intro()}
          </Text>
        </Stack>
        <Badge size="lg" variant="light">
          {m.reviewer_edits_count({ count: data.meta.total })}
        </Badge>
      </Group>
      {data.data.length === 0 ? (
        <Text c="dimmed" ta="center" py={32}>
          {m.reviewer_edits_empty()}
        </Text>
      ) : (
        data.data.map((e) => <EditCard key={e.id} edit={e} />)
      )}
      {data.meta.totalPages > 1 && (
        <Center>
          <Pagination total={data.meta.totalPages} value={page} onChange={setPage} />
        </Center>
      )}
    </Stack>
  );
}
