import { m } from '#i18n/paraglide/messages.js';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone, IconWorld } from '@tabler/icons-react';
import type { Campaign } from '#contract/campaign';
import { sectorLabel } from '#contract/labels';
import { SLOT, withParts } from '#web/lib/parts';

export function RecipientCard({ campaign }: { campaign: Campaign }) {
  const r = campaign.business ?? campaign.charity;
  if (!r) {
    return (
      <Card withBorder padding="lg">
        <Text c="dimmed">{m.recipient_none()}</Text>
      </Card>
    );
  }
  const place = [r.relativeLocation, r.city, r.region].filter(Boolean).join(', ');
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {withParts(m.recipient_for({ name: SLOT }), <span translate="no">{r.fullName}</span>)}
        </Title>
        {r.sector && <Text size="sm">{m.recipient_sector({ sector: sectorLabel(r.sector) })}</Text>}
        {r.website && (
          <Anchor href={r.website} target="_blank" rel="noopener noreferrer" size="sm">
            <IconWorld size={16} aria-hidden style={{ verticalAlign: 'middle', marginRight: 6 }} />
            {m.recipient_website()}
          </Anchor>
        )}
        <Text size="sm" translate="no">
          <IconMapPin size={16} aria-hidden style={{ verticalAlign: 'middle', marginRight: 6 }} />
          {place}
        </Text>
        {r.publicEmail && (
          <Anchor href={`mailto:${r.publicEmail}`} size="sm">
            <IconMail size={16} aria-hidden style={{ verticalAlign: 'middle', marginRight: 6 }} />
            {r.publicEmail}
          </Anchor>
        )}
        {r.publicPhoneNumber && (
          <Anchor href={`tel:${r.publicPhoneNumber}`} size="sm">
            <IconPhone size={16} aria-hidden style={{ verticalAlign: 'middle', marginRight: 6 }} />
            {r.publicPhoneNumber}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
