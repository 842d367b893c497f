import { redirect } from 'react-router';
import { hasTokens, startSession } from '../../lib/session';
import { SIGNIN_FALLBACK } from './auth-api';
import { toastError, toastSuccess } from './auth-toast';

/**
 * /auth/google/complete#access_token=…&refresh_token=…: the end of the Google round trip. A loader
 * rather than an effect, so it runs exactly once; the tokens leave the address bar straight away.
 */
export function googleCompleteLoader() {
  const params = new URLSearchParams(window.location.hash.slice(1));
  window.history.replaceState(window.history.state, '', window.location.pathname);
  const tokens = { access_token: params.get('access_token'), refresh_token: params.get('refresh_token') };
  try {
    if (!hasTokens(tokens)) throw new Error(SIGNIN_FALLBACK);
    startSession(tokens);
  } catch (err) {
    toastError(err instanceof Error ? err.message : SIGNIN_FALLBACK);
    return redirect('/auth/signin');
  }
  toastSuccess('Signed in successfully!');
  return redirect('/');
}
