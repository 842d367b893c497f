import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { loadOrCreateSecret } from '#server/modules/auth/keys';

const dir = mkdtempSync(path.join(tmpdir(), 'birr-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('account settings', () => {
  it('reads mail, SMS and Google settings, with defaults', () => {
    const c = loadConfig({
      SMTP_URL: 'smtp://user:pass@mail.example:2525',
      SMS_GATEWAY_URL: 'https://sms.example/send',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(c.smtpUrl).toBe('smtp://user:pass@mail.example:2525');
    expect(c.smtpFrom).toBe('Birr <no-reply@birr.local>');
    expect(c.smsGatewayUrl).toBe('https://sms.example/send');
    expect(c.google).toEqual({ clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com' });
    expect(loadConfig({}).google).toBeUndefined();
  });

  it('refuses a short JWT_SECRET', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('generates the session secret once, readable only by its owner', () => {
    const first = loadOrCreateSecret(dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadOrCreateSecret(dir)).toBe(first);
    expect(readFileSync(path.join(dir, 'secret.key'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecret(dir, 'x'.repeat(40))).toBe('x'.repeat(40));
  });
});
