import { createServer, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsNotifier } from '#server/adapters/notify/sms';
import { newAccount, post } from '#tests/support/accounts';
import { testApp, type TestApp } from '#tests/support/harness';

type Received = { auth?: string; body: { to: string; text: string } };
const received: Received[] = [];
const gateway = createServer((req: IncomingMessage, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    received.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
    res.writeHead(req.url === '/down' ? 503 : 200).end('{}');
  });
});
let t: TestApp;
let base: string;
beforeAll(async () => {
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(gateway.address() as { port: number }).port}`;
  t = await testApp({
    notifiers: { email: smsNotifier(`${base}/down`), phone: smsNotifier(`${base}/send`, 'gw-token') },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => gateway.close(() => r()));
});

describe('SMS gateway', () => {
  it('posts {to, text} with the bearer token to the gateway for a phone sign-up', async () => {
    const res = await post(t, '/api/auth/local/signup', newAccount({ email: undefined, phoneNumber: '0933445566' }));
    expect(res.statusCode).toBe(201);
    const sms = received.find((r) => r.body.to === '+251933445566')!;
    expect(sms.auth).toBe('Bearer gw-token');
    expect(sms.body.text).toMatch(/verification code is \d{6}/);
    expect(Object.keys(sms.body).sort()).toEqual(['text', 'to']);
  });

  it('still creates the account when the code cannot be sent, and a resend reports the failure', async () => {
    const res = await post(t, '/api/auth/local/signup', newAccount({ email: 'down@example.com' }));
    expect(res.statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 10));
    const resend = await post(t, '/api/auth/verify-account/resend', { email: 'down@example.com' });
    expect([429, 500]).toContain(resend.statusCode);
    expect(resend.body).not.toMatch(/\d{6}/);
  });
});
