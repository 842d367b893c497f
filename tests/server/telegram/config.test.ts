import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';

const env = (over: Record<string, string>) => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'birr-telegram-')), ...over });
const TOKEN = `123456:${'A'.repeat(35)}`;
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://birr.et',
  // Made for this run: the repository holds no secret production would accept.
  JWT_SECRET: randomBytes(48).toString('base64'),
  PAYMENTS: 'sandbox',
};

describe('TELEGRAM_* settings', () => {
  it('leave the bot and Telegram sign-in off when none is set', () => {
    const c = loadConfig(env({}));
    expect(c.telegram).toBeUndefined();
    expect(c.telegramLogin).toBeUndefined();
  });

  it('make the bot from its token and username, on Telegram’s API unless told otherwise', () => {
    const c = loadConfig(env({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_BOT_USERNAME: '@BirrBot' }));
    expect(c.telegram).toEqual({ token: TOKEN, username: 'BirrBot', apiUrl: 'https://api.telegram.org', webhookSecret: undefined });
    const own = loadConfig(env({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_BOT_USERNAME: 'BirrBot', TELEGRAM_API_URL: 'http://127.0.0.1:8081/', TELEGRAM_WEBHOOK_SECRET: 'my_secret-1' }));
    expect(own.telegram).toMatchObject({ apiUrl: 'http://127.0.0.1:8081', webhookSecret: 'my_secret-1' });
  });

  it('refuse a token without a username, one of the client id and secret, and a secret Telegram would not take', () => {
    expect(() => loadConfig(env({ TELEGRAM_BOT_TOKEN: TOKEN }))).toThrow(/TELEGRAM_BOT_USERNAME/);
    expect(() => loadConfig(env({ TELEGRAM_CLIENT_ID: '123456' }))).toThrow(/TELEGRAM_CLIENT_ID and TELEGRAM_CLIENT_SECRET/);
    expect(() => loadConfig(env({ TELEGRAM_WEBHOOK_SECRET: 'has spaces!' }))).toThrow(/TELEGRAM_WEBHOOK_SECRET must be 1-256 characters/);
  });

  it('offer Telegram sign-in with both the client id and secret, at oauth.telegram.org unless told otherwise', () => {
    const c = loadConfig(env({ TELEGRAM_CLIENT_ID: '123456', TELEGRAM_CLIENT_SECRET: 'secret' }));
    expect(c.telegramLogin).toEqual({ clientId: '123456', clientSecret: 'secret', issuer: 'https://oauth.telegram.org' });
  });

  it('in production: refuse a weak webhook secret, and a bot on a site without https', () => {
    const bot = { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_BOT_USERNAME: 'BirrBot' };
    expect(loadConfig(env({ ...PRODUCTION, ...bot })).telegram).toBeDefined();
    expect(() => loadConfig(env({ ...PRODUCTION, ...bot, TELEGRAM_WEBHOOK_SECRET: 'changeme' }))).toThrow(/TELEGRAM_WEBHOOK_SECRET/);
    expect(() => loadConfig(env({ ...PRODUCTION, ...bot, PUBLIC_URL: 'http://birr.et' }))).toThrow(/https/);
  });
});
