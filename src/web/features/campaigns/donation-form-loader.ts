import type { QueryClient } from '@tanstack/react-query';
import type { ComponentProps, ComponentType } from 'react';
import { inMantine } from '#web/ui/lazy-mantine';
import type { DonationModal } from '../donations';

/** `/campaign/:id?donate=1`: the campaign with its donation form open (a card's "Donate now"). */
export const DONATE_PARAM = 'donate';

type Form = ComponentType<ComponentProps<typeof DonationModal>>;
let loading: Promise<Form> | null = null;

/**
 * The donation form's code (and Mantine's), loaded once; with `queryClient`, also what the form
 * asks the server first (the fee, the fields the provider needs), so it opens complete.
 */
export function loadDonationForm(queryClient?: QueryClient): Promise<Form> {
  loading ??= inMantine(() => import('../donations').then((d) => d.DonationModal)).catch((error: unknown) => {
    loading = null; // offline: the next try fetches it again
    throw error;
  });
  if (queryClient) void import('../donations').then((d) => queryClient.prefetchQuery(d.donationOptionsQuery), () => {});
  return loading;
}
