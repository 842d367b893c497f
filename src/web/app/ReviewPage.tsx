import { Container, Tabs } from '@mantine/core';
import { ReviewQueue } from '../features/review/ReviewQueue';
import { PayoutQueue } from '../features/payouts/PayoutQueue';
import { ReportsPanel } from '../features/review/ReportsPanel';
import { EditsPanel } from '../features/review/EditsPanel';
import { m } from '#i18n/paraglide/messages.js';

const TABS = [
  { value: 'queue', label: m.reviewer_tab_pending, Panel: ReviewQueue },
  { value: 'edits', label: m.reviewer_tab_edits, Panel: EditsPanel },
  { value: 'payouts', label: m.reviewer_tab_payouts, Panel: PayoutQueue },
  { value: 'reports', label: m.reviewer_tab_reports, Panel: ReportsPanel },
];

/**
 * /admin/review: campaigns waiting for a decision, changes to campaigns with donations, payout
 * requests (each a queue, oldest first), and reported campaigns.
 */
export function ReviewPage() {
  return (
    <Tabs defaultValue="queue" keepMounted={false}>
      <Container size="md" px="md" pt="md">
        <Tabs.List>
          {TABS.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {label()}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Container>
      {TABS.map(({ value, Panel }) => (
        <Tabs.Panel key={value} value={value}>
          <Container size="md" px="md" py="lg">
            <Panel />
          </Container>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
