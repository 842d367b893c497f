import { Navigate } from 'react-router';

/**
 * /auth/google/complete: where Google sign-ins used to end, with the tokens in the fragment. The
 * server now sets the session cookies itself and sends the browser to / (or where the user
 * started); an old bookmark or a stale tab arriving here just goes home, the fragment dropped.
 */
export function GoogleComplete() {
  if (typeof window !== 'undefined' && window.location.hash) {
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
  return <Navigate to="/" replace />;
}
