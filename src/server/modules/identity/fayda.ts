// Fayda (Ethiopia's national ID) through eSignet: standard OpenID Connect, spoken by openid-client
// as Google sign-in is (../auth/google.ts). eSignet takes only private_key_jwt at its token
// endpoint, requires PKCE, and answers its userinfo endpoint with a signed JWT (JWS); the names
// come from a `claims` request with `claims_locales`, each language's as `name#<tag>`.
import { createHash } from 'node:crypto';
import { importJWK } from 'jose';
import * as oidc from 'openid-client';
import type { FaydaConfig, PrivateJwk } from '#server/config';
import type { Deps } from '#server/deps';
import { httpError } from '#server/http/errors';
import { exchangeCode, openLoginState, sealLoginState } from '../auth/login-state';
import { m } from '#i18n/paraglide/messages.js';

export const FAYDA_STATE_COOKIE = 'birr_fayda';

/** What eSignet is asked for: the name in English and Amharic; the rest is asked for and never kept. */
export const FAYDA_CLAIMS = {
  userinfo: {
    name: { essential: true },
    birthdate: { essential: false },
    phone_number: { essential: false },
    picture: { essential: false },
  },
  id_token: {},
} as const;
export const FAYDA_CLAIMS_LOCALES = 'en am';

/** The algorithm a private JWK signs with: its own `alg`, else the usual one for its kind. */
function signingAlg(jwk: PrivateJwk): string {
  if (jwk.alg) return jwk.alg;
  if (jwk.kty === 'RSA') return 'RS256';
  return ({ 'P-256': 'ES256', 'P-384': 'ES384', 'P-521': 'ES512' } as Record<string, string>)[String(jwk.crv)] ?? 'ES256';
}

/** Discovery is done once per issuer, client and key; a failed one is retried on the next attempt. */
const discovered = new Map<string, Promise<oidc.Configuration>>();
function configurationFor(f: FaydaConfig): Promise<oidc.Configuration> {
  const key = `${f.issuer}\n${f.clientId}\n${createHash('sha256').update(JSON.stringify(f.privateKey)).digest('hex')}`;
  let found = discovered.get(key);
  if (!found) {
    found = (async () => {
      const alg = signingAlg(f.privateKey);
      const privateKey = (await importJWK(f.privateKey, alg)) as oidc.CryptoKey;
      // Plain http is only ever a loopback provider in development and tests.
      const insecure = new URL(f.issuer).protocol === 'http:';
      const config = await oidc.discovery(
        new URL(f.issuer),
        f.clientId,
        { token_endpoint_auth_method: 'private_key_jwt', userinfo_signed_response_alg: 'RS256' },
        oidc.PrivateKeyJwt({ key: privateKey, kid: f.privateKey.kid }),
        { execute: insecure ? [oidc.allowInsecureRequests] : [], timeout: 10 },
      );
      // The ID token's and the userinfo JWT's signatures are checked against eSignet's published keys.
      oidc.enableNonRepudiationChecks(config);
      return config;
    })();
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

/** This attempt's secrets, and whose attempt it is: the callback arrives without our session. */
type FaydaState = { state: string; nonce: string; verifier: string; userId: string };

export function requireFayda(ctx: Pick<Deps, 'config'>): FaydaConfig {
  if (!ctx.config.fayda) throw httpError(404, m.identity_fayda_unavailable(), { code: 'FAYDA_UNAVAILABLE' });
  return ctx.config.fayda;
}

/** eSignet's authorization address, and an encrypted cookie holding this attempt's secrets. */
export async function startFayda(ctx: Deps, redirectUri: string, userId: string) {
  const config = await configurationFor(requireFayda(ctx));
  const attempt: FaydaState = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier(), userId };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid',
    claims: JSON.stringify(FAYDA_CLAIMS),
    claims_locales: FAYDA_CLAIMS_LOCALES,
    code_challenge: await oidc.calculatePKCECodeChallenge(attempt.verifier),
    code_challenge_method: 'S256',
    state: attempt.state,
    nonce: attempt.nonce,
  });
  return { url: url.href, cookie: await sealLoginState(ctx, attempt) };
}

/** The verified person as eSignet names them: the subject, and the name in each language given. */
export type FaydaIdentity = { userId: string; subject: string; nameEn: string | null; nameAm: string | null };

/**
 * Checks the callback against the attempt's cookie (state, PKCE, nonce), exchanges the code with a
 * signed client assertion, and reads the signed userinfo. The code is eSignet's to refuse the
 * second time, so a replayed callback fails there.
 */
export async function finishFayda(ctx: Deps, redirectUri: string, search: string, cookie: string | undefined): Promise<FaydaIdentity> {
  const f = requireFayda(ctx);
  const failed = () => httpError(400, m.identity_fayda_failed(), { code: 'FAYDA_FAILED' });
  if (new URLSearchParams(search).get('error') === 'access_denied') throw httpError(400, m.identity_fayda_cancelled(), { code: 'FAYDA_CANCELLED' });
  const payload = await openLoginState<FaydaState>(ctx, cookie);
  if (!payload) throw failed();
  const config = await configurationFor(f);
  const tokens = await exchangeCode(config, redirectUri, search, payload);
  const sub = tokens.claims()?.sub;
  if (!sub) throw failed();
  const info = await oidc.fetchUserInfo(config, tokens.access_token, sub);
  const { nameEn, nameAm } = localisedNames(info);
  if (!nameEn && !nameAm) throw failed();
  return { userId: payload.userId, subject: sub, nameEn, nameAm };
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().replace(/\s+/g, ' ') : null);
const hasEthiopic = (s: string) => /[\u1200-\u139F\u2D80-\u2DDF\uAB00-\uAB2F]/u.test(s);

/**
 * The name in English and Amharic from language-tagged claims (OpenID Connect Core 5.2:
 * `name#en`, `name#am`; MOSIP's three-letter `eng`, `amh` are read too). An untagged `name` fills
 * whichever is missing, by its script.
 */
export function localisedNames(info: Record<string, unknown>): { nameEn: string | null; nameAm: string | null } {
  const tagged = (tags: string[]) => tags.map((t) => text(info[`name#${t}`])).find(Boolean) ?? null;
  let nameEn = tagged(['en', 'eng', 'en-ET']);
  let nameAm = tagged(['am', 'amh', 'am-ET']);
  const plain = text(info.name);
  if (plain && hasEthiopic(plain)) nameAm ??= plain;
  else if (plain) nameEn ??= plain;
  return { nameEn, nameAm };
}
