import { useEffect, useState, useSyncExternalStore } from 'react';
import { useHydrated } from './hydrated';
import { refreshSession } from './api';
import { canRefresh, getSession, sessionVersion, subscribeSession, type Session } from './session';

const GUEST: Session = { signedIn: false, user: null };

/**
 * The current session, re-read whenever it changes. The access cookie lives 15 minutes; when it
 * has gone but the refresh token is still good, the session is renewed first (`restoring` until
 * then), so a returning user is not shown as signed out.
 */
export function useSession(): Session & { restoring: boolean } {
  useSyncExternalStore(subscribeSession, sessionVersion, sessionVersion);
  // The server renders public pages as a guest sees them; the session applies once hydrated.
  const hydrated = useHydrated();
  const session = hydrated ? getSession() : GUEST;
  const needsRefresh = hydrated && !session.signedIn && canRefresh();
  const [attempted, setAttempted] = useState(false);
  useEffect(() => {
    if (!needsRefresh || attempted) return;
    void refreshSession().finally(() => setAttempted(true));
  }, [needsRefresh, attempted]);
  return { ...session, restoring: needsRefresh && !attempted };
}
