// What an attacker tries against a production server, each ending in the secure behaviour.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { sniff } from '#server/media/sniff';
import { ACCOUNT_ATTEMPTS } from '#server/modules/auth/service';
import { issueSession } from '#server/modules/auth/tokens';
import { bearer, claims, post } from '#tests/support/accounts';
import { submit, validForm, verifiedUser, zip } from '#tests/support/create-helpers';
import { createCampaign, createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';
import { m } from '#i18n/paraglide/messages.js';

const PUBLIC = 'https://birr.example';
const web = mkdtempSync(path.join(tmpdir(), 'birr-web-prod-'));
mkdirSync(path.join(web, 'assets'));
writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><head><title>Birr shell</title></head><body><div id="root"></div></body></html>');

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ config: { webDist: web, publicUrl: PUBLIC } });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://birr.et',
  // Made for this run: the repository holds no secret production would accept.
  JWT_SECRET: randomBytes(48).toString('base64'),
  PAYMENTS: 'chapa',
  CHAPA_SECRET_KEY: 'CHASECK-xyz',
  CHAPA_WEBHOOK_SECRET: randomBytes(48).toString('base64'),
};
const without = (...keys: (keyof typeof PRODUCTION)[]) =>
  Object.fromEntries(Object.entries(PRODUCTION).filter(([k]) => !keys.includes(k as keyof typeof PRODUCTION)));

describe('production mode refuses to start without what it needs, saying what is missing', () => {
  it('starts with every setting given', () => {
    const c = loadConfig(PRODUCTION);
    expect(c).toMatchObject({ production: true, publicUrl: 'https://birr.et', payments: 'chapa', seed: false });
  });

  it.each([
    [['PUBLIC_URL'], /PUBLIC_URL/],
    [['JWT_SECRET'], /JWT_SECRET \(at least 32 random characters/],
    [['PAYMENTS', 'CHAPA_SECRET_KEY'], /PAYMENTS \(chapa with CHAPA_SECRET_KEY/],
    [['CHAPA_WEBHOOK_SECRET'], /CHAPA_WEBHOOK_SECRET/],
  ] as const)('without %j', (keys, message) => {
    expect(() => loadConfig(without(...keys))).toThrow(message);
    expect(() => loadConfig(without(...keys))).toThrow(/for production \(NODE_ENV=production\)/);
  });

  it('names every missing setting at once', () => {
    const err = (() => {
      try {
        loadConfig({ NODE_ENV: 'production' });
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(err).toMatch(/PUBLIC_URL/);
    expect(err).toMatch(/JWT_SECRET/);
    expect(err).toMatch(/PAYMENTS/);
  });

  it("refuses a published example secret (compose.yaml's old default) and a short one", () => {
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: 'change-me-to-a-long-random-secret-of-32-chars' })).toThrow(/JWT_SECRET is published/);
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: 'x'.repeat(40) })).toThrow(/JWT_SECRET repeats a 1-character pattern 40 times/);
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: 'too-short' })).toThrow(/at least 32 characters/);
  });

  it('takes the sandbox only when chosen, and chapa only with its key', () => {
    expect(loadConfig({ ...without('CHAPA_SECRET_KEY', 'CHAPA_WEBHOOK_SECRET'), PAYMENTS: 'sandbox' }).payments).toBe('sandbox');
    expect(() => loadConfig({ ...without('CHAPA_SECRET_KEY'), PAYMENTS: 'chapa' })).toThrow(/CHAPA_SECRET_KEY \(PAYMENTS=chapa\)/);
    expect(() => loadConfig({ PAYMENTS: 'paypal' })).toThrow(/PAYMENTS must be chapa or sandbox/);
  });

  it('seeds the demo accounts (with their published password) only when SEED=1 says so', () => {
    expect(loadConfig(PRODUCTION).seed).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED: '1' }).seed).toBe(true);
  });

  it('outside production: one-command defaults (sandbox, demo data, links to localhost:PORT)', () => {
    const c = loadConfig({ PORT: '4123' });
    expect(c).toMatchObject({ production: false, payments: 'sandbox', seed: true, publicUrl: 'http://localhost:4123' });
    expect(loadConfig({ CHAPA_SECRET_KEY: 'k' }).payments).toBe('chapa');
    expect(loadConfig({ PUBLIC_URL: 'https://birr.example/some/path' }).publicUrl).toBe('https://birr.example');
  });
});

describe('no absolute URL comes from the request', () => {
  const evil = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'http' };

  it('a reset link asked for with Host: attacker.example still points at the configured origin', async () => {
    await createUser(t.db, { email: 'victim@example.com', passwordHash: await hash('Victim123!', { algorithm: 2 }) });
    const res = await post(t, '/api/auth/forgot-password', { email: 'victim@example.com' }, evil);
    expect(res.statusCode).toBe(200);
    const mail = t.outbox().filter((m) => m.to === 'victim@example.com').at(-1)!;
    expect(mail.text).toContain(`${PUBLIC}/auth/reset-password/`);
    expect(mail.text).not.toContain('attacker.example');
  });

  it('robots.txt, the sitemap and the sandbox checkout use the configured origin', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: evil });
    expect(robots.body).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
    const campaign = await createCampaign(t.db, { status: 'ACTIVE' });
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: evil });
    expect(sitemap.body).toContain(`<loc>${PUBLIC}/campaign/${campaign.id}</loc>`);
    expect(sitemap.body).not.toContain('attacker.example');

    const started = await t.app.inject({
      method: 'POST',
      url: `/api/donation/guest/${campaign.id}`,
      headers: { ...evil, 'x-forwarded-for': '198.51.100.20' },
      payload: { donorFirstName: 'Sara', donorLastName: 'Bekele', email: 'sara@example.com', amount: 100 },
    });
    expect(started.statusCode).toBe(201);
    const { checkoutUrl } = started.json().data;
    expect(checkoutUrl.startsWith(`${PUBLIC}/`)).toBe(true);
    const paid = await t.app.inject({ method: 'POST', url: `${new URL(checkoutUrl).pathname}/pay`, headers: evil });
    expect(paid.headers.location).toMatch(new RegExp(`^${PUBLIC}/donation/thank-you\\?tx_ref=`));
  });

  it('health checks answer whatever the host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'internal-lb:3000' } });
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('the sandbox checkout', () => {
  it('says plainly it is a test payment and never shows the donor email to whoever holds the reference', async () => {
    const campaign = await createCampaign(t.db, { status: 'ACTIVE' });
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/donation/guest/${campaign.id}`,
      headers: { 'x-forwarded-for': '198.51.100.21' },
      payload: { donorFirstName: 'Hidden', donorLastName: 'Donor', email: 'private.donor@example.com', amount: 50 },
    });
    const page = await t.app.inject({ method: 'GET', url: new URL(started.json().data.checkoutUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test payment.');
    expect(page.body).toContain('no money moves');
    expect(page.body).not.toContain('private.donor@example.com');
  });
});

describe('the per-account lockout cannot be raced', () => {
  it(`of 60 wrong passwords sent at once, at most ${ACCOUNT_ATTEMPTS.limit} are checked; then even the right one waits`, async () => {
    await createUser(t.db, { email: 'raced@example.com', passwordHash: await hash('Right-pass-1', { algorithm: 2 }) });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        post(t, '/api/auth/local/signin', { email: 'raced@example.com', password: `wrong-${i}` }, { 'x-forwarded-for': `198.51.100.${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(ACCOUNT_ATTEMPTS.limit);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(60 - ACCOUNT_ATTEMPTS.limit);
    const right = await post(t, '/api/auth/local/signin', { email: 'raced@example.com', password: 'Right-pass-1' }, { 'x-forwarded-for': '198.51.100.99' });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('sign-ups cannot pump text messages', () => {
  it('30 sign-ups from one address: 10 get through and are sent a code, the rest wait (Retry-After)', async () => {
    const before = t.outbox().length;
    const answers = [];
    for (let i = 0; i < 30; i++) {
      answers.push(
        await post(
          t,
          '/api/auth/local/signup',
          {
            firstName: 'Pump',
            lastName: 'Er',
            dateOfBirth: '1990-01-01',
            phoneNumber: `09${String(20_000_000 + i).padStart(8, '0')}`,
            password: 'Pump-pass-1',
            passwordConfirm: 'Pump-pass-1',
          },
          { 'x-forwarded-for': '203.0.113.77' },
        ),
      );
    }
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(20);
    expect(refused[0].json().message).toMatch(/^Too many requests\. Try again in \d+ minutes\.$/);
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    expect(t.outbox().length - before).toBe(10);
  });

  it('resending codes is limited per address too', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await post(t, '/api/auth/verify-account/resend', { email: `nobody${i}@example.com` }, { 'x-forwarded-for': '203.0.113.78' })).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('tokens', () => {
  it('refuses an access token whose session belongs to someone else', async () => {
    const victim = await createUser(t.db);
    const attacker = await createUser(t.db);
    const own = await issueSession(t.deps, attacker);
    const forged = await new SignJWT({ ...claims(own.access_token), sub: victim.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(t.deps.keys.jwt);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(forged) });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an access token without an expiry', async () => {
    const user = await createUser(t.db);
    const good = await issueSession(t.deps, user);
    const { exp: _exp, ...rest } = claims(good.access_token);
    const forever = await new SignJWT(rest).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).sign(t.deps.keys.jwt);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(good.access_token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(forever) })).statusCode).toBe(401);
  });

  it('token answers are never cached', async () => {
    await createUser(t.db, { email: 'cache@example.com', passwordHash: await hash('Cache-pass-1', { algorithm: 2 }) });
    const signin = await post(t, '/api/auth/local/signin', { email: 'cache@example.com', password: 'Cache-pass-1' }, { 'x-forwarded-for': '198.51.100.150' });
    expect(signin.headers['cache-control']).toBe('no-store');
    const refresh = await post(t, '/api/auth/refresh', undefined, bearer(signin.json().refresh_token));
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
    const signup = await post(t, '/api/auth/local/signup', {
      firstName: 'No',
      lastName: 'Store',
      dateOfBirth: '1990-01-01',
      email: 'nostore@example.com',
      password: 'Store-pass-1',
      passwordConfirm: 'Store-pass-1',
    });
    expect(signup.headers['cache-control']).toBe('no-store');
    const verify = await post(t, '/api/auth/verify-account', { email: 'nostore@example.com', verificationCode: '000000' });
    expect(verify.headers['cache-control']).toBe('no-store');
  });
});

describe('edges that answered 500', () => {
  const BROKEN: [string, string][] = [
    ['multipart/form-data', 'garbage'],
    ['multipart/form-data; boundary=X', '--X\r\nContent-Disposition: form-data; name="title"\r\n\r\nhi'],
    ['multipart/form-data; boundary=X', 'zzz'],
  ];

  it('a broken or boundary-less multipart body is a 400 with a message, on creation and on the profile', async () => {
    const token = await verifiedUser(t, 'multipart@example.com');
    for (const [url, method] of [
      ['/api/campaign/business', 'POST'],
      ['/api/campaign/charity/personal', 'POST'],
      ['/api/user', 'PATCH'],
    ] as const) {
      for (const [type, body] of BROKEN) {
        const res = await t.app.inject({ method, url, headers: { ...bearer(token), 'content-type': type }, payload: body });
        expect(res.statusCode, `${method} ${url} ${type} ${JSON.stringify(body)}`).toBe(400);
        expect(res.json().message).toMatch(/\S/);
      }
    }
  });

  it('an absolute-form target or "*" is a 400, never a rendered page', async () => {
    // Sent on a real socket: light-my-request would turn these into plain paths.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    for (const target of ['http://x/', 'http://attacker.example/campaigns', '*']) {
      const answer = await raw(port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer, target).toMatch(/^HTTP\/1\.1 400/);
      expect(answer).toContain('"message":"Bad request: the target must be a path"');
    }
  });

  it('a DOCX that would unpack to gigabytes (a zip bomb) is refused like any bad document', async () => {
    const bomb = zipBomb();
    expect(bomb.length).toBeLessThan(MAX_BOMB_BYTES);
    expect(sniff(bomb)).toBeNull();
    const token = await verifiedUser(t, 'bomb@example.com');
    const res = await submit(t, 'business', token, await validForm('business', { tinCertificate: { bytes: bomb, name: 'tin.docx' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.create_document_format());
  });
});

describe('slow clients', () => {
  it('a request whose body trickles in is cut off at REQUEST_TIMEOUT_SECONDS', async () => {
    const slow = await testApp({ config: { requestTimeoutSeconds: 1 } });
    try {
      await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = slow.app.server.address() as { port: number };
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write('POST /api/auth/local/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
          // One byte every half second: it would take over eight minutes to finish.
          const drip = setInterval(() => socket.write(' '), 500);
          let got = '';
          socket.on('data', (d) => (got += d));
          socket.on('close', () => {
            clearInterval(drip);
            resolve(got);
          });
          socket.on('error', () => {});
        });
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await slow.close();
    }
  });
});

/** Writes a raw request and reads the whole answer. */
function raw(port: number, request: string) {
  return new Promise<string>((resolve, reject) => {
    let got = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (d) => (got += d));
    socket.on('close', () => resolve(got));
    socket.on('error', reject);
  });
}

/** A DOCX whose directory says 60 MB of zeros, compressed to a few dozen kilobytes. */
const MAX_BOMB_BYTES = 200_000;
const zipBomb = () =>
  zip(
    { '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>', 'word/media/zeros.bin': Buffer.alloc(60 * 1024 * 1024) },
    { deflate: true },
  );
