import { Button, Text } from '@mantine/core';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBr } from '#contract/money';
import { REFUND_REASON_MAX, RefundBody } from '#contract/refunds';
import { ReasonModal } from '#web/ui/ReasonModal';
import { m } from '#i18n/paraglide/messages.js';
import { refundCampaign, refundPreviewQuery } from './refund-api';

/** The preview, once the dialog is open: how much can go back, and how much was paid out already. */
function Preview({ campaignId }: { campaignId: string }) {
  const { data } = useQuery(refundPreviewQuery(campaignId));
  if (!data) return null;
  if (data.refundableCount === 0) return <Text component="span" display="block" size="sm">{m.review_refund_nothing()}</Text>;
  return (
    <>
      <Text component="span" display="block" size="sm" fw={600}>
        {m.review_refund_preview({ amount: formatBr(data.refundable), count: data.refundableCount })}
      </Text>
      {data.paidOut > 0 && <Text component="span" display="block" size="sm">{m.review_refund_paid_out({ amount: formatBr(data.paidOut) })}</Text>}
    </>
  );
}

/**
 * "Refund" on a suspended campaign (issue 42): every gift not yet paid out goes back to its donor,
 * through the payment provider; the reason is shown to the donors and on the public ledger.
 */
export function RefundCampaign({ campaign, refresh }: { campaign: { id: string; title: string }; refresh: QueryKey }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="red" variant="light" size="xs" onClick={() => setOpen(true)}>
        {m.review_refund()}
      </Button>
      {open && (
        <ReasonModal
          opened={open}
          onClose={() => setOpen(false)}
          title={m.review_refund_title()}
          schema={RefundBody}
          maxLength={REFUND_REASON_MAX}
          send={(reason) => refundCampaign(campaign.id, reason)}
          told={(r) => `${r.message}: ${campaign.title}`}
          refresh={refresh}
        >
          <b translate="no">{campaign.title}</b>
          <Preview campaignId={campaign.id} />
          <Text component="span" display="block" size="xs" c="dimmed">
            {m.refund_reason_label()}
          </Text>
        </ReasonModal>
      )}
    </>
  );
}
