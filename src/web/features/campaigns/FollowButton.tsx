import { m } from '#i18n/paraglide/messages.js';
import { Suspense, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FOLLOW_ENDPOINTS } from '#contract/follow-paths';
import type { FollowState } from '#contract/follows';
import { api } from '#web/lib/api';
import { useSession } from '#web/lib/use-session';
import { lazyMantine } from '#web/ui/lazy-mantine';
import ui from '#web/ui/ui.module.css';
import { useLazyDialog } from '#web/ui/use-lazy-dialog';
import { pushPermission } from '#web/lib/push';
import { PushOffer } from './PushOffer';
import css from './CampaignDetail.module.css';

// A guest's form (email or phone, then the code) loads on first use, with Mantine.
const loadFollowModal = () => import('./FollowModal').then((mod) => mod.FollowModal);
const FollowModal = lazyMantine(loadFollowModal);

/** Whether the signed-in user follows: theirs alone, never written to the device ('me'). */
const followKey = (campaignId: string) => ['me', 'follow', campaignId] as const;

/**
 * "Follow" on the campaign page: a signed-in person follows in one tap (and can unfollow here);
 * a guest gets a small form and confirms a code. Anyone can stop from any message's link.
 */
export function FollowButton({ campaignId, title }: { campaignId: string; title: string }) {
  const { signedIn } = useSession();
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: followKey(campaignId),
    queryFn: ({ signal }) => api<FollowState>(FOLLOW_ENDPOINTS.follow(campaignId), { signal }),
    enabled: signedIn,
  });
  const toggle = useMutation({
    mutationFn: (follow: boolean) =>
      api<FollowState>(FOLLOW_ENDPOINTS.follow(campaignId), { method: follow ? 'POST' : 'DELETE', ...(follow ? { body: {} } : {}), fallback: m.follow_failed() }),
    onSuccess: (data) => {
      queryClient.setQueryData(followKey(campaignId), { following: data.following });
      // Having chosen to follow, a person may want it on this device too (asked only now).
      const permission = pushPermission();
      setOfferPush(data.following && permission !== 'denied' && permission !== 'unsupported');
      void queryClient.invalidateQueries({ queryKey: ['me', 'follows'] });
    },
  });
  const [guestFollowing, setGuestFollowing] = useState(false);
  const [offerPush, setOfferPush] = useState(false);
  const dialog = useLazyDialog();
  const following = signedIn ? Boolean(state.data?.following) : guestFollowing;

  if (following) {
    return (
      <div className={ui.row} style={{ '--gap': 'var(--mantine-spacing-xs)' } as object}>
        <span className={`${ui.text} ${ui.sm}`} role="status">
          ✓ {m.follow_following_button()}
        </span>
        {signedIn && (
          <button type="button" className={css.reportLink} onClick={() => toggle.mutate(false)} disabled={toggle.isPending}>
            {m.follow_unfollow()}
          </button>
        )}
        {offerPush && <PushOffer onDone={() => setOfferPush(false)} />}
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        className={ui.button}
        data-variant="light"
        data-full
        aria-busy={toggle.isPending || undefined}
        disabled={toggle.isPending}
        onPointerEnter={signedIn ? undefined : () => void loadFollowModal()}
        onClick={signedIn ? () => toggle.mutate(true) : dialog.open}
      >
        {m.follow_button()}
      </button>
      {toggle.error && (
        <p className={`${ui.text} ${ui.sm}`} role="alert">
          {toggle.error.message}
        </p>
      )}
      {dialog.mounted && (
        <Suspense fallback={null}>
          <FollowModal
            opened={dialog.opened}
            onClose={dialog.close}
            campaignId={campaignId}
            title={title}
            onFollowing={() => setGuestFollowing(true)}
          />
        </Suspense>
      )}
    </>
  );
}
