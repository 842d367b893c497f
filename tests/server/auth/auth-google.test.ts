import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { cancelAtProvider, signInAtProvider, startOidcProvider } from '#tests/peers/oidc';
import { bearer, claims, lastCode, post } from '#tests/support/accounts';
import { createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

const ORIGIN = 'http://birr.test';
const ADMIN = 'kidane@example.com';
let t: TestApp;
let idp: Awaited<ReturnType<typeof startOidcProvider>>;
beforeAll(async () => {
  idp = await startOidcProvider({
    redirectUris: [`${ORIGIN}/api/auth/google/callback`],
    accounts: {
      unverified: { email: 'unverified@example.com', email_verified: false },
      almaz: { given_name: 'Almaz', family_name: 'Ayana' },
      // The reviewer's address with a KELVIN SIGN (U+212A) for its K: a look-alike, not the address.
      kelvin: { email: '\u212Aidane@example.com' },
    },
  });
  t = await testApp({
    config: { webDist: '/nonexistent', publicUrl: ORIGIN },
    auth: { google: { clientId: idp.clientId, clientSecret: idp.clientSecret, issuer: idp.issuer }, adminEmail: ADMIN },
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

type Done = { location: URL; cookies: Record<string, { value: string; [k: string]: unknown }>; error: string | null; access: string };

/** Login redirect → provider login form (or its Cancel link) → callback; answers where Birr finally sends the browser. */
async function googleSignIn(
  login: string,
  opts: { tamper?: (callbackUrl: URL) => void; returnTo?: string; cancel?: boolean } = {},
): Promise<Done> {
  const startUrl = `/api/auth/google/login${opts.returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(opts.returnTo)}`}`;
  const start = await t.app.inject({ method: 'GET', url: startUrl });
  expect(start.statusCode).toBe(302);
  const cookie = start.cookies.find((c) => c.name === 'birr_oauth')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google' });
  const at = start.headers.location as string;
  const back = new URL(opts.cancel ? await cancelAtProvider(at, idp.issuer) : await signInAtProvider(at, login, idp.issuer));
  expect(back.origin + back.pathname).toBe(`${ORIGIN}/api/auth/google/callback`);
  opts.tamper?.(back);
  const done = await t.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    cookies: { birr_oauth: cookie.value },
  });
  expect(done.statusCode).toBe(302);
  const location = new URL(done.headers.location as string);
  const cookies = Object.fromEntries(done.cookies.map((c) => [c.name, c as Done['cookies'][string]]));
  return { location, cookies, error: location.searchParams.get('error'), access: cookies.access_token?.value };
}

describe('Google sign-in', () => {
  it('says the provider is offered', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: true, telegram: false, fayda: false });
  });

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/login' });
    const to = new URL(res.headers.location as string);
    expect(to.origin).toBe(idp.issuer);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: idp.clientId,
      redirect_uri: `${ORIGIN}/api/auth/google/callback`,
      response_type: 'code',
      code_challenge_method: 'S256',
      state: expect.any(String),
      nonce: expect.any(String),
    });
    expect(res.headers['set-cookie']).not.toContain(to.searchParams.get('state'));
  });

  it('creates a verified account on first sign-in and lands on / with the session cookies, no token in the address', async () => {
    const { location, cookies, access } = await googleSignIn('almaz');
    expect(location.href).toBe(`${ORIGIN}/`);
    // Exactly as the web app stores a password sign-in: secure, same-site strict, readable by the app.
    for (const [name, maxAge] of [['access_token', 15 * 60], ['refresh_token', 30 * 24 * 60 * 60]] as const) {
      expect(cookies[name]).toMatchObject({ path: '/', secure: true, sameSite: 'Strict', maxAge });
      expect(cookies[name].httpOnly).toBeFalsy();
    }
    expect(claims(cookies.refresh_token.value)).toMatchObject({ sub: claims(access).sub });
    expect(claims(access)).toMatchObject({ identifier: 'almaz@example.com', isVerified: true, isActive: true });
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(access) });
    expect(me.json().data).toMatchObject({ firstName: 'Almaz', lastName: 'Ayana', email: 'almaz@example.com', isVerified: true });
  });

  it('finds the same user the second time', async () => {
    const first = claims((await googleSignIn('almaz')).access).sub;
    const second = claims((await googleSignIn('almaz')).access).sub;
    expect(second).toBe(first);
    expect(await t.db.select().from(users).where(eq(users.email, 'almaz@example.com'))).toHaveLength(1);
  });

  it('sets the lang cookie when the account chose a language, so the pages follow it', async () => {
    expect((await googleSignIn('almaz')).cookies.lang).toBeUndefined();
    await t.db.update(users).set({ locale: 'am' }).where(eq(users.email, 'almaz@example.com'));
    const { cookies } = await googleSignIn('almaz');
    expect(cookies.lang).toMatchObject({ value: 'am', path: '/' });
  });

  it('links an existing verified email account, which can still sign in with its password', async () => {
    const existing = await createUser(t.db, {
      email: 'selam@example.com',
      isVerified: true,
      passwordHash: await hash('selam-pass', { algorithm: 2 }),
    });
    const before = (await post(t, '/api/auth/local/signin', { email: 'selam@example.com', password: 'selam-pass' })).json();
    const { access } = await googleSignIn('selam@example.com');
    expect(claims(access).sub).toBe(existing.id);
    const [row] = await t.db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({ googleSub: 'selam@example.com', isVerified: true });
    expect((await post(t, '/api/auth/local/signin', { email: 'selam@example.com', password: 'selam-pass' })).statusCode).toBe(200);
    // Its earlier session goes on.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(before.access_token) })).statusCode).toBe(200);
  });

  it('takes over an unverified account someone else registered with the email: their password and sessions end', async () => {
    const squatter = await post(t, '/api/auth/local/signup', {
      firstName: 'Not',
      lastName: 'Hana',
      dateOfBirth: '1990-01-01',
      email: 'hana@example.com',
      password: 'squatter-pass',
      passwordConfirm: 'squatter-pass',
    });
    expect(squatter.statusCode).toBe(201);
    const { access_token: squatterAccess, refresh_token: squatterRefresh } = squatter.json();
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(squatterAccess) })).statusCode).toBe(200);

    const { access } = await googleSignIn('hana@example.com');
    expect(claims(access).isVerified).toBe(true);
    // The attacker's session, refresh token and password are all dead.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(squatterAccess) })).statusCode).toBe(401);
    expect((await post(t, '/api/auth/refresh', undefined, bearer(squatterRefresh))).statusCode).toBe(401);
    const pw = await post(t, '/api/auth/local/signin', { email: 'hana@example.com', password: 'squatter-pass' });
    expect(pw.statusCode).toBe(401);
    expect(pw.json()).toEqual({ message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' });
    // The Google user's own session works.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(access) })).statusCode).toBe(200);
  });

  it('never makes a look-alike of ADMIN_EMAIL a reviewer (a KELVIN SIGN is not a K)', async () => {
    const { access } = await googleSignIn('kelvin');
    expect(claims(access).role).toBe('USER');
    const queue = await t.app.inject({ method: 'GET', url: '/api/review/campaigns', headers: bearer(access) });
    expect(queue.statusCode).toBe(403);
  });

  it('gives the reviewer role to no session started before ADMIN_EMAIL was verified', async () => {
    const squatter = await post(t, '/api/auth/local/signup', {
      firstName: 'Not',
      lastName: 'Kidane',
      dateOfBirth: '1990-01-01',
      email: ADMIN,
      password: 'squatter-pass',
      passwordConfirm: 'squatter-pass',
    });
    const early = squatter.json().access_token as string;
    // The real owner reads the code in their inbox and verifies the address.
    const owner = await post(t, '/api/auth/verify-account', { email: ADMIN, verificationCode: lastCode(t, ADMIN) });
    expect(owner.statusCode).toBe(200);
    expect(claims(owner.json().access_token).role).toBe('ADMIN');
    // The session started before is over: it never reaches the review queue.
    const queue = await t.app.inject({ method: 'GET', url: '/api/review/campaigns', headers: bearer(early) });
    expect(queue.statusCode).toBe(401);
    const ownQueue = await t.app.inject({ method: 'GET', url: '/api/review/campaigns', headers: bearer(owner.json().access_token) });
    expect(ownQueue.statusCode).toBe(200);
  });

  it('refuses an unverified Google email', async () => {
    const { location, error, cookies } = await googleSignIn('unverified');
    expect(location.pathname).toBe('/auth/signin');
    expect(error).toBe('unverified');
    expect(cookies.access_token).toBeUndefined();
  });

  it('a cancelled sign-in lands on the sign-in page saying so', async () => {
    const { location, error, cookies } = await googleSignIn('nobody', { cancel: true });
    expect(location.origin + location.pathname).toBe(`${ORIGIN}/auth/signin`);
    expect(error).toBe('cancelled');
    expect(cookies.access_token).toBeUndefined();
  });

  it('returns to the page of ours the user started from, and never to another address', async () => {
    expect((await googleSignIn('almaz', { returnTo: '/campaign/abc?x=1#donate' })).location.href).toBe(`${ORIGIN}/campaign/abc?x=1#donate`);
    for (const outside of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/api/user/me', '/auth/signin', 'campaigns']) {
      const { location, access } = await googleSignIn('almaz', { returnTo: outside });
      expect(location.href, outside).toBe(`${ORIGIN}/`);
      expect(access).toEqual(expect.any(String));
    }
  });

  it('refuses a callback whose state was tampered with', async () => {
    const { location, error, cookies } = await googleSignIn('tampered', { tamper: (u) => u.searchParams.set('state', 'forged') });
    expect(location.pathname).toBe('/auth/signin');
    expect(error).toBe('failed');
    expect(cookies.access_token).toBeUndefined();
  });

  it('refuses a callback without the login cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=x&state=y' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${ORIGIN}/auth/signin?error=failed`);
  });

  it('Google-only accounts cannot sign in with a password', async () => {
    const res = await post(t, '/api/auth/local/signin', { email: 'almaz@example.com', password: 'whatever1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' });
  });
});

describe('without Google configured', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await testApp();
  });
  afterAll(() => plain.close());

  it('hides the button and answers 404 on the login path', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: false, telegram: false, fayda: false });
    const res = await plain.app.inject({ method: 'GET', url: '/api/auth/google/login' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Google sign-in is not configured', code: 'GOOGLE_UNAVAILABLE' });
  });
});
