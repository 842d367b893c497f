import { Navigate, Outlet } from 'react-router';
import { getSession } from '../../lib/session';

/** Spec: a signed-in, verified user has no business on the auth pages. */
export function PublicRoute() {
  const { signedIn, user } = getSession();
  if (signedIn && user?.isVerified) return <Navigate to="/" replace />;
  return <Outlet />;
}
