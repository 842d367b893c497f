import { queryOptions } from '@tanstack/react-query';
import type { AuthProviders, AuthTokens, MessageResponse, VerifyAccountAnswer } from '#contract/auth';
import { AUTH_ENDPOINTS } from '#contract/auth-paths';
import { contactOf } from '#contract/patterns';
import { api, refreshSession } from '#web/lib/http';
import { accessToken, canRefresh, hasTokens, isTokenValid, type Tokens } from '#web/lib/session';
import { markGoogleReturn } from './account-language';
import { m } from '#i18n/paraglide/messages.js';

export type IdentifierField = { email: string } | { phoneNumber: string };

/** The form's one "email or phone" field, as the API wants it. */
export const identifierField = (value: string): IdentifierField => contactOf(value);

/** Spec section 5: a sign-in answer without both tokens is an error. */
function tokensOf(body: unknown): Tokens {
  if (!hasTokens(body)) throw new Error(m.auth_invalid_response());
  return body;
}

export const signinFallback = () => m.auth_fallback_signin();
export const signupFallback = () => m.auth_fallback_signup();
export const verifyFallback = () => m.auth_fallback_verify();

export async function signIn(identifier: string, password: string) {
  const body = await api<AuthTokens>(AUTH_ENDPOINTS.signin, {
    method: 'POST',
    body: { ...identifierField(identifier), password },
    fallback: signinFallback(),
  });
  return tokensOf(body);
}

export type SignUpValues = {
  firstName: string;
  lastName: string;
  identifier: string;
  dateOfBirth: string;
  password: string;
  passwordConfirm: string;
};

export async function signUp({ identifier, ...rest }: SignUpValues) {
  return api<AuthTokens>(AUTH_ENDPOINTS.signup, {
    method: 'POST',
    body: { ...rest, ...identifierField(identifier) },
    fallback: signupFallback(),
  });
}

/** What verifying answers besides the tokens: an account taken over by proving its address has no password yet. */
export type Verified = Tokens & { setPasswordToken?: string };

export async function verifyAccount(identifier: string, code: string): Promise<Verified> {
  // The server tells the person who signed up from anyone else who has the code by the session
  // sent along (auth calls are never refreshed on a 401): a lapsed access token is renewed first.
  if (!isTokenValid(accessToken()) && canRefresh()) await refreshSession();
  const body = await api<VerifyAccountAnswer>(AUTH_ENDPOINTS.verify, {
    method: 'POST',
    body: { ...identifierField(identifier), verificationCode: code.trim() },
    fallback: verifyFallback(),
  });
  const { setPasswordToken } = body;
  return { ...tokensOf(body), ...(typeof setPasswordToken === 'string' ? { setPasswordToken } : {}) };
}

export const resendCode = (identifier: string) =>
  api<MessageResponse>(AUTH_ENDPOINTS.resend, {
    method: 'POST',
    body: identifierField(identifier),
    fallback: verifyFallback(),
  });

export const forgotPassword = (identifier: string) =>
  api<MessageResponse>(AUTH_ENDPOINTS.forgot, { method: 'POST', body: identifierField(identifier) });

export const resetPassword = (token: string, password: string, passwordConfirm: string) =>
  api<MessageResponse>(AUTH_ENDPOINTS.reset(encodeURIComponent(token)), {
    method: 'POST',
    body: { password, passwordConfirm },
  });

/** Which sign-in providers the server has configured; each provider's button shows only when it has it. */
export const providersQuery = () =>
  queryOptions({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => api<AuthProviders>(AUTH_ENDPOINTS.providers, { signal }),
    staleTime: 5 * 60_000,
  });

/**
 * A full-page visit: the server sends the browser to the provider, and on return sets the session
 * cookies and lands on `returnTo` (a path of ours; the server checks it) or on /.
 */
export const startProviderSignIn = (provider: 'google' | 'telegram', returnTo?: string) => {
  // Back from the provider, the app opens in the account's language if it has one (account-language.ts).
  markGoogleReturn();
  window.location.assign(`/api/auth/${provider}/login${returnTo ? `?${new URLSearchParams({ returnTo })}` : ''}`);
};
