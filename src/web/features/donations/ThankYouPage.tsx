import { m } from '#i18n/paraglide/messages.js';
import { Alert, Anchor, Button, Card, Container, Group, Loader, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconCircleX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DonationReceipt } from '#contract/donation';
import { formatBr } from '#contract/money';
import { offlineMessage, useIsOffline } from '#web/lib/network';
import { rich, SLOT, withParts } from '#web/lib/parts';
import { receiptQuery } from './donation-api';
import { AfterGivingShare } from './AfterGivingShare';
import { PaidAbroadLine } from './PaidAbroadLine';
import { useInstallMoment } from '#web/lib/install-moment';

type Receipt = DonationReceipt['data'];

const LOOK = {
  VERIFIED: { color: 'birr', Icon: IconCircleCheck, title: () => m.thanks_verified_title() },
  PENDING: { color: 'yellow', Icon: IconClockHour4, title: () => m.thanks_pending_title() },
  FAILED: { color: 'red', Icon: IconCircleX, title: () => m.thanks_failed_title() },
  REFUNDED: { color: 'gray', Icon: IconCircleCheck, title: () => m.thanks_refunded_title() },
} as const;

/** Exactly how much of the payment reaches the cause, and the fee (which the donor may have added on top). */
function ToCampaign({ r }: { r: Receipt }) {
  const words = { net: formatBr(r.toCampaign), fee: formatBr(r.fee) };
  return <Text size="sm">{r.feeCovered ? m.thanks_to_campaign_covered(words) : m.thanks_to_campaign(words)}</Text>;
}

function Status({ r }: { r: Receipt }) {
  const campaign = (
    <Anchor component={Link} to={`/campaign/${r.campaign.id}`} fw={700} translate="no">
      {r.campaign.title}
    </Anchor>
  );
  const amount = <strong>{formatBr(r.amount)}</strong>;
  if (r.status === 'VERIFIED') {
    return (
      <Stack gap="xs">
        <Text>
          {rich((i) => m.thanks_verified(i), { amount, campaign })}
        </Text>
        <ToCampaign r={r} />
        <PaidAbroadLine paid={r.paidAbroad} />
      </Stack>
    );
  }
  if (r.status === 'PENDING') {
    return (
      <Stack gap="xs">
        <Text>
          {rich((i) => m.thanks_pending(i), { amount, campaign })}
        </Text>
        <ToCampaign r={r} />
        <PaidAbroadLine paid={r.paidAbroad} />
        <Group gap="xs" c="dimmed">
          <Loader size="xs" />
          <Text size="sm">{m.thanks_checks_again()}</Text>
        </Group>
      </Stack>
    );
  }
  if (r.status === 'REFUNDED') return <Text>{m.thanks_refunded_text()}</Text>;
  return (
    <Text>
      {rich((i) => m.thanks_failed(i), { amount, campaign })}
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
          {look.title()}
        </Title>
        <Status r={r} />
        <Text size="sm" c="dimmed">
          {withParts(m.thanks_reference({ ref: SLOT }), <span style={{ wordBreak: 'break-all' }}>{r.txRef}</span>)}
        </Text>
        <Group justify="center">
          <Button component={Link} to={`/campaign/${r.campaign.id}`} variant={r.status === 'FAILED' ? 'filled' : 'light'}>
            {r.status === 'FAILED' ? m.thanks_back_retry() : m.thanks_back()}
          </Button>
          <Button component={Link} to="/campaigns" variant="subtle">
            {m.thanks_others()}
          </Button>
        </Group>
        {r.status === 'VERIFIED' && r.receiptPath && (
          <Anchor href={r.receiptPath} target="_blank" rel="noopener" size="sm">
            {/* "Also sent to your email" only when it was (issue 43). */}
            {r.receiptEmailed ? m.thanks_receipt() : m.thanks_receipt_print()}
          </Anchor>
        )}
        {r.status === 'VERIFIED' && <AfterGivingShare campaignId={r.campaign.id} title={r.campaign.title} words={r.words} />}
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
  // A confirmed gift is when the app may offer to be installed (issue 43).
  useInstallMoment(status === 'VERIFIED');
  useEffect(() => {
    if (!campaignId || status === 'PENDING') return;
    void queryClient.invalidateQueries({ queryKey: ['campaign', campaignId] });
    void queryClient.invalidateQueries({ queryKey: ['donations', campaignId] });
    // The donor's words of support show as soon as they are back on the campaign's page.
    void queryClient.invalidateQueries({ queryKey: ['words', campaignId] });
    void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
  }, [queryClient, campaignId, status]);

  return (
    <Container size="sm" py={{ base: 40, sm: 72 }}>
      {!txRef ? (
        <Alert color="red" title={m.thanks_no_ref_title()}>
          {m.thanks_no_ref()}
        </Alert>
      ) : data ? (
        <ReceiptCard r={data} />
      ) : error ? (
        <Alert color="red" title={m.thanks_lookup_failed()}>
          {offline ? offlineMessage() : error.message}
        </Alert>
      ) : isPending && offline ? (
        <Alert color="yellow" title={offlineMessage()}>
          {m.thanks_offline({ ref: txRef })}
        </Alert>
      ) : (
        <Skeleton h={320} radius="lg" aria-busy="true" aria-label={m.thanks_loading()} />
      )}
    </Container>
  );
}
