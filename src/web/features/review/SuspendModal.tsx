import type { QueryKey } from '@tanstack/react-query';
import { SUSPEND_REASON_MAX } from '#contract/live-campaign';
import { SuspendBody } from '#contract/reports';
import { ReasonModal } from '#web/ui/ReasonModal';
import { suspendCampaign } from './review-api';
import { m } from '#i18n/paraglide/messages.js';

/** Asks for the reason the organiser will be told, then suspends the campaign. */
export function SuspendModal(props: { campaign: { id: string; title: string }; opened: boolean; onClose: () => void; refresh: QueryKey }) {
  const { campaign } = props;
  return (
    <ReasonModal
      opened={props.opened}
      onClose={props.onClose}
      title={m.reviewer_suspend()}
      schema={SuspendBody}
      maxLength={SUSPEND_REASON_MAX}
      send={(reason) => suspendCampaign(campaign.id, reason)}
      told={(r) => `${r.message}: ${campaign.title}`}
      refresh={props.refresh}
    >
      <b translate="no">{campaign.title}</b> {m.reviewer_suspend_text()}
    </ReasonModal>
  );
}
