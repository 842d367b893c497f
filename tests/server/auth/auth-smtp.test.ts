import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseNotifiers } from '#server/adapters/notify/choose';
import { startSmtpServer } from '#tests/peers/smtp';
import { newAccount, post } from '#tests/support/accounts';
import { testApp, type TestApp } from '#tests/support/harness';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await testApp({
    notifiers: chooseNotifiers({ dataDir: '/nonexistent', smtpUrl: smtp.url, smtpFrom: 'Birr <no-reply@birr.local>' }),
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('verification email over SMTP', () => {
  it('delivers the code to a real mail server, and the code verifies the account', async () => {
    const res = await post(t, '/api/auth/local/signup', newAccount({ email: 'mail@example.com' }));
    expect(res.statusCode).toBe(201);
    const mail = await smtp.next((m) => m.to.includes('mail@example.com'));
    expect(mail.from).toBe('no-reply@birr.local');
    expect(mail.raw).toMatch(/Subject: Your Birr verification code/);
    const code = /verification code is (\d{6})/.exec(mail.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await post(t, '/api/auth/verify-account', { email: 'mail@example.com', verificationCode: code });
    expect(verified.statusCode).toBe(200);
    expect(t.outbox()).toEqual([]);
  });
});
