import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '#web/lib/use-session';
import { PageLoader } from '#web/ui/PageLoader';

/** Spec: no valid token or inactive user → sign in; unverified → verify; else the page. */
export function ProtectedRoute() {
  const location = useLocation();
  const { signedIn, user, restoring } = useSession();
  if (restoring) return <PageLoader />;
  if (!signedIn || !user || user.isActive === false) {
    return <Navigate to="/auth/signin" replace state={{ from: location.pathname + location.search }} />;
  }
  if (user.isVerified === false) return <Navigate to="/auth/verify" replace />;
  return <Outlet />;
}
