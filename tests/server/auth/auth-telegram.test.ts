import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { cancelAtProvider, signInAtProvider, startOidcProvider } from '#tests/peers/oidc';
import { bearer, claims, newAccount, post } from '#tests/support/accounts';
import { createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

const ORIGIN = 'http://birr.test';
let t: TestApp;
let idp: Awaited<ReturnType<typeof startOidcProvider>>;
beforeAll(async () => {
  // The loopback OpenID Connect provider, giving phone numbers as Telegram's login does.
  idp = await startOidcProvider({
    redirectUris: [`${ORIGIN}/api/auth/telegram/callback`],
    accounts: {
      abebe: { name: 'Abebe Bikila', phone_number: '+251911000101' },
      // Telegram writes numbers without the plus.
      tigist: { name: 'Tigist Assefa', phone_number: '251911000102' },
      owner: { name: 'Real Owner', phone_number: '+251911000103' },
      verified: { name: 'Selam Tesfaye', phone_number: '+251911000104' },
      nophone: { name: 'No Phone' },
      unproven: { name: 'Un Proven', phone_number: '+251911000105', phone_number_verified: false },
      other: { name: 'Other Person', phone_number: '+251911000104' },
      foreign: { name: 'Kebede Abera', phone_number: '+447700900123' },
    },
  });
  t = await testApp({
    config: { webDist: '/nonexistent', publicUrl: ORIGIN, telegramLogin: { clientId: idp.clientId, clientSecret: idp.clientSecret, issuer: idp.issuer } },
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

/** Login redirect → provider → callback; answers where Birr sends the browser, and the session if any. */
async function telegramSignIn(login: string, opts: { cancel?: boolean } = {}) {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/telegram/login' });
  expect(start.statusCode).toBe(302);
  const cookie = start.cookies.find((c) => c.name === 'birr_oauth')!;
  expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth/telegram' });
  const at = start.headers.location as string;
  const back = new URL(opts.cancel ? await cancelAtProvider(at, idp.issuer) : await signInAtProvider(at, login, idp.issuer));
  expect(back.origin + back.pathname).toBe(`${ORIGIN}/api/auth/telegram/callback`);
  const done = await t.app.inject({ method: 'GET', url: back.pathname + back.search, cookies: { birr_oauth: cookie.value } });
  expect(done.statusCode).toBe(302);
  const location = new URL(done.headers.location as string);
  const access = done.cookies.find((c) => c.name === 'access_token')?.value;
  return { location, error: location.searchParams.get('error'), access };
}

const byPhone = async (phone: string) => t.db.select().from(users).where(eq(users.phoneNumber, phone));

describe('Sign in with Telegram', () => {
  it('is offered beside Google when configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: false, telegram: true, fayda: false });
  });

  it('asks Telegram for the phone number, with PKCE', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/telegram/login' });
    const to = new URL(res.headers.location as string);
    expect(to.origin).toBe(idp.issuer);
    expect(to.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'phone']));
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/auth/telegram/callback`);
  });

  it('creates a verified account with the phone number Telegram vouched for, and finds it again', async () => {
    const { location, access } = await telegramSignIn('abebe');
    expect(location.href).toBe(`${ORIGIN}/`);
    expect(claims(access!)).toMatchObject({ identifier: '+251911000101', isVerified: true });
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(access!) });
    expect(me.json().data).toMatchObject({ firstName: 'Abebe', lastName: 'Bikila', phoneNumber: '+251911000101', email: null });
    const again = await telegramSignIn('abebe');
    expect(claims(again.access!).sub).toBe(claims(access!).sub);
    expect(await byPhone('+251911000101')).toHaveLength(1);
    // Telegram's "251…" is the same number as "+251…".
    expect(claims((await telegramSignIn('tigist')).access!)).toMatchObject({ identifier: '+251911000102' });
  });

  it('links an existing verified account by its phone number; its password and sessions go on', async () => {
    const existing = await createUser(t.db, { email: null, phoneNumber: '+251911000104', isVerified: true, passwordHash: await hash('selam-pass', { algorithm: 2 }) });
    const before = (await post(t, '/api/auth/local/signin', { phoneNumber: '0911000104', password: 'selam-pass' })).json();
    const { access } = await telegramSignIn('verified');
    expect(claims(access!).sub).toBe(existing.id);
    const [row] = await t.db.select().from(users).where(eq(users.id, existing.id));
    expect(row.telegramSub).toBe('verified');
    expect((await post(t, '/api/auth/local/signin', { phoneNumber: '0911000104', password: 'selam-pass' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(before.access_token) })).statusCode).toBe(200);
  });

  it('never hands an account already linked to another Telegram to a second one with the same number', async () => {
    const { error, access } = await telegramSignIn('other');
    expect(error).toBe('telegram-failed');
    expect(access).toBeUndefined();
    expect(await byPhone('+251911000104')).toHaveLength(1);
  });

  it('leaves nothing to whoever registered an unverified account with the number: their password and sessions end', async () => {
    const squatter = await post(t, '/api/auth/local/signup', newAccount({ email: undefined, phoneNumber: '0911000103', password: 'squatter-pass', passwordConfirm: 'squatter-pass' }));
    expect(squatter.statusCode).toBe(201);
    const { access_token: squatterAccess, refresh_token: squatterRefresh } = squatter.json();

    const { access } = await telegramSignIn('owner');
    expect(claims(access!)).toMatchObject({ identifier: '+251911000103', isVerified: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(squatterAccess) })).statusCode).toBe(401);
    expect((await post(t, '/api/auth/refresh', undefined, bearer(squatterRefresh))).statusCode).toBe(401);
    const pw = await post(t, '/api/auth/local/signin', { phoneNumber: '0911000103', password: 'squatter-pass' });
    expect(pw.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(access!) })).statusCode).toBe(200);
  });

  it('links or creates nothing without a phone number Telegram vouches for', async () => {
    const count = async () => (await t.db.select({ id: users.id }).from(users)).length;
    const before = await count();
    for (const login of ['nophone', 'unproven']) {
      const { location, error, access } = await telegramSignIn(login);
      expect(location.pathname).toBe('/auth/signin');
      expect(error).toBe('telegram-phone');
      expect(access).toBeUndefined();
    }
    expect(await count()).toBe(before);
    // An unverified account with the unproven number is untouched.
    expect(await byPhone('+251911000105')).toHaveLength(0);
  });

  it('signs in someone with a number from another country', async () => {
    const { access } = await telegramSignIn('foreign');
    expect(claims(access!)).toMatchObject({ identifier: '+447700900123' });
  });

  it('a cancelled sign-in lands on the sign-in page saying so', async () => {
    const { location, error, access } = await telegramSignIn('nobody', { cancel: true });
    expect(location.origin + location.pathname).toBe(`${ORIGIN}/auth/signin`);
    expect(error).toBe('telegram-cancelled');
    expect(access).toBeUndefined();
  });

  it('has no bot card without a bot: the link is unavailable', async () => {
    const { access } = await telegramSignIn('abebe');
    const state = await t.app.inject({ method: 'GET', url: '/api/telegram/link', headers: bearer(access!) });
    expect(state.json()).toEqual({ available: false, linked: false, stopped: false });
    const link = await t.app.inject({ method: 'POST', url: '/api/telegram/link', headers: bearer(access!) });
    expect(link.statusCode).toBe(404);
    expect(link.json().message).toBe('Telegram is not set up on this site');
  });
});
