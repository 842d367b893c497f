import { Stack, Text } from '@mantine/core';
import { formatDate } from '#contract/dates';
import type { Withdrawal } from '#contract/payout';
import { m } from '#i18n/paraglide/messages.js';

/** A withdrawal's treasurers: how many approvals it has of those it needs, and who decided what, when. */
export function TreasurerDecisions({ w }: { w: Withdrawal }) {
  const t = w.treasurers;
  if (!t) return null;
  return (
    <Stack gap={0} data-testid="treasurer-decisions">
      <Text size="xs" fw={600}>
        {m.tr_decisions_count({ approvals: String(t.approvals), needed: String(t.needed) })}
      </Text>
      {t.decisions.map((d) => (
        <Text key={d.treasurerId} size="xs" c={d.approve ? 'green.9' : 'red.8'} style={{ overflowWrap: 'anywhere' }}>
          {d.approve
            ? m.tr_decision_approved_line({ name: d.name, date: formatDate(d.at) })
            : m.tr_decision_refused_line({ name: d.name, date: formatDate(d.at), reason: d.reason ?? '' })}
        </Text>
      ))}
    </Stack>
  );
}
