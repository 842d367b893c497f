import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post } from '#tests/support/accounts';
import { createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

// What the original app's own client sends, tolerated by our server (issue 14, item 4).
let t: TestApp;
const PASSWORD = 'first-pass';
beforeAll(async () => {
  t = await testApp({ config: { webDist: '/nonexistent', publicUrl: 'https://birr.example' } });
  await createUser(t.db, { email: 'kebede@example.com', passwordHash: await hash(PASSWORD, { algorithm: 2 }) });
});
afterAll(() => t.close());

const signin = (password: string) => post(t, '/api/auth/local/signin', { email: 'kebede@example.com', password });
const resetToken = async () => {
  await post(t, '/api/auth/forgot-password', { email: 'kebede@example.com' });
  const text = t.outbox().filter((m) => m.to === 'kebede@example.com').at(-1)?.text ?? '';
  return /\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)![1];
};

describe('a guest whose client sends "Bearer undefined"', () => {
  it.each([
    ['GET', '/api/user/me'],
    ['POST', '/api/auth/refresh'],
  ])('%s %s is a plain 401 with a message', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: bearer('undefined') });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'UNAUTHORIZED' });
    expect(res.json().message).not.toMatch(/undefined|jws|jwt|compact/i);
  });

  it('is a guest on the public reads', async () => {
    for (const token of ['undefined', 'null', '']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/campaign?limit=1', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('logout', () => {
  it('accepts the body that client sends: an object holding its headers', async () => {
    const { access_token } = (await signin(PASSWORD)).json();
    const res = await post(t, '/api/auth/logout', { headers: { Authorization: `Bearer ${access_token}` } }, bearer(access_token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out' });
    // The session really ended.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(access_token) })).statusCode).toBe(401);
  });

  it('accepts no body, an empty one, and ours', async () => {
    const { access_token, refresh_token } = (await signin(PASSWORD)).json();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await post(t, '/api/auth/logout', {})).statusCode).toBe(200);
    expect((await post(t, '/api/auth/logout', { refresh_token }, bearer(access_token))).statusCode).toBe(200);
    expect((await post(t, '/api/auth/refresh', undefined, bearer(refresh_token))).statusCode).toBe(401);
  });
});

describe('reset password in both shapes', () => {
  it('ours: POST /reset-password/:token with {password, passwordConfirm}', async () => {
    const token = await resetToken();
    const res = await post(t, `/api/auth/reset-password/${token}`, { password: 'second-pass', passwordConfirm: 'second-pass' });
    expect(res.statusCode).toBe(200);
    expect((await signin('second-pass')).statusCode).toBe(200);
  });

  it('the original: POST /reset-password?token=… with {newPassword, passwordConfirm}', async () => {
    const token = await resetToken();
    const res = await post(t, `/api/auth/reset-password?token=${token}`, { newPassword: 'third-pass', passwordConfirm: 'third-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toEqual(expect.any(String));
    expect((await signin('third-pass')).statusCode).toBe(200);
    expect((await signin('second-pass')).statusCode).toBe(401);
    // Single use, whichever shape used it.
    const again = await post(t, `/api/auth/reset-password?token=${token}`, { newPassword: 'fourth-pass', passwordConfirm: 'fourth-pass' });
    expect(again.statusCode).toBe(400);
  });

  it('the original shape gets the same checks and messages', async () => {
    const token = await resetToken();
    const differ = await post(t, `/api/auth/reset-password?token=${token}`, { newPassword: 'fifth-pass', passwordConfirm: 'other-pass' });
    const ours = await post(t, `/api/auth/reset-password/${token}`, { password: 'fifth-pass', passwordConfirm: 'other-pass' });
    expect(differ.statusCode).toBe(400);
    expect(differ.json()).toEqual(ours.json());
    const noToken = await post(t, '/api/auth/reset-password', { newPassword: 'fifth-pass', passwordConfirm: 'fifth-pass' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json()).toEqual({ message: expect.any(String), code: 'VALIDATION_FAILED', field: 'token' });
  });
});
