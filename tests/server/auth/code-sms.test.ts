// Codes fill themselves (issue 43): a code sent by text message ends with the origin-bound line
// WebOTP reads ("@host #123456", the host PUBLIC_URL's), and a phone number is accepted as people
// write it ("0911 55 66 77", "+251 912 345 678") at sign-up, sign-in and when verifying.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastCode, newAccount, post, PASSWORD } from '#tests/support/accounts';
import { createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ config: { publicUrl: 'https://birr.test:8443' } });
});
afterAll(() => t.close());

const textTo = (to: string) => t.outbox().filter((m) => m.to === to).at(-1)?.text ?? '';

describe('a code by text message', () => {
  it('ends with "@<host> #<code>", and a number written with spaces is one account', async () => {
    const res = await post(t, '/api/auth/local/signup', newAccount({ email: undefined, phoneNumber: '0911 55 66 77' }));
    expect(res.statusCode).toBe(201);
    const code = lastCode(t, '+251911556677');
    expect(textTo('+251911556677').split('\n').at(-1)).toBe(`@birr.test #${code}`);

    const signedIn = await post(t, '/api/auth/local/signin', { phoneNumber: '+251 911-55-66-77', password: PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    const verified = await post(t, '/api/auth/verify-account', { phoneNumber: '+251 911 556 677', verificationCode: code }, bearer(res.json().access_token));
    expect(verified.statusCode).toBe(200);
  });

  it('an email carries no such line', async () => {
    await post(t, '/api/auth/local/signup', newAccount({ email: 'abebe@example.com' }));
    expect(textTo('abebe@example.com')).not.toContain('@birr.test');
  });

  it('still refuses what is not an Ethiopian number, however it is spaced', async () => {
    const res = await post(t, '/api/auth/local/signup', newAccount({ email: undefined, phoneNumber: '0911 55 66' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Enter a valid email or phone number' });
  });
});

describe('a guest following a campaign by text message', () => {
  it('is sent the code with the origin-bound line, to a number written with spaces, and the same number confirms it', async () => {
    const campaign = await createCampaign(t.db);
    const asked = await post(t, `/api/campaign/${campaign.id}/follow`, { phoneNumber: '+251 912 345 678' });
    expect(asked.statusCode, asked.body).toBe(202);
    const last = textTo('+251912345678').split('\n').at(-1)!;
    expect(last).toMatch(/^@birr\.test #\d{6}$/);
    const confirmed = await post(t, `/api/campaign/${campaign.id}/follow/confirm`, { phoneNumber: '0912 34 56 78', code: last.slice(-6) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });
});
