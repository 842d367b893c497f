import { m } from '../../../i18n/paraglide/messages.js';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/use-session';

/** Spec: no valid token or inactive user → sign in; unverified → verify; else the page. */
export function ProtectedRoute() {
  const location = useLocation();
  const { signedIn, user, restoring } = useSession();
  if (restoring) return <div style={{ minHeight: '60vh' }} aria-busy="true" aria-label={m.loading()} />;
  if (!signedIn || !user || user.isActive === false) {
    return <Navigate to="/auth/signin" replace state={{ from: location.pathname + location.search }} />;
  }
  if (user.isVerified === false) return <Navigate to="/auth/verify" replace />;
  return <Outlet />;
}
