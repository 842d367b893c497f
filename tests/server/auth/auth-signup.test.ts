import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '#server/db/schema';
import { bearer, claims, lastCode, newAccount, otherCode, post } from '#tests/support/accounts';
import { testApp, type TestApp } from '#tests/support/harness';

let t: TestApp;
let now = new Date('2026-03-01T08:00:00Z');
const later = (ms: number) => (now = new Date(now.getTime() + ms));
beforeAll(async () => {
  t = await testApp({ clock: () => now });
});
afterAll(() => t.close());

const signup = (over: Record<string, unknown> = {}) => post(t, '/api/auth/local/signup', newAccount(over));

describe('sign up', () => {
  it.each([
    [{ firstName: '' }, 'All fields are required'],
    [{ email: undefined }, 'All fields are required'],
    [{ passwordConfirm: undefined }, 'All fields are required'],
    [{ email: 'not-an-email' }, 'Enter a valid email or phone number'],
    [{ email: undefined, phoneNumber: '0712' }, 'Enter a valid email or phone number'],
    [{ password: 'abc', passwordConfirm: 'abc' }, 'Password must be at least 8 characters'],
    [{ passwordConfirm: 'secret124' }, 'Passwords do not match'],
    [{ email: 'bad', password: 'abc' }, 'Enter a valid email or phone number'],
    [{ dateOfBirth: '1995-02-30' }, 'Enter a valid date of birth'],
    [{ firstName: 42 }, expect.any(String)],
  ])('refuses %j with the spec message', async (over, message) => {
    const res = await signup({ email: 'rules@example.com', ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_FAILED' });
  });

  it('creates an unverified account, answers tokens, and sends a code', async () => {
    const res = await signup({ email: 'Liya@Example.com' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'refresh_token']);
    const c = claims(body.access_token);
    expect(c).toMatchObject({ identifier: 'liya@example.com', isActive: true, isVerified: false, role: 'USER' });
    expect((c.exp! - c.iat!) / 60).toBe(15);
    expect(lastCode(t, 'liya@example.com')).toMatch(/^[1-9]\d{5}$/);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(body.access_token) });
    // The full user (profile, issue 18) carries the brief's fields and more.
    expect(me.json()).toMatchObject({
      data: {
        id: c.sub,
        firstName: 'Liya',
        lastName: 'Tadesse',
        email: 'liya@example.com',
        phoneNumber: null,
        profilePicture: null,
        isVerified: false,
        dateOfBirth: '1995-04-12',
      },
    });
    expect(me.body).not.toMatch(/hash|password/i);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const res = await signup({ email: 'LIYA@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'An account with this email already exists', code: 'CONFLICT' });
  });

  it('treats 09… and +2519… as the same phone number', async () => {
    const first = await signup({ email: undefined, phoneNumber: '0911000111' });
    expect(first.statusCode).toBe(201);
    expect(claims(first.json().access_token).identifier).toBe('+251911000111');
    expect(lastCode(t, '+251911000111')).toMatch(/^\d{6}$/);
    const again = await signup({ email: undefined, phoneNumber: '+251911000111' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'An account with this phone number already exists', code: 'CONFLICT' });
  });
});

describe('verify account', () => {
  const verify = (code: string | number, who: object = { email: 'liya@example.com' }) =>
    post(t, '/api/auth/verify-account', { ...who, verificationCode: code });

  it('refuses a code that is not 6 digits', async () => {
    const res = await verify('12345');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Enter a valid 6-digit code.', code: 'VALIDATION_FAILED', field: 'verificationCode' });
  });

  it('refuses a wrong code, then accepts the right one sent as a number', async () => {
    const code = lastCode(t, 'liya@example.com');
    const wrong = await verify(otherCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Invalid or expired verification code', code: 'BAD_REQUEST' });
    const ok = await verify(Number(code), { email: 'LIYA@example.com' });
    expect(ok.statusCode).toBe(200);
    expect(claims(ok.json().access_token)).toMatchObject({ isVerified: true, identifier: 'liya@example.com' });
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(ok.json().access_token) });
    expect(me.json().data.isVerified).toBe(true);
  });

  it('does not accept the same code twice', async () => {
    const res = await verify(lastCode(t, 'liya@example.com'));
    expect(res.statusCode).toBe(400);
  });

  it('limits resends to one a minute and five an hour', async () => {
    const who = { email: undefined, phoneNumber: '0911000111' };
    const tooSoon = await post(t, '/api/auth/verify-account/resend', who);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ message: 'Please wait a minute before requesting another code.', code: 'RATE_LIMITED' });
    for (let i = 0; i < 4; i++) {
      later(61_000);
      const res = await post(t, '/api/auth/verify-account/resend', who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'verification code has been sent.' });
    }
    later(61_000);
    const sixth = await post(t, '/api/auth/verify-account/resend', who);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many codes requested\. Try again in \d+ minutes\.$/);
    later(60 * 60_000);
  });

  it('voids a code after five wrong guesses, even if the sixth is right', async () => {
    const who = { phoneNumber: '+251911000111' };
    const res = await post(t, '/api/auth/verify-account/resend', who);
    expect(res.statusCode).toBe(200);
    const code = lastCode(t, '+251911000111');
    for (let i = 1; i <= 4; i++) expect((await verify(otherCode(code), who)).statusCode).toBe(400);
    const fifth = await verify(otherCode(code), who);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ message: 'Too many wrong codes. Request a new code.', code: 'RATE_LIMITED' });
    const sixth = await verify(code, who);
    expect(sixth.statusCode).toBe(429);
    later(61_000);
    await post(t, '/api/auth/verify-account/resend', who);
    expect((await verify(lastCode(t, '+251911000111'), { phoneNumber: '0911000111' })).statusCode).toBe(200);
  });

  it('refuses a code after ten minutes', async () => {
    await signup({ email: 'slow@example.com' });
    const code = lastCode(t, 'slow@example.com');
    later(10 * 60_000 + 1000);
    const res = await verify(code, { email: 'slow@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Invalid or expired verification code', code: 'BAD_REQUEST' });
    const rows = await t.db.select().from(verificationCodes);
    expect(rows.every((r) => !r.codeHash.includes(code))).toBe(true);
  });

  it('answers a resend for an unknown account like any other', async () => {
    const res = await post(t, '/api/auth/verify-account/resend', { email: 'nobody@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'verification code has been sent.' });
  });

  it('writes each message to the outbox as one JSON line', () => {
    const lines = t.outbox();
    expect(lines.length).toBeGreaterThan(3);
    expect(lines[0]).toEqual({ to: 'liya@example.com', subject: expect.any(String), text: expect.any(String), at: expect.any(String) });
  });
});
