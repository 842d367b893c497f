import { Badge } from '@mantine/core';

const CAMPAIGN_COLOURS: Record<string, string> = { PENDING: 'yellow', ACTIVE: 'green' };

/** Spec: the raw status text; PENDING yellow, ACTIVE green, anything else grey. */
export function CampaignStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={CAMPAIGN_COLOURS[status] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {status}
    </Badge>
  );
}

/** Spec: the lower-cased payment status; verified green, anything else red. */
export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={status === 'VERIFIED' ? 'green' : 'red'} variant="light" tt="none" style={{ flexShrink: 0 }}>
      {status.toLowerCase()}
    </Badge>
  );
}
