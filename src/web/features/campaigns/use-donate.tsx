import { focusManager, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import type { Campaign } from '#contract/campaign';
import { lazyMantine } from '#web/ui/lazy-mantine';
import { useLazyDialog } from '#web/ui/use-lazy-dialog';

// The form (with its number input, and Mantine) loads on the first "Donate now", not with the page.
const DonationModal = lazyMantine(() => import('../donations').then((m) => m.DonationModal));

/**
 * One donation form for the page, opened from the panel or the phone's sticky bar: `open()` and
 * the `modal` to render once. On a team page the gifts go through `teamId` (issue 44).
 */
export function useDonate(c: Campaign, teamId?: string) {
  // Plain state rather than Mantine's useDisclosure: this hook is on the first view of the page people share.
  const dialog = useLazyDialog();
  // After a checkout has opened, coming back to this tab shows the campaign's numbers afresh.
  const [awaitingPayment, setAwaitingPayment] = useState(false);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!awaitingPayment) return;
    return focusManager.subscribe((focused) => {
      if (!focused) return;
      void queryClient.invalidateQueries({ queryKey: ['campaign', c.id] });
      void queryClient.invalidateQueries({ queryKey: ['donations', c.id] });
      if (teamId) void queryClient.invalidateQueries({ queryKey: ['team', c.id] });
    });
  }, [awaitingPayment, queryClient, c.id, teamId]);

  const modal = dialog.mounted && (
    <Suspense fallback={null}>
      <DonationModal
        opened={dialog.opened}
        onClose={dialog.close}
        campaignId={c.id}
        campaignTitle={c.title}
        onCheckoutOpened={() => setAwaitingPayment(true)}
        teamId={teamId}
      />
    </Suspense>
  );
  return { open: dialog.open, modal };
}
