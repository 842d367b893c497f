import { Badge } from '@mantine/core';
import type { WithdrawalStatus } from '#contract/payout';
import { m } from '#i18n/paraglide/messages.js';

const LOOK: Record<WithdrawalStatus, { color: string; label: () => string }> = {
  AWAITING_TREASURERS: { color: 'grape', label: m.tr_st_awaiting },
  REQUESTED: { color: 'yellow', label: m.payouts_st_requested },
  APPROVED: { color: 'blue', label: m.payouts_st_approved },
  HELD: { color: 'orange', label: m.payouts_st_held },
  PAID: { color: 'green', label: m.payouts_st_paid },
  FAILED: { color: 'red', label: m.payouts_st_failed },
  REJECTED: { color: 'gray', label: m.payouts_st_rejected },
};

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light" tt="none" style={{ flexShrink: 0 }}>
      {look.label()}
    </Badge>
  );
}
