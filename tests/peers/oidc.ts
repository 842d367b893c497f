import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider, { type Ctx } from 'oidc-provider';

export type OidcAccount = {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  /** Given with the `phone` scope, as Telegram's login gives the person's number. */
  phone_number?: string;
  phone_number_verified?: boolean;
};

/**
 * A real OpenID Connect provider on loopback (oidc-provider), standing in for Google and for Telegram's login.
 *
 * One confidential client (client_secret_post, code flow, PKCE). Sign-in uses the library's
 * development pages: the login form at /interaction/:uid takes any `login` and `password`; the
 * login becomes the subject (`sub`). Claims come from `accounts[login]`, else: email = the login
 * when it looks like an address, otherwise `<login>@example.com`; email_verified true; given
 * name "Google", family name "User". Consent is granted automatically, so the provider redirects
 * straight back after the login form.
 */
export async function startOidcProvider(opts: {
  port?: number;
  redirectUris: string[];
  accounts?: Record<string, OidcAccount>;
}) {
  const { server, issuer, close } = await loopbackServer(opts.port);
  const clientId = 'birr-web';
  const clientSecret = randomBytes(24).toString('hex');

  const claimsFor = (login: string) => {
    const a = opts.accounts?.[login] ?? {};
    return {
      sub: login,
      email: a.email ?? (login.includes('@') ? login : `${login}@example.com`),
      email_verified: a.email_verified ?? true,
      // An account with only a name (as Telegram gives) has no given or family name.
      ...(a.name && !a.given_name && !a.family_name ? {} : { given_name: a.given_name ?? 'Google', family_name: a.family_name ?? 'User' }),
      name: a.name ?? `${a.given_name ?? 'Google'} ${a.family_name ?? 'User'}`,
      ...(a.phone_number === undefined ? {} : { phone_number: a.phone_number }),
      ...(a.phone_number_verified === undefined ? {} : { phone_number_verified: a.phone_number_verified }),
    };
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
      phone: ['phone_number', 'phone_number_verified'],
    },
    // Google puts the email and names in the ID token itself, Telegram the phone number; so does this stand-in.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    async findAccount(_ctx: unknown, id: string) {
      return { accountId: id, claims: async () => claimsFor(id) };
    },
    async loadExistingGrant(ctx: Ctx) {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile phone');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());

  return { issuer, clientId, clientSecret, close };
}

/** An HTTP server on a free (or the given) loopback port, its origin as an issuer, and how to stop it. */
export async function loopbackServer(port = 0) {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { server, issuer, close };
}

/** Cookies by name for one host — enough for a scripted browser walking the provider's pages. */
export class CookieJar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Signs in at the provider as `login`, the way a browser would: follows the authorization URL
 * through the login form, and answers the URL the provider finally sends the browser back to.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, issuer: string): Promise<string> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: jar.header() } });
    jar.store(res);
    init = {};
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url).href;
      if (!next.startsWith(issuer)) return next;
      url = next;
      continue;
    }
    const html = await res.text();
    if (res.status !== 200 || !/name="login"/.test(html)) throw new Error(`Unexpected provider page ${res.status}: ${html.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1];
    url = new URL(action, url).href;
    init = {
      method: 'POST',
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('Too many redirects at the provider');
}

/**
 * Walks to the provider's login form and presses its "Cancel" link instead of signing in, as a
 * user who changes their mind does; answers the URL the provider sends the browser back to
 * (the callback carrying error=access_denied).
 */
export async function cancelAtProvider(authorizationUrl: string, issuer: string): Promise<string> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(res);
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url).href;
      if (!next.startsWith(issuer)) return next;
      url = next;
      continue;
    }
    const html = await res.text();
    const cancel = /<a href="([^"]+)">\[ Cancel \]<\/a>/.exec(html);
    if (res.status !== 200 || !cancel) throw new Error(`Unexpected provider page ${res.status}: ${html.slice(0, 300)}`);
    url = new URL(cancel[1].replace(/&amp;/g, '&'), url).href;
  }
  throw new Error('Too many redirects at the provider');
}
