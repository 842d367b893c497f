import { EncryptJWT, jwtDecrypt, type JWTPayload } from 'jose';
import * as oidc from 'openid-client';
import type { Deps } from '#server/deps';

/** How long an attempt at a provider (Google sign-in, Fayda verification) may take. */
export const STATE_TTL_SECONDS = 10 * 60;

/**
 * An attempt's secrets (state, nonce, PKCE verifier…) encrypted with the state key, for the
 * browser to carry to the provider and back in a cookie: the server keeps nothing meanwhile.
 */
export async function sealLoginState(ctx: Pick<Deps, 'keys' | 'now'>, attempt: JWTPayload): Promise<string> {
  const now = Math.floor(ctx.now().getTime() / 1000);
  return new EncryptJWT(attempt)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(now)
    .setExpirationTime(now + STATE_TTL_SECONDS)
    .encrypt(ctx.keys.state);
}

/** The attempt sealLoginState made, or null: no cookie, a forged one, another key's, or too old. */
export async function openLoginState<T extends JWTPayload>(ctx: Pick<Deps, 'keys' | 'now'>, cookie: string | undefined): Promise<T | null> {
  if (!cookie) return null;
  try {
    return (await jwtDecrypt<T>(cookie, ctx.keys.state, { currentDate: ctx.now() })).payload;
  } catch {
    return null;
  }
}

/**
 * The callback's code exchanged at the provider, checked against the attempt: its state, its PKCE
 * verifier, and the nonce in the ID token (which must come).
 */
export function exchangeCode(
  config: oidc.Configuration,
  redirectUri: string,
  search: string,
  attempt: { state: string; nonce: string; verifier: string },
) {
  const current = new URL(redirectUri);
  current.search = search;
  return oidc.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: attempt.verifier,
    expectedState: attempt.state,
    expectedNonce: attempt.nonce,
    idTokenExpected: true,
  });
}
