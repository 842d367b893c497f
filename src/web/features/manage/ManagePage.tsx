import { Alert, Anchor, Badge, Button, Card, Center, Container, Grid, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatBr } from '../../../contract/money';
import { CampaignMain } from '../campaigns/CampaignDetailPage';
import { isAdmin } from '../review/is-admin';
import { ReviewerTools } from '../review/ReviewerTools';
import { EditCampaignForm } from './EditCampaignForm';
import { isOrganiser } from './is-organiser';
import { manageQuery, type ManageView } from './manage-api';
import { UpdatesManager } from './UpdatesManager';
import { WordsManager } from './WordsManager';
import { CampaignPayouts } from '../payouts/CampaignPayouts';

const STATUS_COLOUR: Record<string, string> = { ACTIVE: 'green', PENDING: 'yellow', REJECTED: 'red', SUSPENDED: 'orange', COMPLETED: 'gray' };

function Numbers({ v }: { v: ManageView }) {
  const stats = [
    ['Raised', formatBr(v.campaign.raisedAmount)],
    ['Goal', formatBr(v.campaign.goalAmount)],
    ['Donors', String(v.campaign._count.Donation)],
    ['Open reports', String(v.openReports)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {stats.map(([label, value]) => (
        <Paper key={label} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} fz="lg">
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Donors({ v }: { v: ManageView }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="manage-donors">
      <Title order={2} fz="lg" id="manage-donors">
        Donors to thank ({v.donors.length})
      </Title>
      {v.donors.length === 0 ? (
        <Text size="sm" c="dimmed">
          No donations yet.
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none', maxHeight: 360, overflowY: 'auto' }} tabIndex={0} aria-label="Donors">
          {v.donors.map((d) => (
            <Group key={d.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">{d.name}</Text>
              <Text size="sm" fw={700} c="birr.8">
                {formatBr(d.amount)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The campaign's money: balance, a payout request and the payouts asked for (features/payouts). */
function PayoutsSlot({ campaign }: { campaign: { id: string; title: string; status: string } }) {
  const paysOut = campaign.status === 'ACTIVE' || campaign.status === 'COMPLETED';
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="manage-payouts" data-slot="payouts">
      <Title order={2} fz="lg" id="manage-payouts" mb="sm">
        Balance and withdrawals
      </Title>
      {paysOut ? (
        <CampaignPayouts campaignId={campaign.id} title={campaign.title} />
      ) : (
        <Text size="sm" c="dimmed">
          {campaign.status === 'SUSPENDED'
            ? 'Payouts wait until the review of this campaign is done.'
            : 'Payouts open once the campaign is live.'}
        </Text>
      )}
    </Card>
  );
}

function Manage({ v }: { v: ManageView }) {
  const c = v.campaign;
  // A reviewer may open this page too: they see it, without the organiser's forms.
  const mine = isOrganiser(c.user.id);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            Your campaign
          </Text>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {c.title}
          </Title>
        </Stack>
        <Group gap="xs">
          <Badge color={STATUS_COLOUR[c.status] ?? 'gray'} variant="light" size="lg">
            {c.status}
          </Badge>
          {(c.status === 'ACTIVE' || c.status === 'COMPLETED') && (
            <Button component={Link} to={`/campaign/${c.id}`} variant="light" size="xs">
              View public page
            </Button>
          )}
        </Group>
      </Group>
      <Numbers v={v} />
      {c.status === 'PENDING' && (
        <Alert color="yellow" variant="light" title="Waiting for review">
          Below is your campaign exactly as the public will see it once a reviewer approves it.
        </Alert>
      )}
      {c.status === 'REJECTED' && (
        <Alert color="red" variant="light" title="Not approved">
          Reason: {v.rejectionReason || 'The reviewer gave no reason.'} Fix what the reviewer asked for below and resubmit; your saved details
          and files are kept.
        </Alert>
      )}
      {c.status === 'SUSPENDED' && (
        <Alert color="orange" variant="light" title="Suspended while under review">
          Reason: {v.suspendedReason}. The campaign is hidden and cannot take donations until a reviewer reinstates it.
        </Alert>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            {mine && c.status === 'ACTIVE' && <EditCampaignForm campaign={c} mode="edit" latestDeadline={v.latestDeadline} />}
            {mine && c.status === 'REJECTED' && <EditCampaignForm campaign={c} mode="resubmit" latestDeadline={v.latestDeadline} />}
            {(c.status === 'PENDING' || c.status === 'REJECTED') && (
              <Paper withBorder radius="lg" p="md" component="section" aria-label="Preview">
                <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb="sm">
                  Preview
                </Text>
                <CampaignMain campaign={c} preview />
              </Paper>
            )}
            <UpdatesManager campaignId={c.id} updates={v.updates.data} canPost={mine && (c.status === 'ACTIVE' || c.status === 'COMPLETED')} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xl">
            {isAdmin() && <ReviewerTools campaign={c} />}
            {mine && <PayoutsSlot campaign={c} />}
            <Donors v={v} />
            <WordsManager campaignId={c.id} words={v.words} />
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
          <Loader aria-label="Loading" />
        </Center>
      ) : error ? (
        <Stack align="center" ta="center" py={48}>
          <Title order={2}>This campaign could not be opened</Title>
          <Text c="dimmed">{error.message}</Text>
          <Anchor component={Link} to="/profile">
            Back to your profile
          </Anchor>
        </Stack>
      ) : (
        <Manage v={data} />
      )}
    </Container>
  );
}
