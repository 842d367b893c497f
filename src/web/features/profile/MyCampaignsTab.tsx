import { Anchor, Button, Card, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Me, MyCampaign } from '#contract/user';
import { day } from './format';
import { formatBirr2 } from '#contract/money';
import { LocalDrafts } from './LocalDrafts';
import { CampaignStatusBadge } from './StatusBadge';
import { CampaignPayouts } from '../payouts';
import { m } from '#i18n/paraglide/messages.js';

function CampaignRow({ c }: { c: MyCampaign }) {
  const [money, setMoney] = useState(false);
  const paysOut = c.status === 'ACTIVE' || c.status === 'COMPLETED';
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          {c.status === 'ACTIVE' ? (
            <Anchor component={Link} to={`/campaign/${c.id}`} fw={600} style={{ overflowWrap: 'anywhere' }} translate="no">
              {c.title}
            </Anchor>
          ) : (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} translate="no">
              {c.title}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {m.campaigns_goal_raised({ goal: formatBirr2(c.goalAmount), raised: formatBirr2(c.raisedAmount) })}
          </Text>
          <Text size="xs" c="dimmed">
            {m.campaigns_submitted({ date: day(c.createdAt) })}
          </Text>
          {c.status === 'REJECTED' && (
            <Text size="sm" c="red.8">
              {m.campaigns_reason()}{' '}
              {c.rejectionReason ? <span translate="no">{c.rejectionReason}</span> : m.campaigns_no_reason()}
            </Text>
          )}
          {c.status === 'PENDING' && (
            <Text size="xs" c="dimmed">
              {m.campaigns_pending_note()}
            </Text>
          )}
        </Stack>
        <Stack gap="xs" align="flex-end" style={{ flexShrink: 0 }}>
          <CampaignStatusBadge status={c.status} />
          <Anchor component={Link} to={`/campaign/${c.id}/${c.status === 'REJECTED' ? 'fix' : 'manage'}`} size="sm" fw={600}>
            {c.status === 'REJECTED' ? m.campaigns_fix() : c.status === 'PENDING' ? m.campaigns_preview() : m.campaigns_manage()}
          </Anchor>
        </Stack>
      </Group>
      {paysOut && (
        <>
          <Button variant="light" size="xs" mt="sm" onClick={() => setMoney((v) => !v)} aria-expanded={money}>
            {money ? m.campaigns_hide_money() : m.campaigns_show_money()}
          </Button>
          {money && (
            <Stack pt="sm">
              <CampaignPayouts campaignId={c.id} title={c.title} />
            </Stack>
          )}
        </>
      )}
    </Card>
  );
}

/** Spec: "My Campaigns", every status, newest first, in a list that scrolls at about 500 px. */
export function MyCampaignsTab({ me }: { me: Me }) {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {m.campaigns_heading()}
      </Title>
      <LocalDrafts ownerId={me.id} />
      {me.campaigns.length === 0 ? (
        <Text c="dimmed">{m.campaigns_none()}</Text>
      ) : (
        <ScrollArea.Autosize mah={500} type="auto" offsetScrollbars="present">
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {me.campaigns.map((c) => (
              <li key={c.id}>
                <CampaignRow c={c} />
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
