import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { IdentityCheck } from '#contract/identity';
import { IdentityBadge } from '#web/ui/IdentityBadge';
import { m } from '#i18n/paraglide/messages.js';

/**
 * What Fayda says of the organiser: the badge and the name on the ID, and a warning when that
 * name is not the account's, so a reviewer decides on it rather than the app accepting it quietly.
 */
export function OrganiserIdentity({ identity }: { identity: IdentityCheck | null | undefined }) {
  if (!identity) {
    return (
      <Text size="sm" c="dimmed">
        {m.identity_not_verified()}
      </Text>
    );
  }
  const names = [identity.nameEn, identity.nameAm].filter(Boolean).join(' · ');
  return (
    <>
      <IdentityBadge verified={identity} />
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed" w={150} style={{ flexShrink: 0 }}>
          {m.identity_verified_name()}
        </Text>
        <Text size="sm" style={{ wordBreak: 'break-word' }} translate="no">
          {names}
        </Text>
      </Group>
      {!identity.nameMatches && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {m.reviewer_identity_mismatch({ verified: names })}
        </Alert>
      )}
    </>
  );
}
