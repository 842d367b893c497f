import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { deriveKeys } from '#server/modules/auth/keys';
import { bearer, post } from '#tests/support/accounts';
import { createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

const SECRET = randomBytes(48).toString('base64');
const INLINE = "document.documentElement.dataset.shell='1'";
const web = mkdtempSync(path.join(tmpdir(), 'birr-web-sec-'));
mkdirSync(path.join(web, 'assets'));
writeFileSync(
  path.join(web, 'index.html'),
  `<!doctype html><html><head><title>Birr</title></head><body><p>Birr shell</p><div id="root"></div><script>${INLINE}</script><script type="module" src="/assets/app.js"></script></body></html>`,
);
writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log(1)');

let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  t = await testApp({ auth: { secret: SECRET }, config: { webDist: web, publicUrl: 'http://localhost:3000' } });
  https = await testApp({ config: { webDist: web, publicUrl: 'https://birr.example' } });
  await t.storage.put('public', 'covers/pic.webp', Buffer.from('RIFF0000WEBPVP8 '));
});
afterAll(async () => {
  await t.close();
  await https.close();
  rmSync(web, { recursive: true, force: true });
});

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))
    ?.split(/\s+/)
    .slice(1) ?? [];

describe('security headers', () => {
  const kinds = [
    ['an HTML page', '/auth/signin'],
    ['an API answer', '/api/campaign'],
    ['an API error', '/api/nope'],
    ['a media file', '/media/covers/pic.webp'],
    ['a built asset', '/assets/app.js'],
  ] as const;

  it.each(kinds)('are on %s', async (_, url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/json' } });
    expect(res.statusCode).toBeLessThan(500);
    const h = res.headers;
    const csp = String(h['content-security-policy']);
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
      expect(directive(csp, name), name).toContain("'self'");
      expect(directive(csp, name).filter((s) => /^https?:|^\*$/.test(s)), `${name} allows another origin`).toEqual([]);
    }
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-eval'");
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
    expect(h['x-frame-options']).toBe('DENY');
    const permissions = String(h['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
    expect(h['strict-transport-security']).toBeUndefined();
  });

  it('give each response its own script nonce, and allow the built page’s inline script by its hash', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/auth/signin' });
    const b = await t.app.inject({ method: 'GET', url: '/auth/signin' });
    expect(a.body).toContain('Birr shell');
    const nonce = (csp: unknown) => directive(String(csp), 'script-src').find((s) => s.startsWith("'nonce-"));
    expect(nonce(a.headers['content-security-policy'])).toMatch(/^'nonce-[A-Za-z0-9+/=]{16,}'$/);
    expect(nonce(a.headers['content-security-policy'])).not.toBe(nonce(b.headers['content-security-policy']));
    const sha = createHash('sha256').update(INLINE).digest('base64');
    expect(directive(String(a.headers['content-security-policy']), 'script-src')).toContain(`'sha256-${sha}'`);
  });

  it('send Strict-Transport-Security only when the public address is https', async () => {
    for (const url of ['/auth/signin', '/api/campaign']) {
      const res = await https.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d{7,}; includeSubDomains/);
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    }
    const plain = await t.app.inject({ method: 'GET', url: '/api/campaign' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('no input makes a 500', () => {
  const NUL = '\u0000';
  const cases: [string, string, object][] = [
    ['sign-up first name', '/api/auth/local/signup', { firstName: `Ab${NUL}e`, lastName: 'K', dateOfBirth: '1990-01-01', password: 'secret123', passwordConfirm: 'secret123', email: 'nul1@example.com' }],
    ['sign-up last name', '/api/auth/local/signup', { firstName: 'Abe', lastName: `K${NUL}`, dateOfBirth: '1990-01-01', password: 'secret123', passwordConfirm: 'secret123', email: 'nul2@example.com' }],
    ['sign-up email', '/api/auth/local/signup', { firstName: 'Abe', lastName: 'K', dateOfBirth: '1990-01-01', password: 'secret123', passwordConfirm: 'secret123', email: `nul${NUL}3@example.com` }],
    ['sign-up phone', '/api/auth/local/signup', { firstName: 'Abe', lastName: 'K', dateOfBirth: '1990-01-01', password: 'secret123', passwordConfirm: 'secret123', phoneNumber: `091123456${NUL}7` }],
    ['sign-up password', '/api/auth/local/signup', { firstName: 'Abe', lastName: 'K', dateOfBirth: '1990-01-01', password: `secret${NUL}123`, passwordConfirm: `secret${NUL}123`, email: 'nul4@example.com' }],
    ['sign-in email', '/api/auth/local/signin', { email: `a${NUL}@example.com`, password: 'secret123' }],
    ['sign-in password', '/api/auth/local/signin', { email: 'a@example.com', password: `x${NUL}` }],
    ['verify email', '/api/auth/verify-account', { email: `a${NUL}@example.com`, verificationCode: '123456' }],
    ['resend email', '/api/auth/verify-account/resend', { email: `a${NUL}@example.com` }],
    ['resend phone', '/api/auth/verify-account/resend', { phoneNumber: `0911${NUL}234567` }],
    ['forgot-password email', '/api/auth/forgot-password', { email: `a${NUL}@example.com` }],
    ['forgot-password phone', '/api/auth/forgot-password', { phoneNumber: `0911${NUL}234567` }],
    ['logout token', '/api/auth/logout', { refresh_token: `x${NUL}` }],
  ];
  it.each(cases)('refuses a NUL in the %s with a 400 and a message', async (_, url, body) => {
    const res = await post(t, url, body, { 'x-forwarded-for': '10.77.0.1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/contains characters that are not allowed/);
  });

  it.each(['%00', 'a%00b', '%01'])('refuses search=%s with a 400', async (value) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/campaign?search=${value}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'search contains characters that are not allowed', code: 'VALIDATION_FAILED', field: 'search' });
  });

  it('takes line breaks nowhere but in long texts: a tab in a name is refused too', async () => {
    const res = await post(t, '/api/auth/local/signin', { email: 'a\t@example.com', password: 'x' });
    expect(res.statusCode).toBe(400);
  });

  it('answers a correctly signed token whose subject is not a user id with a 401', async () => {
    const keys = deriveKeys(SECRET);
    const sign = (sub: string, sid: string, typ: string) =>
      new SignJWT({ sid, identifier: 'x', isActive: true, isVerified: true, role: 'ADMIN' })
        .setProtectedHeader({ alg: 'HS256', typ })
        .setSubject(sub)
        .setJti('j')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(keys.jwt);
    const user = await createUser(t.db);
    for (const [sub, sid] of [
      ['admin', '6f1c1a4e-3d6b-4a53-9a0e-0f5b8d7c1a11'],
      [user.id, 'not-a-session'],
      ["' or 1=1 --", "' or 1=1 --"],
    ]) {
      const access = await sign(sub, sid, 'at+jwt');
      const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(access) });
      expect(me.statusCode, sub).toBe(401);
      expect(me.json()).toEqual({ message: 'Authentication required', code: 'UNAUTHORIZED' });
      const refresh = await post(t, '/api/auth/refresh', undefined, bearer(await sign(sub, sid, 'refresh+jwt')));
      expect(refresh.statusCode, sub).toBe(401);
      const logout = await post(t, '/api/auth/logout', {}, bearer(access));
      expect(logout.statusCode, sub).toBe(200);
    }
  });

  it('answers an unknown failure with a generic message and an error id, never a stack', async () => {
    const other = await testApp();
    const app = other.app;
    app.get('/api/test-broken', async () => {
      throw new Error('secret internals at /work/main/src/x.ts:10');
    });
    const res = await app.inject({ method: 'GET', url: '/api/test-broken' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.errorId).toMatch(/^[0-9a-f]{12}$/);
    expect(body.message).toBe(`Something went wrong on our side. Please try again. (error id ${body.errorId})`);
    expect(res.body).not.toMatch(/secret internals|\.ts:\d+|at /);
    await other.close();
  });
});

describe('limits that cannot be dodged', () => {
  const PW = 'Demo12345!';
  const signinFrom = (app: TestApp, email: string, headers: Record<string, string>, remoteAddress = '203.0.113.9') =>
    app.app.inject({ method: 'POST', url: '/api/auth/local/signin', payload: { email, password: PW }, headers, remoteAddress });

  // Sign-ups are limited per address (10 in 15 minutes): each one sends a code, which costs money.
  let n = 0;
  const signupFrom = (app: TestApp, headers: Record<string, string>, remoteAddress = '203.0.113.9') =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/local/signup',
      payload: { firstName: 'Limit', lastName: 'Test', dateOfBirth: '1990-01-01', password: PW, passwordConfirm: PW, email: `limit${++n}@example.com` },
      headers,
      remoteAddress,
    });

  it('ignores X-Forwarded-For by default: a limited address stays limited whatever it sends', async () => {
    const off = await testApp({ config: { webDist: web, trustProxy: false } });
    try {
      for (let i = 0; i < 10; i++) {
        expect((await signupFrom(off, { 'x-forwarded-for': `198.51.100.${i}` })).statusCode).toBe(201);
      }
      for (const forged of ['198.51.100.77', '10.0.0.1', '127.0.0.1', '1.2.3.4, 5.6.7.8']) {
        const res = await signupFrom(off, { 'x-forwarded-for': forged });
        expect(res.statusCode, forged).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      }
      // Another real address is a different client.
      expect((await signupFrom(off, {}, '203.0.113.10')).statusCode).toBe(201);
    } finally {
      await off.close();
    }
  });

  it('uses the forwarded address when the request comes from a trusted proxy', async () => {
    const on = await testApp({ config: { webDist: web, trustProxy: ['10.0.0.0/8'] } });
    try {
      for (let i = 0; i < 10; i++) {
        expect((await signupFrom(on, { 'x-forwarded-for': '198.51.100.1' }, '10.1.1.1')).statusCode).toBe(201);
      }
      expect((await signupFrom(on, { 'x-forwarded-for': '198.51.100.1' }, '10.1.1.1')).statusCode).toBe(429);
      // Through the proxy, another client is another address.
      expect((await signupFrom(on, { 'x-forwarded-for': '198.51.100.2' }, '10.1.1.1')).statusCode).toBe(201);
      // Not through the proxy: the header is ignored, the connection's address counts.
      const direct = await signupFrom(on, { 'x-forwarded-for': '198.51.100.1' }, '203.0.113.50');
      expect(direct.statusCode).toBe(201);
    } finally {
      await on.close();
    }
  });

  it('puts Retry-After on a 429: a code resent within the minute, and the reset-link limit', async () => {
    const signup = await post(t, '/api/auth/local/signup', {
      firstName: 'Retry',
      lastName: 'After',
      dateOfBirth: '1990-01-01',
      password: 'secret123',
      passwordConfirm: 'secret123',
      email: 'retry@example.com',
    });
    expect(signup.statusCode).toBe(201);
    const resend = await post(t, '/api/auth/verify-account/resend', { email: 'retry@example.com' });
    expect(resend.statusCode).toBe(429);
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(resend.headers['retry-after'])).toBeLessThanOrEqual(60);

    const forgot = () => post(t, '/api/auth/forgot-password', { email: 'retry@example.com' }, { 'x-forwarded-for': '10.66.0.1' });
    for (let i = 0; i < 30; i++) expect((await forgot()).statusCode).toBe(200);
    const limited = await forgot();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('puts Retry-After on a 429 that did not set one itself', async () => {
    const other = await testApp();
    const app = other.app;
    app.get('/api/test-busy', async (_req, reply) => reply.status(429).send({ message: 'Busy' }));
    const res = await app.inject({ method: 'GET', url: '/api/test-busy' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    await other.close();
  });
});

describe('TRUST_PROXY setting', () => {
  const cfg = (v?: string) => loadConfig({ TRUST_PROXY: v } as NodeJS.ProcessEnv).trustProxy;
  it('is off unless set, and takes addresses or CIDRs', () => {
    expect(cfg(undefined)).toBe(false);
    expect(cfg('')).toBe(false);
    expect(cfg('false')).toBe(false);
    expect(cfg('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(cfg('10.0.0.0/8, fd00::/8,loopback')).toEqual(['10.0.0.0/8', 'fd00::/8', 'loopback']);
  });
  it('refuses "true" and things that are not addresses', () => {
    expect(() => cfg('true')).toThrow(/must be the proxies' addresses/);
    // Fastify 5 ignores forwarded headers for a hop count: behind a proxy every visitor would
    // share its address, so the server refuses it and names what works instead.
    expect(() => cfg('1')).toThrow(/TRUST_PROXY=1 \(a hop count\) is not supported: name the proxy's addresses instead, e\.g\. TRUST_PROXY=loopback/);
    expect(() => cfg('10.0.0.0/99')).toThrow(/not an address or CIDR/);
    expect(() => cfg('proxy.example.com')).toThrow(/not an address or CIDR/);
  });
});
