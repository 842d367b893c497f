import { m } from '#i18n/paraglide/messages.js';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Campaign } from '#contract/campaign';
import { formatDate } from '#contract/dates';
import { CampaignProgress } from './CampaignProgress';
import bar from './DonateBar.module.css';
import { RecentDonations } from './RecentDonations';
import { ShareButton } from './ShareButton';

type Props = { campaign: Campaign; ended: boolean; onDonate: () => void };

/** The desktop column's card (it stays in view while the story scrolls); on phones, after the story. */
export function DonationPanel({ campaign: c, ended, onDonate }: Props) {
  return (
    <Card withBorder shadow="sm" padding="lg">
      <Stack>
        <Title order={2} fz="xl">
          {ended ? m.panel_ended() : m.panel_be_part()}
        </Title>
        {ended && (
          <Text size="sm" c="dimmed">
            {m.panel_ended_text({ date: formatDate(c.deadline) })}
          </Text>
        )}
        <CampaignProgress raised={c.raisedAmount} goal={c.goalAmount} />
        {/* On phones the sticky bar holds these two, always in reach. */}
        <Group gap="xs" wrap="nowrap" className={bar.panelActions}>
          {!ended && (
            <Button onClick={onDonate} fullWidth size="md">
              {m.card_donate()}
            </Button>
          )}
          <ShareButton campaignId={c.id} title={c.title} size={42} withText={ended} />
        </Group>
        <RecentDonations campaignId={c.id} />
      </Stack>
    </Card>
  );
}
