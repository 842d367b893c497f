import { focusManager, useQueryClient } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import type { Campaign } from '#contract/campaign';
import { afterLoad } from '#web/ui/deferred';
import { useLazyDialog, type Opener } from '#web/ui/use-lazy-dialog';
import { DONATE_PARAM, donationFormLoaded, FULL_FORM_GRACE_MS, loadDonationForm } from './donation-form-loader';
import { PlainDonateDialog } from './PlainDonateDialog';

// The form (with Mantine) is not in the page's first code (the route's budget), and not fetched
// on the tap either: it is asked for once the page is usable and the browser idle (issue 43). If
// it has not arrived within a moment of a tap, the plain form (./PlainDonateDialog.tsx) opens instead.
const DonationModal = lazy(async () => ({ default: await loadDonationForm() }));

type Handle = { open?: (e?: Opener) => void };

/**
 * One donation form for the page, opened from the panel or the phone's sticky bar: `open()` and
 * the `modal` to render once. On a team page the gifts go through `teamId` (issue 44). Arriving
 * by a card's "Donate now" (`?donate=1`) opens it as soon as the page is hydrated.
 *
 * The form's state lives in `modal` (DonateHost), not in the page: opening it re-renders the form
 * alone, where re-rendering the whole campaign page cost a slow phone half a second on the tap.
 */
export function useDonate(c: Campaign, teamId?: string, ended = false) {
  const handle = useRef<Handle>({}).current;
  const queryClient = useQueryClient();
  return {
    open: (e?: Opener) => handle.open?.(e),
    modal: <DonateHost handle={handle} campaign={c} teamId={teamId} ended={ended} />,
    warm: () => void loadDonationForm(queryClient).catch(() => {}),
  };
}

function DonateHost({ handle, campaign: c, teamId, ended }: { handle: Handle; campaign: Campaign; teamId?: string; ended: boolean }) {
  // Plain state rather than Mantine's useDisclosure: this is on the first view of the page people share.
  const dialog = useLazyDialog();
  // Chosen at each opening: the plain form if the full one's code is not here within a moment
  // (team gifts, which the plain form cannot name, always wait for the full form). Once shown,
  // the plain form stays until closed: the full one arriving does not replace what is being typed.
  const [plain, setPlain] = useState(false);
  const grace = useRef<number | undefined>(undefined);
  const choose = (waitMs: number) => {
    window.clearTimeout(grace.current);
    setPlain(false);
    if (teamId || donationFormLoaded()) return;
    grace.current = window.setTimeout(() => setPlain(!donationFormLoaded()), waitMs);
  };
  useEffect(() => () => window.clearTimeout(grace.current), []);
  // After a checkout has opened, coming back to this tab shows the campaign's numbers afresh.
  const [awaitingPayment, setAwaitingPayment] = useState(false);
  const checkoutOpened = useRef(false);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!awaitingPayment) return;
    return focusManager.subscribe((focused) => {
      if (!focused) return;
      void queryClient.invalidateQueries({ queryKey: ['campaign', c.id] });
      void queryClient.invalidateQueries({ queryKey: ['donations', c.id] });
      // The donor's words of support appear as soon as they are back (issue 43).
      void queryClient.invalidateQueries({ queryKey: ['words', c.id] });
      if (teamId) void queryClient.invalidateQueries({ queryKey: ['team', c.id] });
    });
  }, [awaitingPayment, queryClient, c.id, teamId]);

  // Once its code is here, the form is drawn hidden, in pieces between the browser's other work
  // (a transition): a tap then only shows it, where drawing it took most of a second on a slow phone.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (ended) return;
    void afterLoad()
      .then(() => loadDonationForm(queryClient))
      .then(
        () => startTransition(() => setDrawn(true)),
        () => {},
      );
  }, [ended, queryClient]);

  const { open } = dialog;
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    const url = new URL(window.location.href);
    if (!url.searchParams.has(DONATE_PARAM)) return;
    // The page's own entry loses the parameter (a reload or a copied address shows the page), and
    // the form's entry goes on top of it: Back closes the form, then leaves the page.
    url.searchParams.delete(DONATE_PARAM);
    window.history.replaceState(window.history.state, '', url);
    if (!ended) {
      choose(FULL_FORM_GRACE_MS.arrival);
      open();
    }
    // Once, on arrival: `choose` is this render's and reads nothing that changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended, open]);

  const modal = (
    <>
      {plain && dialog.opened && <PlainDonateDialog campaign={c} onClose={dialog.close} />}
      {(dialog.mounted || drawn) && (
        <Suspense fallback={null}>
          <DonationModal
            opened={dialog.opened && !plain}
            keepMounted
            onClose={() => (checkoutOpened.current ? dialog.closeForNavigation() : dialog.close())}
            campaignId={c.id}
            campaignTitle={c.title}
            onCheckoutOpened={() => {
              checkoutOpened.current = true;
              setAwaitingPayment(true);
            }}
            teamId={teamId}
          />
        </Suspense>
      )}
    </>
  );
  handle.open = (e) => {
    checkoutOpened.current = false;
    choose(FULL_FORM_GRACE_MS.tap);
    open(e);
  };
  return modal;
}
