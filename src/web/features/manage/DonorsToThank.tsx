import { m } from '#i18n/paraglide/messages.js';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBirr2, formatBr } from '#contract/money';
import type { DonorToThank } from '#contract/relay';
import { donorsToThankQuery } from './thanks-api';
import { ThankModal, type ThankTarget } from './ThankModal';

/** What a gift's row offers: Thank, or why not (thanked, anonymous, no address). */
function RowAction({ d, canThank, onThank }: { d: DonorToThank; canThank: boolean; onThank: () => void }) {
  if (d.thankedAt) return <Badge color="teal" variant="light">{m.thank_done()}</Badge>;
  if (d.skip) return <Text size="xs" c="dimmed">{d.skip === 'anonymous' ? m.thank_anonymous() : m.thank_no_address()}</Text>;
  if (!canThank) return null;
  return (
    <Button size="compact-xs" variant="light" onClick={onThank}>
      {m.thank_button()}
    </Button>
  );
}

/**
 * "Donors to thank" on the campaign's management page: each gift with a way to thank its donor,
 * and one thank-you to everyone not yet thanked. The organiser sends; treasurers and reviewers see.
 */
export function DonorsToThank({ campaignId }: { campaignId: string }) {
  const { data } = useQuery(donorsToThankQuery(campaignId));
  const [target, setTarget] = useState<ThankTarget | null>(null);
  const donors = data?.donors ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="manage-donors">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="lg" id="manage-donors">
          {m.manage_donors_heading({ count: data?.toThank ?? 0 })}
        </Title>
        {data?.canThank && data.toThank > 0 && (
          <Button size="xs" onClick={() => setTarget({ all: true, count: data.toThank, skipped: data.anonymous + data.unreachable })}>
            {m.thank_all_button({ count: data.toThank })}
          </Button>
        )}
      </Group>
      {data && donors.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m.manage_no_donations()}
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none', maxHeight: 360, overflowY: 'auto' }} tabIndex={0} aria-label={m.manage_donors()}>
          {donors.map((d) => (
            <Group key={d.donationId} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" translate="no">
                  {d.name}
                </Text>
                <Text size="sm" fw={700} c="birr.8">
                  {formatBr(d.amount)}
                </Text>
                {d.paidIn && (
                  <Text size="xs" c="dimmed">
                    {m.manage_paid_in({ amount: formatBirr2(d.paidIn.amount), currency: d.paidIn.currency })}
                  </Text>
                )}
              </Stack>
              <RowAction d={d} canThank={!!data?.canThank} onThank={() => setTarget({ donationId: d.donationId, name: d.name })} />
            </Group>
          ))}
        </Stack>
      )}
      {target && <ThankModal campaignId={campaignId} target={target} onClose={() => setTarget(null)} />}
    </Stack>
  );
}
