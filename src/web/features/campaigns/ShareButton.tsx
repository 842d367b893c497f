import { m } from '#i18n/paraglide/messages.js';
import { IconShare } from '#web/ui/icons';
import { Suspense } from 'react';
import { lazyMantine } from '#web/ui/lazy-mantine';
import ui from '#web/ui/ui.module.css';
import { useLazyDialog } from '#web/ui/use-lazy-dialog';

// The modal (and Mantine with it) loads on first use, not with the landing page.
const loadShareModal = () => import('./ShareModal').then((m) => m.ShareModal);
const ShareModal = lazyMantine(loadShareModal);

/**
 * `withText`: a labelled "Share" button (the phone's sticky bar) instead of the icon alone; `path`:
 * another page of the campaign to share (a team's), the campaign's own by default.
 */
type Props = { campaignId: string; title: string; size?: number; withText?: boolean; path?: string };

export function ShareButton({ campaignId, title, size = 36, withText = false, path }: Props) {
  const dialog = useLazyDialog();
  return (
    <>
      <button
        type="button"
        className={withText ? ui.button : ui.iconButton}
        data-variant="light"
        style={{ '--height': `${size}px` } as object}
        aria-label={withText ? undefined : m.card_share()}
        onPointerEnter={() => void loadShareModal()}
        onClick={dialog.open}
      >
        <IconShare size={withText ? 18 : Math.round(size / 2)} aria-hidden />
        {withText && m.card_share()}
      </button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <ShareModal opened={dialog.opened} onClose={dialog.close} onLeave={dialog.closeForLink} campaignId={campaignId} title={title} path={path} />
        </Suspense>
      )}
    </>
  );
}
