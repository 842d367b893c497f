import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '#server/db/schema';
import { bearer, claims, post } from '#tests/support/accounts';
import { createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

let t: TestApp;
let now = new Date('2026-03-01T08:00:00Z');
const later = (ms: number) => (now = new Date(now.getTime() + ms));
const PW = 'Demo12345!';
beforeAll(async () => {
  t = await testApp({ clock: () => now });
  const passwordHash = await hash(PW, { algorithm: 2 });
  await createUser(t.db, { email: 'abebe@example.com', passwordHash });
  await createUser(t.db, { email: null, phoneNumber: '0911234567', passwordHash });
  await createUser(t.db, { email: 'gone@example.com', passwordHash, isActive: false });
  await createUser(t.db, { email: 'google-only@example.com', googleSub: 'g-1' });
  for (let i = 0; i < 3; i++) await createUser(t.db, { email: `ip${i}@example.com`, passwordHash });
});
afterAll(() => t.close());

const signin = (body: object, ip = '10.0.0.1') =>
  post(t, '/api/auth/local/signin', body, { 'x-forwarded-for': ip });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
const refresh = (token: string) => post(t, '/api/auth/refresh', undefined, bearer(token));

describe('sign in', () => {
  it('answers both tokens for the right password', async () => {
    const res = await signin({ email: 'ABEBE@example.com', password: PW });
    expect(res.statusCode).toBe(200);
    expect(claims(res.json().access_token)).toMatchObject({ identifier: 'abebe@example.com', isVerified: true });
    expect(claims(res.json().refresh_token).jti).toEqual(expect.any(String));
  });

  it('finds a phone account stored as 09… when signing in with +251…', async () => {
    const res = await signin({ phoneNumber: '+251911234567', password: PW });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a bad identifier with the spec message', async () => {
    const res = await signin({ email: 'abebe', password: PW });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Enter a valid email or Ethiopian phone number.', code: 'VALIDATION_FAILED' });
  });

  it.each([
    ['an unknown account', { email: 'who@example.com', password: PW }],
    ['a wrong password', { email: 'abebe@example.com', password: 'nope-nope' }],
    ['a Google-only account', { email: 'google-only@example.com', password: PW }],
  ])('says only "Invalid credentials" for %s', async (_, body) => {
    const res = await signin(body, '10.0.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' });
  });

  it('turns away a deactivated account', async () => {
    const res = await signin({ email: 'gone@example.com', password: PW });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This account has been deactivated', code: 'ACCOUNT_INACTIVE' });
  });

  it('refuses the sixth wrong password in 15 minutes, even from another address', async () => {
    for (let i = 0; i < 4; i++) {
      // one failure was already counted above
      expect((await signin({ email: 'abebe@example.com', password: 'wrong-one' }, `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const sixth = await signin({ email: 'abebe@example.com', password: PW }, '10.1.0.9');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many sign-in attempts\. Try again in (1[0-5]|[1-9]) minutes\.$/);
    later(15 * 60_000 + 1000);
    expect((await signin({ email: 'abebe@example.com', password: PW }, '10.1.0.9')).statusCode).toBe(200);
  });

  it('limits one address to 200 attempts in 15 minutes: many people share an address behind carrier NAT', async () => {
    for (let i = 0; i < 200; i++) {
      expect((await signin({ email: `ip${i % 3}@example.com`, password: PW }, '10.9.9.9')).statusCode).toBe(200);
    }
    const res = await signin({ email: 'ip0@example.com', password: PW }, '10.9.9.9');
    expect(res.statusCode).toBe(429);
    expect((await signin({ email: 'ip0@example.com', password: PW }, '10.9.9.8')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('needs a bearer token for /user/me', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/user/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Authentication required', code: 'UNAUTHORIZED' });
    const junk = await me('not.a.jwt');
    expect(junk.json()).toEqual({ message: 'Authentication required', code: 'UNAUTHORIZED' });
  });

  it('expires the access token after 15 minutes; the refresh token renews it', async () => {
    const { access_token, refresh_token } = (await signin({ email: 'abebe@example.com', password: PW }, '10.2.0.1')).json();
    expect((await me(access_token)).statusCode).toBe(200);
    later(15 * 60_000 + 1000);
    const expired = await me(access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Session expired', code: 'UNAUTHORIZED' });
    const renewed = await refresh(refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json().access_token)).statusCode).toBe(200);
  });

  it('refuses an access token as a refresh token and vice versa', async () => {
    const { access_token, refresh_token } = (await signin({ email: 'abebe@example.com', password: PW }, '10.2.0.1')).json();
    expect((await refresh(access_token)).statusCode).toBe(401);
    expect((await me(refresh_token)).statusCode).toBe(401);
  });

  it('rotates refresh tokens, and reuse of a rotated one ends the whole session', async () => {
    const first = (await signin({ email: 'abebe@example.com', password: PW }, '10.2.0.1')).json();
    const second = (await refresh(first.refresh_token)).json();
    const third = await refresh(second.refresh_token);
    expect(third.statusCode).toBe(200);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, claims(first.refresh_token).sid as string));
    expect(rows).toHaveLength(3);
    const old = rows.find((r) => r.id === claims(first.refresh_token).jti)!;
    expect(old.revokedAt).not.toBeNull();
    expect(old.replacedById).toBe(claims(second.refresh_token).jti);
    expect(rows.some((r) => r.tokenHash.includes(first.refresh_token))).toBe(false);

    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(third.json().refresh_token)).statusCode).toBe(401);
    expect((await me(third.json().access_token)).statusCode).toBe(401);
  });

  it('logs out with the access token alone, and again without complaint', async () => {
    const s = (await signin({ email: 'abebe@example.com', password: PW }, '10.2.0.1')).json();
    const out = await post(t, '/api/auth/logout', undefined, bearer(s.access_token));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out' });
    expect((await refresh(s.refresh_token)).statusCode).toBe(401);
    expect((await me(s.access_token)).statusCode).toBe(401);
    expect((await post(t, '/api/auth/logout', undefined, bearer(s.access_token))).statusCode).toBe(200);
    expect((await post(t, '/api/auth/logout')).statusCode).toBe(200);
  });

  it('logs out with the refresh token in the body or as the bearer', async () => {
    const a = (await signin({ email: 'abebe@example.com', password: PW }, '10.2.0.1')).json();
    await post(t, '/api/auth/logout', { refresh_token: a.refresh_token });
    expect((await refresh(a.refresh_token)).statusCode).toBe(401);
    const b = (await signin({ email: 'abebe@example.com', password: PW }, '10.2.0.1')).json();
    await post(t, '/api/auth/logout', undefined, bearer(b.refresh_token));
    expect((await me(b.access_token)).statusCode).toBe(401);
  });

  it('stops a deactivated user at once', async () => {
    const s = (await signin({ email: 'ip1@example.com', password: PW }, '10.2.0.3')).json();
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, 'ip1@example.com'));
    const res = await me(s.access_token);
    expect(res.statusCode).toBe(403);
    expect((await refresh(s.refresh_token)).statusCode).toBe(403);
  });
});
