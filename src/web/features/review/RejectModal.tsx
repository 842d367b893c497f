import type { ComponentProps } from 'react';
import { REJECT_REASON_MAX, RejectBody } from '#contract/review';
import { ReasonModal } from '#web/ui/ReasonModal';

type Props = Omit<ComponentProps<typeof ReasonModal<{ message: string }>>, 'schema' | 'maxLength' | 'refresh'>;

/** Rejecting what waits in the review queue (a campaign, a change to one): the organiser is told the reason. */
export function RejectModal(props: Props) {
  return <ReasonModal {...props} schema={RejectBody} maxLength={REJECT_REASON_MAX} refresh={['review']} />;
}
