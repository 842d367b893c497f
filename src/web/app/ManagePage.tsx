import { Alert, Anchor, Badge, Button, Card, Center, Container, Grid, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatBr } from '#contract/money';
import { CampaignMain } from '../features/campaigns/CampaignDetailPage';
import { currentUserId, isAdmin } from '#web/lib/session';
import { ReviewerTools } from '../features/review/ReviewerTools';
import { EditCampaignForm } from '../features/manage/EditCampaignForm';
import { manageQuery, type ManageView } from '../features/manage/manage-api';
import { UpdatesManager } from '../features/manage/UpdatesManager';
import { PendingEditNotice } from '../features/manage/PendingEditNotice';
import { WordsManager } from '../features/manage/WordsManager';
import { ManageTeams } from '../features/manage/ManageTeams';
import { FollowerCount } from '../features/manage/FollowerCount';
import { DonorsToThank } from '../features/manage/DonorsToThank';
import { WhatWorks } from '../features/manage/WhatWorks';
import { CampaignPayouts } from '../features/payouts/CampaignPayouts';
import { TreasurersSection } from '../features/payouts/TreasurersSection';
import { campaignStatusLabel } from '../features/profile/StatusBadge';
import { Figure } from '#web/ui/Figure';
import { m } from '#i18n/paraglide/messages.js';

const STATUS_COLOUR: Record<string, string> = { ACTIVE: 'green', PENDING: 'yellow', REJECTED: 'red', SUSPENDED: 'orange', COMPLETED: 'gray' };

function Numbers({ v }: { v: ManageView }) {
  const stats = [
    [m.manage_raised(), formatBr(v.campaign.raisedAmount)],
    [m.manage_goal(), formatBr(v.campaign.goalAmount)],
    [m.manage_donors(), String(v.campaign._count.Donation)],
    [m.manage_open_reports(), String(v.openReports)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {stats.map(([label, value]) => (
        <Figure key={label} label={label} value={value} />
      ))}
    </SimpleGrid>
  );
}

/** The campaign's money: balance, a payout request and the payouts asked for (features/payouts). */
function PayoutsSlot({ campaign }: { campaign: { id: string; title: string; status: string } }) {
  const paysOut = campaign.status === 'ACTIVE' || campaign.status === 'COMPLETED';
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="manage-payouts" data-slot="payouts">
      <Title order={2} fz="lg" id="manage-payouts" mb="sm">
        {m.manage_balance_heading()}
      </Title>
      {paysOut ? (
        <CampaignPayouts campaignId={campaign.id} title={campaign.title} />
      ) : (
        <Text size="sm" c="dimmed">
          {campaign.status === 'SUSPENDED'
            ? m.manage_payouts_wait_review()
            : m.manage_payouts_when_live()}
        </Text>
      )}
    </Card>
  );
}

function Manage({ v }: { v: ManageView }) {
  const c = v.campaign;
  // A reviewer may open this page too: they see it, without the organiser's forms.
  const mine = currentUserId() === c.user.id;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {m.manage_your_campaign()}
          </Text>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }} translate="no">
            {c.title}
          </Title>
        </Stack>
        <Group gap="xs">
          <Badge color={STATUS_COLOUR[c.status] ?? 'gray'} variant="light" size="lg">
            {campaignStatusLabel(c.status)}
          </Badge>
          {(c.status === 'ACTIVE' || c.status === 'COMPLETED') && (
            <Button component={Link} to={`/campaign/${c.id}`} variant="light" size="xs">
              {m.manage_view_public()}
            </Button>
          )}
        </Group>
      </Group>
      <Numbers v={v} />
      {mine && <FollowerCount campaignId={c.id} />}
      {c.status === 'PENDING' && (
        <Alert color="yellow" variant="light" title={m.manage_waiting_title()}>
          {m.manage_waiting_text()}
        </Alert>
      )}
      {c.status === 'REJECTED' && (
        <Alert color="red" variant="light" title={m.manage_rejected_title()}>
          {m.manage_reason()} {v.rejectionReason ? <span translate="no">{v.rejectionReason}</span> : m.manage_no_reason()}{' '}
          {m.manage_rejected_text()}
        </Alert>
      )}
      {c.status === 'SUSPENDED' && (
        <Alert color="orange" variant="light" title={m.manage_suspended_title()}>
          {m.manage_reason()} <span translate="no">{v.suspendedReason}</span>. {m.manage_suspended_text()}
        </Alert>
      )}
      {v.pendingEdit && <PendingEditNotice edit={v.pendingEdit} />}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            {mine && c.status === 'ACTIVE' && <EditCampaignForm campaign={c} mode="edit" latestDeadline={v.latestDeadline} pendingEdit={v.pendingEdit} />}
            {mine && c.status === 'REJECTED' && <Button component={Link} to={`/campaign/${c.id}/fix`} w="fit-content">{m.fix_link()}</Button>}
            {(c.status === 'PENDING' || c.status === 'REJECTED') && (
              <Paper withBorder radius="lg" p="md" component="section" aria-label={m.manage_preview()}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb="sm">
                  {m.manage_preview()}
                </Text>
                <CampaignMain campaign={c} preview />
              </Paper>
            )}
            <UpdatesManager campaignId={c.id} updates={v.updates.data} canPost={mine && (c.status === 'ACTIVE' || c.status === 'COMPLETED')} />
            {c.status !== 'PENDING' && c.status !== 'REJECTED' && <WhatWorks campaignId={c.id} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xl">
            {isAdmin() && <ReviewerTools campaign={c} />}
            {mine && <PayoutsSlot campaign={c} />}
            {mine && <TreasurersSection campaignId={c.id} />}
            <DonorsToThank campaignId={c.id} />
            <WordsManager campaignId={c.id} words={v.words} />
            {(c.status === 'ACTIVE' || c.status === 'COMPLETED') && <ManageTeams campaignId={c.id} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /campaign/:id/manage: the organiser's page for one campaign (reviewers may look too). */
export function ManagePage() {
  const { id = '' } = useParams();
  const { data, isPending, error } = useQuery(manageQuery(id));
  return (
    <Container size="lg" py="xl">
      {isPending ? (
        <Center mih={240}>
          <Loader aria-label={m.manage_loading()} />
        </Center>
      ) : error ? (
        <Stack align="center" ta="center" py={48}>
          <Title order={2}>{m.manage_open_failed()}</Title>
          <Text c="dimmed">{error.message}</Text>
          <Anchor component={Link} to="/profile">
            {m.manage_back_profile()}
          </Anchor>
        </Stack>
      ) : (
        <Manage v={data} />
      )}
    </Container>
  );
}
