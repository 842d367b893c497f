import { Navigate, Outlet, useLocation } from 'react-router';
import { returnPath } from '#web/lib/return-path';
import { useSession } from '#web/lib/use-session';

/**
 * Spec: a signed-in, verified user has no business on the auth pages: back to the page that sent
 * them to sign in (ProtectedRoute's state.from), else home.
 */
export function PublicRoute() {
  const { signedIn, user } = useSession();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  if (signedIn && user?.isVerified) return <Navigate to={returnPath(from)} replace />;
  return <Outlet />;
}
