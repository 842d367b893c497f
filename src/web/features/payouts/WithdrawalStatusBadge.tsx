import { Badge } from '@mantine/core';
import type { WithdrawalStatus } from '../../../contract/payout';

const LOOK: Record<WithdrawalStatus, { color: string; label: string }> = {
  REQUESTED: { color: 'yellow', label: 'Waiting for review' },
  APPROVED: { color: 'blue', label: 'Being sent' },
  PAID: { color: 'green', label: 'Paid' },
  FAILED: { color: 'red', label: 'Failed' },
  REJECTED: { color: 'gray', label: 'Not approved' },
};

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light" tt="none" style={{ flexShrink: 0 }}>
      {look.label}
    </Badge>
  );
}
