import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { readPrivateJwk, type PrivateJwk } from '#server/config';
import { loopbackServer } from './oidc';

export type FaydaPerson = { nameEn?: string; nameAm?: string; birthdate?: string; phone_number?: string };

/**
 * A real OpenID Connect provider on loopback (oidc-provider) standing in for eSignet, the way
 * Fayda signs people in: one client that authenticates with private_key_jwt only (no secret),
 * PKCE required, the `claims` parameter, and the userinfo answered as a signed JWT (RS256).
 * The names come back language-tagged (`name#en`, `name#am`, OpenID Connect Core 5.2) when `name`
 * is asked for. The login form (/interaction/:uid, oidc-provider's development pages, walked by
 * signInAtProvider from ./oidc) takes any login; the login is the subject, and the claims come
 * from `people[login]`.
 */
export async function startEsignet(opts: { redirectUris: string[]; people?: Record<string, FaydaPerson> }) {
  const { server, issuer, close } = await loopbackServer();
  const clientId = 'birr-fayda';

  // The relying party's key pair: the private half is FAYDA_PRIVATE_KEY, the public half registered here.
  const client = await generateKeyPair('RS256', { extractable: true });
  const privateJwk: PrivateJwk = readPrivateJwk(JSON.stringify({ ...(await exportJWK(client.privateKey)), kid: 'birr-rp-1', alg: 'RS256' }));
  const publicJwk = { ...(await exportJWK(client.publicKey)), kid: 'birr-rp-1', alg: 'RS256', use: 'sig' };
  const signing = await generateKeyPair('RS256', { extractable: true });
  const signingJwk = { ...(await exportJWK(signing.privateKey)), kid: 'esignet-1', alg: 'RS256', use: 'sig' };

  const claimsFor = (login: string, asked: Record<string, unknown> | undefined) => {
    const p = opts.people?.[login] ?? {};
    const wantsName = !asked || 'name' in asked;
    return {
      sub: login,
      ...(wantsName && p.nameEn ? { 'name#en': p.nameEn } : {}),
      ...(wantsName && p.nameAm ? { 'name#am': p.nameAm } : {}),
      birthdate: p.birthdate ?? '1990-01-01',
      phone_number: p.phone_number ?? '+251911000000',
      picture: 'data:image/jpeg;base64,AAAA',
    };
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'private_key_jwt',
        token_endpoint_auth_signing_alg: 'RS256',
        userinfo_signed_response_alg: 'RS256',
        jwks: { keys: [publicJwk] },
      },
    ],
    jwks: { keys: [signingJwk] },
    claims: {
      openid: ['sub', 'name#en', 'name#am'],
      profile: ['name', 'birthdate', 'picture'],
      phone: ['phone_number'],
    },
    clientAuthMethods: ['private_key_jwt'],
    features: {
      devInteractions: { enabled: true },
      claimsParameter: { enabled: true },
      jwtUserinfo: { enabled: true },
    },
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    async findAccount(_ctx: unknown, id: string) {
      return {
        accountId: id,
        claims: async (_use: string, _scope: string, asked?: Record<string, unknown>) => claimsFor(id, asked),
      };
    },
    async loadExistingGrant(ctx: GrantCtx) {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid');
      const asked = ctx.oidc.claims?.userinfo ?? {};
      grant.addOIDCClaims(['name#en', 'name#am', ...Object.keys(asked)]);
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());

  return { issuer, clientId, privateJwk, close };
}

type GrantCtx = {
  oidc: {
    client: { clientId: string };
    session: { accountId: string };
    claims?: { userinfo?: Record<string, unknown> };
    provider: { Grant: new (init: { accountId: string; clientId: string }) => { addOIDCScope(s: string): void; addOIDCClaims(c: string[]): void; save(): Promise<string> } };
  };
};
