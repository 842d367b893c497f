import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '#server/db/schema';
import { bearer, post } from '#tests/support/accounts';
import { createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

let t: TestApp;
let now = new Date('2026-03-01T08:00:00Z');
const later = (ms: number) => (now = new Date(now.getTime() + ms));
const OLD = 'old-password';
beforeAll(async () => {
  t = await testApp({ clock: () => now, config: { webDist: '/nonexistent', publicUrl: 'https://birr.example' } });
  const passwordHash = await hash(OLD, { algorithm: 2 });
  await createUser(t.db, { email: 'hana@example.com', passwordHash });
  await createUser(t.db, { email: null, phoneNumber: '+251922334455', passwordHash });
});
afterAll(() => t.close());

const forgot = (body: object, ip = '10.3.0.1') => post(t, '/api/auth/forgot-password', body, { 'x-forwarded-for': ip });
const reset = (token: string, password: string, passwordConfirm = password) =>
  post(t, `/api/auth/reset-password/${token}`, { password, passwordConfirm });
const signin = (email: string, password: string) => post(t, '/api/auth/local/signin', { email, password });
const lastLink = (to: string) => {
  const text = t.outbox().filter((m) => m.to === to).at(-1)?.text ?? '';
  return /https:\/\/birr\.example\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
};

describe('forgot and reset password', () => {
  it('answers the same for known and unknown accounts, sending a link only to the known one', async () => {
    const known = await forgot({ email: 'Hana@example.com' });
    const unknown = await forgot({ email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: 'If an account exists, we have sent a reset link.' });
    expect(unknown.json()).toEqual(known.json());
    expect(lastLink('hana@example.com')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(t.outbox().some((m) => m.to === 'nobody@example.com')).toBe(false);
  });

  it('refuses a bad identifier with the spec message', async () => {
    const res = await forgot({ phoneNumber: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Please enter a valid email or Ethiopian phone number.', code: 'VALIDATION_FAILED' });
  });

  it.each([
    ['short', 'short', 'Password must be at least 8 characters long.'],
    ['long-enough', 'different1', 'Passwords do not match.'],
  ])('checks the new password (%s)', async (password, confirm, message) => {
    const res = await reset(lastLink('hana@example.com')!, password, confirm);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION_FAILED' });
  });

  it('sets the new password once, ends every session, and the link cannot be used again', async () => {
    const session = (await signin('hana@example.com', OLD)).json();
    const token = lastLink('hana@example.com')!;
    const rows = await t.db.select().from(verificationCodes);
    expect(rows.some((r) => r.codeHash.includes(token))).toBe(false);

    const res = await reset(token, 'brand-new-pass');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been reset. Sign in with your new password.' });
    expect((await signin('hana@example.com', OLD)).statusCode).toBe(401);
    expect((await signin('hana@example.com', 'brand-new-pass')).statusCode).toBe(200);
    expect((await post(t, '/api/auth/refresh', undefined, bearer(session.refresh_token))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session.access_token) })).statusCode).toBe(401);

    const again = await reset(token, 'another-pass');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'This reset link is invalid or has expired.', code: 'BAD_REQUEST' });
  });

  it('refuses a link older than 30 minutes, and a made-up one', async () => {
    await forgot({ phoneNumber: '0922334455' });
    const token = lastLink('+251922334455')!;
    later(30 * 60_000 + 1000);
    expect((await reset(token, 'brand-new-pass')).json()).toEqual({ message: 'This reset link is invalid or has expired.', code: 'BAD_REQUEST' });
    expect((await reset('x'.repeat(43), 'brand-new-pass')).statusCode).toBe(400);
    expect((await reset('bad token!', 'brand-new-pass')).statusCode).toBe(400);
  });

  it('sends at most three links an hour to one account and answers 429 to a flooding address', async () => {
    later(60 * 60_000);
    const before = t.outbox().filter((m) => m.to === 'hana@example.com').length;
    for (let i = 0; i < 5; i++) expect((await forgot({ email: 'hana@example.com' }, `10.4.0.${i}`)).statusCode).toBe(200);
    expect(t.outbox().filter((m) => m.to === 'hana@example.com').length - before).toBe(3);
    for (let i = 0; i < 30; i++) await forgot({ email: `x${i}@example.com` }, '10.5.0.1');
    const flood = await forgot({ email: 'hana@example.com' }, '10.5.0.1');
    expect(flood.statusCode).toBe(429);
    expect(flood.json().message).toMatch(/^Too many requests\. Try again in \d+ minutes\.$/);
  });
});
