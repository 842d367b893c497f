import { m } from '#i18n/paraglide/messages.js';
import { useLocation } from 'react-router';
import { useIsOffline } from '../lib/network';

/** The pages that show campaigns (from the saved cache when offline). */
const showsCampaigns = (path: string) => path === '/' || path === '/campaigns' || /^\/campaign\/[^/]+$/.test(path);

const style = {
  position: 'fixed',
  bottom: 0,
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
  const { pathname } = useLocation();
  if (!offline) return null;
  // Pinned to the bottom of the screen: on "/" the navigation bar overlays the top of the page.
  return (
    <p role="status" style={style}>
      {showsCampaigns(pathname) ? m.offline_saved_campaigns() : m.offline_action()}
    </p>
  );
}
