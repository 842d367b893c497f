import { Alert, Anchor, Button, Card, Container, Group, Loader, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconCircleX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DonationReceipt } from '../../../contract/donation';
import { formatBr } from '../../../contract/money';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '../../lib/network';
import { receiptQuery } from './donation-api';

type Receipt = DonationReceipt['data'];

const LOOK = {
  VERIFIED: { color: 'birr', Icon: IconCircleCheck, title: 'Thank you for your donation!' },
  PENDING: { color: 'yellow', Icon: IconClockHour4, title: 'Thank you! Your payment is being confirmed' },
  FAILED: { color: 'red', Icon: IconCircleX, title: 'Your payment did not go through' },
} as const;

function Status({ r }: { r: Receipt }) {
  const campaign = (
    <Anchor component={Link} to={`/campaign/${r.campaign.id}`} fw={700}>
      {r.campaign.title}
    </Anchor>
  );
  const amount = <strong>{formatBr(r.amount)}</strong>;
  if (r.status === 'VERIFIED') {
    return (
      <Text>
        Your donation of {amount} to {campaign} is confirmed and already counts toward the goal.
      </Text>
    );
  }
  if (r.status === 'PENDING') {
    return (
      <Stack gap="xs">
        <Text>
          Your donation of {amount} to {campaign} is still being confirmed with the payment provider. It is not counted
          until the payment is confirmed.
        </Text>
        <Group gap="xs" c="dimmed">
          <Loader size="xs" />
          <Text size="sm">This page checks again by itself.</Text>
        </Group>
      </Stack>
    );
  }
  return (
    <Text>
      The payment of {amount} to {campaign} failed or was cancelled, so nothing was donated and nothing was counted.
    </Text>
  );
}

function ReceiptCard({ r }: { r: Receipt }) {
  const look = LOOK[r.status];
  return (
    <Card withBorder shadow="sm" radius="lg" padding="xl">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius={36} variant="light" color={look.color} aria-hidden>
          <look.Icon size={44} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {look.title}
        </Title>
        <Status r={r} />
        <Text size="sm" c="dimmed">
          Reference: <span style={{ wordBreak: 'break-all' }}>{r.txRef}</span>
        </Text>
        <Group justify="center">
          <Button component={Link} to={`/campaign/${r.campaign.id}`} variant={r.status === 'FAILED' ? 'filled' : 'light'}>
            {r.status === 'FAILED' ? 'Back to the campaign to try again' : 'Back to the campaign'}
          </Button>
          <Button component={Link} to="/campaigns" variant="subtle">
            See other campaigns
          </Button>
        </Group>
        {r.status === 'VERIFIED' && r.receiptPath && (
          <Anchor href={r.receiptPath} target="_blank" rel="noopener" size="sm">
            Printable receipt (also sent to your email)
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

/** Where the payment provider sends the donor back: /donation/thank-you?tx_ref=… */
export function ThankYouPage() {
  const [params] = useSearchParams();
  const txRef = params.get('tx_ref') ?? params.get('trx_ref') ?? '';
  const offline = useIsOffline();
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery({ ...receiptQuery(txRef), enabled: !!txRef });

  // Once settled, the campaign's numbers and Recent Donations are fetched afresh wherever they show.
  const status = data?.status;
  const campaignId = data?.campaign.id;
  useEffect(() => {
    if (!campaignId || status === 'PENDING') return;
    void queryClient.invalidateQueries({ queryKey: ['campaign', campaignId] });
    void queryClient.invalidateQueries({ queryKey: ['donations', campaignId] });
    void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
  }, [queryClient, campaignId, status]);

  return (
    <Container size="sm" py={{ base: 40, sm: 72 }}>
      {!txRef ? (
        <Alert color="red" title="No donation reference">
          This address does not name a donation.
        </Alert>
      ) : data ? (
        <ReceiptCard r={data} />
      ) : error ? (
        <Alert color="red" title="Could not look up your donation">
          {offline ? OFFLINE_ACTION_MESSAGE : error.message}
        </Alert>
      ) : isPending && offline ? (
        <Alert color="yellow" title={OFFLINE_ACTION_MESSAGE}>
          Your donation's status will show here once you are back online. Reference: {txRef}
        </Alert>
      ) : (
        <Skeleton h={320} radius="lg" aria-busy="true" aria-label="Loading your donation" />
      )}
    </Container>
  );
}
