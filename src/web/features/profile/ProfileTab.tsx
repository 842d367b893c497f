import { Avatar, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { type Me } from '#contract/user';
import { birthDate } from './format';
import { ProfileEditForm } from './ProfileEditForm';
import { DEFAULT_AVATAR } from '#web/lib/avatar';
import { m } from '#i18n/paraglide/messages.js';


function Row({ label, value, typed }: { label: string; value: string | null; typed?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" py={6}>
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text fw={500} ta="right" c={value ? undefined : 'dimmed'} fs={value ? undefined : 'italic'} translate={typed && value ? 'no' : undefined}>
        {value || m.profile_not_provided()}
      </Text>
    </Group>
  );
}

/** Spec: avatar, email (or phone), "User ID", the three rows, and "Edit Profile". */
export function ProfileTab({ me, identifier }: { me: Me; identifier: string }) {
  const [editing, setEditing] = useState(false);
  const contact = me.email ?? me.phoneNumber;

  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={me.profilePicture ?? DEFAULT_AVATAR} alt={m.profile_picture_alt()} size={88} radius={999} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }} translate="no">
            {me.firstName} {me.lastName}
          </Title>
          {contact && (
            <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {contact}
            </Text>
          )}
          <Text c="dimmed" size="xs" style={{ overflowWrap: 'anywhere' }}>
            {m.profile_user_id()} <span translate="no">{me.id}</span>
          </Text>
        </Stack>
      </Group>
      <Divider my="md" />
      {editing ? (
        <ProfileEditForm me={me} identifier={identifier} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap={0}>
          <Row label={m.profile_first_name()} value={me.firstName} typed />
          <Row label={m.profile_last_name()} value={me.lastName} typed />
          <Row label={m.profile_date_of_birth()} value={me.dateOfBirth ? birthDate(me.dateOfBirth) : null} />
          <Group justify="flex-end" mt="md">
            <Button leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)}>
              {m.profile_edit()}
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
