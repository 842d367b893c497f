import { m } from '#i18n/paraglide/messages.js';
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { useIsOffline } from '../lib/network';
import { useBottomInset } from '../ui/bottom-inset';

/** The pages that show campaigns (from the saved cache when offline). */
const showsCampaigns = (path: string) => path === '/' || path === '/campaigns' || /^\/campaign\/[^/]+$/.test(path);

const style = {
  position: 'fixed',
  // Above the campaign page's Donate bar, never over it (../ui/bottom-inset.ts).
  bottom: 'var(--birr-donate-bar, 0px)',
  left: 0,
  right: 0,
  zIndex: 300,
  margin: 0,
  padding: '6px var(--mantine-spacing-md)',
  background: 'var(--mantine-color-yellow-1)',
  borderTop: '1px solid var(--mantine-color-yellow-3)',
  color: 'var(--mantine-color-yellow-9)',
  fontSize: 'var(--mantine-font-size-sm)',
  textAlign: 'center',
} as const;

/** Shown whenever the app cannot reach its server, whatever the browser claims (src/web/lib/network.ts). */
export function OfflineBanner() {
  const offline = useIsOffline();
  return offline ? <OfflineNotice /> : null;
}

function OfflineNotice() {
  const { pathname } = useLocation();
  const ref = useRef<HTMLParagraphElement>(null);
  useBottomInset(ref, 'offline-banner');
  // Pinned to the bottom of the screen: on "/" the navigation bar overlays the top of the page.
  return (
    <p ref={ref} role="status" style={style}>
      {showsCampaigns(pathname) ? m.offline_saved_campaigns() : m.offline_action()}
    </p>
  );
}
