import { Badge } from '@mantine/core';
import { m } from '#i18n/paraglide/messages.js';

const CAMPAIGN_COLOURS: Record<string, string> = { PENDING: 'yellow', ACTIVE: 'green' };

/** A campaign status in the page's language (English: the raw status, as the spec shows it). */
export const campaignStatusLabel = (status: string): string =>
  (
    ({
      PENDING: m.profile_status_pending,
      ACTIVE: m.profile_status_active,
      REJECTED: m.profile_status_rejected,
      COMPLETED: m.profile_status_completed,
      SUSPENDED: m.profile_status_suspended,
    }) as Record<string, (() => string) | undefined>
  )[status]?.() ?? status;

/** Spec: the raw status text; PENDING yellow, ACTIVE green, anything else grey. */
export function CampaignStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={CAMPAIGN_COLOURS[status] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {campaignStatusLabel(status)}
    </Badge>
  );
}

const paymentStatusLabel = (status: string): string =>
  (
    ({ PENDING: m.pay_status_pending, VERIFIED: m.pay_status_verified, FAILED: m.pay_status_failed }) as Record<
      string,
      (() => string) | undefined
    >
  )[status]?.() ?? status.toLowerCase();

/** Spec: the lower-cased payment status; verified green, anything else red. */
export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={status === 'VERIFIED' ? 'green' : 'red'} variant="light" tt="none" style={{ flexShrink: 0 }}>
      {paymentStatusLabel(status)}
    </Badge>
  );
}
