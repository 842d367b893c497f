import { m } from '#i18n/paraglide/messages.js';
import { Alert, Button, FileInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { IMAGE_ACCEPT } from '#contract/files';
import { TEAM_ENDPOINTS, teamPagePath } from '#contract/team-paths';
import { teamSlug } from '#contract/team-slug';
import { TEAM_NAME_MAX, TEAM_PHOTO_FIELD, TEAM_WHY_MAX, TeamCreate, type TeamCreated } from '#contract/teams';
import { fieldMessages } from '#contract/zod-helpers';
import { api } from '#web/lib/http';
import { ApiError } from '#web/lib/api-error';

type Values = { name: string; why: string; target: string; photo: File | null };
type Props = { opened: boolean; onClose: () => void; campaignId: string };

/**
 * Start a team page (issue 44): a name, a line of why, a target and a photo if they like. The
 * contract's TeamCreate checks it as the server does; the server's refusal lands under its field.
 */
export function StartTeamModal({ opened, onClose, campaignId }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<Values>({
    initialValues: { name: '', why: '', target: '', photo: null },
    validate: (v) => fieldMessages<keyof Values>(TeamCreate.safeParse({ name: v.name, why: v.why, target: v.target })),
  });
  const create = useMutation({
    mutationFn: (v: Values) => {
      const body = new FormData();
      body.set('name', v.name);
      body.set('why', v.why);
      body.set('target', v.target);
      if (v.photo) body.set(TEAM_PHOTO_FIELD, v.photo);
      return api<TeamCreated>(TEAM_ENDPOINTS.list(encodeURIComponent(campaignId)), { method: 'POST', body, fallback: m.team_create_failed() });
    },
    onSuccess: ({ data }) => {
      queryClient.setQueryData(['team', campaignId, data.slug], data);
      void queryClient.invalidateQueries({ queryKey: ['teams', campaignId] });
      onClose();
      void navigate(teamPagePath(campaignId, data.slug));
    },
    onError: (err) => {
      if (err instanceof ApiError && err.field && err.field in form.values) form.setFieldError(err.field, err.message);
    },
  });
  const refusedOnForm = create.error instanceof ApiError && create.error.field && create.error.field in form.values;

  return (
    <Modal opened={opened} onClose={onClose} title={m.team_start()} centered>
      <form onSubmit={form.onSubmit((v) => create.mutate(v))} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {m.team_start_intro()}
          </Text>
          <TextInput label={m.team_name_label()} required maxLength={TEAM_NAME_MAX} {...form.getInputProps('name')} />
          {form.values.name.trim() && (
            <Text size="xs" c="dimmed" translate="no">
              {m.team_address({ path: teamPagePath(campaignId, teamSlug(form.values.name)) })}
            </Text>
          )}
          <TextInput label={m.team_why_label()} required maxLength={TEAM_WHY_MAX} {...form.getInputProps('why')} />
          <TextInput label={m.team_target_label()} required inputMode="decimal" {...form.getInputProps('target')} />
          <FileInput label={m.team_photo_label()} accept={IMAGE_ACCEPT} clearable {...form.getInputProps('photo')} />
          {create.error && !refusedOnForm && (
            <Alert color="red" variant="light" role="alert">
              {create.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {m.team_cancel()}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {m.team_create_submit()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
