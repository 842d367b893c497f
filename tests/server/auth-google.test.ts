import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { signInAtProvider, startOidcProvider } from '../peers/oidc';
import { bearer, claims, post } from './accounts';
import { createUser } from './fixtures';
import { testApp, type TestApp } from './harness';

const ORIGIN = 'http://birr.test';
let t: TestApp;
let idp: Awaited<ReturnType<typeof startOidcProvider>>;
beforeAll(async () => {
  idp = await startOidcProvider({
    redirectUris: [`${ORIGIN}/api/auth/google/callback`],
    accounts: { unverified: { email: 'unverified@example.com', email_verified: false }, almaz: { given_name: 'Almaz', family_name: 'Ayana' } },
  });
  t = await testApp({
    config: { webDist: '/nonexistent', publicUrl: ORIGIN },
    auth: { google: { clientId: idp.clientId, clientSecret: idp.clientSecret, issuer: idp.issuer } },
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

/** Login redirect → provider login form → callback; answers where Birr finally sends the browser. */
async function googleSignIn(login: string, tamper?: (callbackUrl: URL) => void) {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/login' });
  expect(start.statusCode).toBe(302);
  const cookie = start.cookies.find((c) => c.name === 'birr_oauth')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google' });
  const back = new URL(await signInAtProvider(start.headers.location as string, login, idp.issuer));
  expect(back.origin + back.pathname).toBe(`${ORIGIN}/api/auth/google/callback`);
  tamper?.(back);
  const done = await t.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    cookies: { birr_oauth: cookie.value },
  });
  expect(done.statusCode).toBe(302);
  const location = new URL(done.headers.location as string);
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

describe('Google sign-in', () => {
  it('says the provider is offered', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: true });
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

  it('creates a verified account on first sign-in and hands tokens over in the fragment', async () => {
    const { location, fragment } = await googleSignIn('almaz');
    expect(location.origin + location.pathname).toBe(`${ORIGIN}/auth/google/complete`);
    expect(location.search).toBe('');
    const access = fragment.get('access_token')!;
    expect(fragment.get('refresh_token')).toEqual(expect.any(String));
    expect(claims(access)).toMatchObject({ identifier: 'almaz@example.com', isVerified: true, isActive: true });
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(access) });
    expect(me.json().data).toMatchObject({ firstName: 'Almaz', lastName: 'Ayana', email: 'almaz@example.com', isVerified: true });
  });

  it('finds the same user the second time', async () => {
    const first = claims((await googleSignIn('almaz')).fragment.get('access_token')!).sub;
    const second = claims((await googleSignIn('almaz')).fragment.get('access_token')!).sub;
    expect(second).toBe(first);
    expect(await t.db.select().from(users).where(eq(users.email, 'almaz@example.com'))).toHaveLength(1);
  });

  it('links an existing email account, which can still sign in with its password', async () => {
    const existing = await createUser(t.db, {
      email: 'selam@example.com',
      isVerified: false,
      passwordHash: await hash('selam-pass', { algorithm: 2 }),
    });
    const { fragment } = await googleSignIn('selam@example.com');
    expect(claims(fragment.get('access_token')!).sub).toBe(existing.id);
    const [row] = await t.db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({ googleSub: 'selam@example.com', isVerified: true });
    expect((await post(t, '/api/auth/local/signin', { email: 'selam@example.com', password: 'selam-pass' })).statusCode).toBe(200);
  });

  it('refuses an unverified Google email', async () => {
    const { location, fragment } = await googleSignIn('unverified');
    expect(location.pathname).toBe('/auth/signin');
    expect(fragment.get('error')).toBe('Your Google email address is not verified');
    expect(fragment.get('access_token')).toBeNull();
  });

  it('refuses a callback whose state was tampered with', async () => {
    const { location, fragment } = await googleSignIn('tampered', (u) => u.searchParams.set('state', 'forged'));
    expect(location.pathname).toBe('/auth/signin');
    expect(fragment.get('error')).toBe('Google sign-in failed. Please try again.');
  });

  it('refuses a callback without the login cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=x&state=y' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${ORIGIN}/auth/signin#error=Google+sign-in+failed.+Please+try+again.`);
  });

  it('Google-only accounts cannot sign in with a password', async () => {
    const res = await post(t, '/api/auth/local/signin', { email: 'almaz@example.com', password: 'whatever1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid credentials' });
  });
});

describe('without Google configured', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await testApp();
  });
  afterAll(() => plain.close());

  it('hides the button and answers 404 on the login path', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: false });
    const res = await plain.app.inject({ method: 'GET', url: '/api/auth/google/login' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Google sign-in is not configured' });
  });
});
