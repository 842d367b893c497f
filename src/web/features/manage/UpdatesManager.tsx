import { Button, FileInput, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CampaignUpdate } from '#contract/updates';
import { UPDATE_TEXT_MAX } from '#contract/live-campaign';
import { relativeTime } from '#web/lib/relative-time';
import { SendOutcome } from './SendOutcome';
import { deleteUpdate, editUpdate, postUpdate } from './manage-api';
import { m } from '#i18n/paraglide/messages.js';

function UpdateItem({ campaignId, u, onChanged }: { campaignId: string; u: CampaignUpdate; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(u.text);
  const save = useMutation({ mutationFn: () => editUpdate(campaignId, u.id, text), onSuccess: () => (setEditing(false), onChanged()) });
  const remove = useMutation({ mutationFn: () => deleteUpdate(campaignId, u.id), onSuccess: onChanged });
  return (
    <Paper withBorder p="md" radius="md" component="li">
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {relativeTime(u.createdAt, new Date())}
          {u.editedAt ? m.updates_edited() : ''}
        </Text>
        {editing ? (
          <Textarea aria-label={m.updates_text_label()} autosize minRows={3} maxLength={UPDATE_TEXT_MAX} value={text} onChange={(e) => setText(e.currentTarget.value)} />
        ) : (
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} translate="no">
            {u.text}
          </Text>
        )}
        {u.imageUrl && <img src={u.imageUrl} alt="" style={{ maxWidth: 240, borderRadius: 8 }} />}
        {(save.error || remove.error) && (
          <Text size="sm" c="red.7" role="alert">
            {(save.error ?? remove.error)!.message}
          </Text>
        )}
        <Group gap="xs">
          {editing ? (
            <>
              <Button size="xs" onClick={() => save.mutate()} loading={save.isPending}>
                {m.updates_save()}
              </Button>
              <Button size="xs" variant="default" onClick={() => (setEditing(false), setText(u.text))}>
                {m.updates_cancel()}
              </Button>
            </>
          ) : (
            <>
              <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                {m.updates_edit()}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={remove.isPending}
                onClick={() => window.confirm(m.updates_delete_confirm()) && remove.mutate()}
              >
                {m.updates_delete()}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Post an update (emailed to donors), and edit or delete earlier ones. */
export function UpdatesManager({ campaignId, updates, canPost }: { campaignId: string; updates: CampaignUpdate[]; canPost: boolean }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: ['manage', campaignId] });
    void queryClient.invalidateQueries({ queryKey: ['updates', campaignId] });
  };
  const post = useMutation({
    mutationFn: () => postUpdate(campaignId, text.trim(), image),
    onSuccess: () => {
      setText('');
      setImage(null);
      changed();
    },
  });
  return (
    <Stack gap="sm" component="section" aria-labelledby="manage-updates">
      <Title order={2} fz="lg" id="manage-updates">
        {m.updates_heading({ count: updates.length })}
      </Title>
      {canPost && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            post.mutate();
          }}
        >
          <Stack gap="xs">
            <Textarea
              label={m.updates_post_label()}
              description={m.updates_post_hint({ used: text.length, max: UPDATE_TEXT_MAX })}
              autosize
              minRows={3}
              maxLength={UPDATE_TEXT_MAX}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <FileInput label={m.updates_photo()} accept="image/png,image/jpeg" clearable value={image} onChange={setImage} placeholder={m.updates_photo_placeholder()} />
            <SendOutcome error={post.error} done={post.isSuccess && m.updates_posted()} />
            <Group>
              <Button type="submit" loading={post.isPending} disabled={!text.trim()}>
                {m.updates_post()}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {updates.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m.updates_none()}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {updates.map((u) => (
            <UpdateItem key={u.id} campaignId={campaignId} u={u} onChanged={changed} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
