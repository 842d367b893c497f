import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone, IconWorld } from '@tabler/icons-react';
import type { Campaign } from '../../../contract/campaign';
import { sentenceCase } from '../../../contract/labels';

export function RecipientCard({ campaign }: { campaign: Campaign }) {
  const r = campaign.business ?? campaign.charity;
  if (!r) {
    return (
      <Card withBorder padding="lg">
        <Text c="dimmed">No recipient info available</Text>
      </Card>
    );
  }
  const place = [r.relativeLocation, r.city, r.region].filter(Boolean).join(', ');
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          This campaign is for {r.fullName}
        </Title>
        {r.sector && <Text size="sm">Sector: {sentenceCase(r.sector)}</Text>}
        {r.website && (
          <Anchor href={r.website} target="_blank" rel="noopener noreferrer" size="sm">
            <IconWorld size={16} aria-hidden style={{ verticalAlign: 'middle', marginRight: 6 }} />
            Visit Website
          </Anchor>
        )}
        <Text size="sm">
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
