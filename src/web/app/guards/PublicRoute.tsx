import { Navigate, Outlet } from 'react-router';
import { useSession } from './use-session';

/** Spec: a signed-in, verified user has no business on the auth pages. */
export function PublicRoute() {
  const { signedIn, user } = useSession();
  if (signedIn && user?.isVerified) return <Navigate to="/" replace />;
  return <Outlet />;
}
