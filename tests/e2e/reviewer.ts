import { PASSWORD, readOutbox } from './outbox';

/** The e2e product's ADMIN_EMAIL: whoever signs up and verifies with it reviews campaigns. */
export const REVIEWER_EMAIL = 'reviewer@birr.test';

/**
 * Signs the reviewer up and verifies it through the API, once per server, in the global setup
 * (tests/e2e/global-setup.ts) before any test file runs: made lazily by the first test that
 * needed it, two files starting together both tried to sign it up. Tests sign it in
 * (`ensureReviewer`, `signInReviewer` in create-flow.ts).
 */
export async function createReviewer(baseURL: string, dataDir: string) {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.1' };
  const signup = await fetch(`${baseURL}/api/auth/local/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      firstName: 'Reviewer',
      lastName: 'Tester',
      dateOfBirth: '1990-01-01',
      email: REVIEWER_EMAIL,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    }),
  });
  if (signup.status !== 201) throw new Error(`The reviewer's sign-up answered ${signup.status}: ${await signup.text()}`);
  let code: string | undefined;
  for (let waited = 0; !code; waited += 100) {
    if (waited > 10_000) throw new Error('No verification code reached the reviewer in 10 s');
    const mine = readOutbox(dataDir).filter((m) => m.to === REVIEWER_EMAIL);
    code = /code is (\d{6})/.exec(mine.at(-1)?.text ?? '')?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  // In the sign-up's own session: a code proven without it takes the account over (no password left).
  const session = (await signup.json()) as { access_token: string };
  const verified = await fetch(`${baseURL}/api/auth/verify-account`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${session.access_token}` },
    body: JSON.stringify({ email: REVIEWER_EMAIL, verificationCode: Number(code) }),
  });
  if (verified.status !== 200) throw new Error(`The reviewer's verification answered ${verified.status}: ${await verified.text()}`);
}
