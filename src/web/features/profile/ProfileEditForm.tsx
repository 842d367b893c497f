import { Avatar, Button, FileButton, Group, List, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES,
  profileProblems,
  type Me,
} from '#contract/user';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';
import { ensureToasts } from '#web/lib/toast';
import { DEFAULT_AVATAR } from '#web/lib/avatar';
import { storeMe, updateProfile } from './queries';
import { m } from '#i18n/paraglide/messages.js';

type Values = { firstName: string; lastName: string; dateOfBirth: string; email: string; phoneNumber: string };

const initialOf = (me: Me): Values => ({
  firstName: me.firstName,
  lastName: me.lastName,
  dateOfBirth: me.dateOfBirth ?? '',
  email: me.email ?? '',
  phoneNumber: me.phoneNumber ?? '',
});

/** Only what differs from the stored user; email and phone are never sent. */
function changesOf(v: Values, me: Me): Record<string, string> {
  const out: Record<string, string> = {};
  if (v.firstName.trim() !== me.firstName) out.firstName = v.firstName.trim();
  if (v.lastName.trim() !== me.lastName) out.lastName = v.lastName.trim();
  if (v.dateOfBirth !== (me.dateOfBirth ?? '')) out.dateOfBirth = v.dateOfBirth;
  return out;
}

const pictureProblem = (file: File | null) =>
  !file
    ? null
    : !(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)
      ? m.create_image_format()
      : file.size > PROFILE_IMAGE_MAX_BYTES
        ? m.create_file_size()
        : null;

/**
 * Edit mode (spec section 4): names, a date input and an image-only picker with a preview.
 * Problems are listed under the form and keep Save disabled; Cancel restores the stored values;
 * a successful save leaves edit mode with nothing pending.
 */
export function ProfileEditForm({ me, identifier, onDone }: { me: Me; identifier: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const offline = useIsOffline();
  const [picture, setPicture] = useState<File | null>(null);
  // A second tap while the toast module loads must not send the form twice.
  const submitting = useRef(false);
  const form = useForm<Values>({
    initialValues: initialOf(me),
    validateInputOnChange: true,
    validate: (v) => profileProblems({ ...v, dateOfBirth: v.dateOfBirth || null }),
  });
  const preview = useMemo(() => (picture ? URL.createObjectURL(picture) : null), [picture]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const mutation = useMutation({
    mutationFn: ({ changes, file }: { changes: Record<string, string>; file: File | null }) => updateProfile(changes, file),
  });

  const pictureError = pictureProblem(picture);
  const problems = [...Object.values(form.errors).filter(Boolean).map(String), ...(pictureError ? [pictureError] : [])];
  const blocked = problems.length > 0 || mutation.isPending || offline;

  const cancel = () => {
    form.setValues(initialOf(me));
    form.clearErrors();
    setPicture(null);
    onDone();
  };

  const save = async (values: Values) => {
    if (blocked || submitting.current) return;
    const changes = changesOf(values, me);
    if (Object.keys(changes).length === 0 && !picture) {
      onDone();
      return;
    }
    submitting.current = true;
    // The toasts load on first use; if they cannot, the save still goes ahead.
    const toasts = await ensureToasts().catch(() => null);
    const id = toasts?.show({ loading: true, message: m.profile_updating(), autoClose: false, withCloseButton: false });
    mutation.mutate(
      { changes, file: picture },
      {
        onSuccess: (updated) => {
          storeMe(queryClient, identifier, updated);
          if (id) toasts?.update({ id, loading: false, color: 'green', message: m.profile_updated(), autoClose: 3000, withCloseButton: true });
          setPicture(null);
          onDone();
        },
        onError: (err) => {
          if (id) toasts?.update({ id, loading: false, color: 'red', message: err.message, autoClose: 3000, withCloseButton: true });
        },
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.onSubmit((v) => void save(v))}>
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap">
          <Avatar src={preview ?? me.profilePicture ?? DEFAULT_AVATAR} alt={m.profile_preview_alt()} size={72} radius={999} />
          <Stack gap={4} align="flex-start">
            <FileButton onChange={setPicture} accept={PROFILE_IMAGE_TYPES.join(',')}>
              {(props) => (
                <Button {...props} variant="default" size="xs" leftSection={<IconPhoto size={16} aria-hidden />}>
                  {picture || me.profilePicture ? m.profile_change_picture() : m.profile_choose_picture()}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {picture ? <span translate="no">{picture.name}</span> : m.profile_picture_hint()}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label={m.profile_first_name()}
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
            error={!!form.errors.firstName}
          />
          <TextInput
            label={m.profile_last_name()}
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
            error={!!form.errors.lastName}
          />
        </SimpleGrid>
        <TextInput
          label={m.profile_date_of_birth()}
          type="date"
          autoComplete="bday"
          {...form.getInputProps('dateOfBirth')}
          error={!!form.errors.dateOfBirth}
        />
        {me.email && <TextInput label={m.profile_email()} value={me.email} readOnly disabled />}
        {me.phoneNumber && <TextInput label={m.profile_phone()} value={me.phoneNumber} readOnly disabled />}
        <Text size="xs" c="dimmed">
          {m.profile_contact_locked()}
        </Text>
        {problems.length > 0 && (
          <List size="sm" c="red" role="alert" spacing={2}>
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={cancel} disabled={mutation.isPending}>
            {m.profile_cancel()}
          </Button>
          <Button type="submit" disabled={blocked} loading={mutation.isPending}>
            {offline ? OFFLINE_ACTION_MESSAGE : m.profile_save()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
