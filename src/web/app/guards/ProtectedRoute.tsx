import { Navigate, Outlet, useLocation } from 'react-router';
import { getSession } from '../../lib/session';

/** Spec: no valid token or inactive user → sign in; unverified → verify; else the page. */
export function ProtectedRoute() {
  const location = useLocation();
  const { signedIn, user } = getSession();
  if (!signedIn || user?.isActive === false) {
    return <Navigate to="/auth/signin" replace state={{ from: location.pathname }} />;
  }
  if (user?.isVerified === false) return <Navigate to="/auth/verify" replace />;
  return <Outlet />;
}
