import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { focusManager, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Campaign } from '../../../contract/campaign';
import { formatBr } from '../../../contract/money';
import { CampaignProgress } from './CampaignProgress';
import { RecentDonations } from './RecentDonations';
import { ShareButton } from './ShareButton';

// The form (with its number input) loads on the first "Donate now", not with the page.
const DonationModal = lazy(() => import('../donations/DonationModal').then((m) => ({ default: m.DonationModal })));

export function DonationPanel({ campaign: c }: { campaign: Campaign }) {
  const [donateOpened, donate] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  // After a checkout has opened, coming back to this tab shows the campaign's numbers afresh.
  const [awaitingPayment, setAwaitingPayment] = useState(false);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!awaitingPayment) return;
    return focusManager.subscribe((focused) => {
      if (!focused) return;
      void queryClient.invalidateQueries({ queryKey: ['campaign', c.id] });
      void queryClient.invalidateQueries({ queryKey: ['donations', c.id] });
    });
  }, [awaitingPayment, queryClient, c.id]);
  const openDonation = () => {
    setWanted(true);
    donate.open();
  };

  return (
    <Card withBorder shadow="sm" padding="lg">
      <Stack>
        <Title order={2} fz="xl">
          Be A part of the change!
        </Title>
        <Text size="sm">
          <Text span fw={700} fz="lg" c="birr.8">
            {formatBr(c.raisedAmount)}
          </Text>{' '}
          of {formatBr(c.goalAmount)} goal
        </Text>
        <CampaignProgress raised={c.raisedAmount} goal={c.goalAmount} />
        <Group gap="xs" wrap="nowrap">
          <Button onClick={openDonation} fullWidth size="md">
            Donate now
          </Button>
          <ShareButton campaignId={c.id} title={c.title} size={42} />
        </Group>
        <RecentDonations campaignId={c.id} />
      </Stack>
      {wanted && (
        <Suspense fallback={null}>
          <DonationModal
            opened={donateOpened}
            onClose={donate.close}
            campaignId={c.id}
            campaignTitle={c.title}
            onCheckoutOpened={() => setAwaitingPayment(true)}
          />
        </Suspense>
      )}
    </Card>
  );
}
