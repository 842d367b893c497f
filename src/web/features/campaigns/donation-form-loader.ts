import type { QueryClient } from '@tanstack/react-query';
import type { ComponentProps, ComponentType } from 'react';
import { inMantine } from '#web/ui/lazy-mantine';
import type { DonationModal } from '../donations';

/** `/campaign/:id?donate=1`: the campaign with its donation form open (a card's "Donate now"). */
export const DONATE_PARAM = 'donate';

type Form = ComponentType<ComponentProps<typeof DonationModal>>;
let loading: Promise<Form> | null = null;
let loaded = false;

/** Whether the form's code is here: a tap before then opens the plain form (./PlainDonateDialog.tsx). */
export const donationFormLoaded = () => loaded;

/**
 * How long an opening waits for the full form's code before showing the plain form instead: a
 * tap (its pressed state shows meanwhile), or an arrival by a card's "Donate now" (whose code was
 * asked for at that tap). On a fast line the full form arrives within these; on a slow one the
 * donor types into the plain form rather than waiting (issue 43: the form within a second).
 */
export const FULL_FORM_GRACE_MS = { tap: 400, arrival: 900 } as const;

/**
 * The donation form's code (and Mantine's), loaded once; with `queryClient`, also what the form
 * asks the server first (the fee, the fields the provider needs), so it opens complete.
 */
export function loadDonationForm(queryClient?: QueryClient): Promise<Form> {
  loading ??= inMantine(() => import('../donations').then((d) => d.DonationModal))
    .then((form) => {
      loaded = true;
      // A mark a browser test waits on before tapping Donate (the full form is what it tests).
      document.documentElement.dataset.donateForm = 'ready';
      return form;
    })
    .catch((error: unknown) => {
      loading = null; // offline: the next try fetches it again
      throw error;
    });
  if (queryClient) void import('../donations').then((d) => queryClient.prefetchQuery(d.donationOptionsQuery), () => {});
  return loading;
}
