import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { PASSWORD, readOutbox } from './outbox';
import { e2eServer } from './server';

export { PASSWORD };
export const DEMO = { email: 'abebe@example.com', password: 'Demo12345!' };

/** Every message this file's server has "sent" (its local outbox). */
const outbox = () => readOutbox(e2eServer().dataDir);

/** The newest message to an address (phones match in either 09… or +2519… form) whose text matches. */
async function latestMatch(to: string, pattern: RegExp): Promise<RegExpExecArray> {
  const tail = to.startsWith('0') ? to.slice(1) : to;
  let found: RegExpExecArray | null = null;
  await expect
    .poll(
      () => {
        const mine = outbox().filter((m) => m.to.endsWith(tail));
        found = mine.length ? pattern.exec(mine[mine.length - 1].text) : null;
        return found !== null;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export const verificationCodeFor = async (to: string) => (await latestMatch(to, /code is (\d{6})/))[1];
export const resetLinkFor = async (to: string) => (await latestMatch(to, /(https?:\/\/\S+\/auth\/reset-password\/\S+)/))[1];

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** An Ethiopian mobile number nobody else in the run has: 09 and 8 more digits. */
export const uniquePhone = () => `09${String(Date.now() % 1e8).padStart(8, '0')}`;

/**
 * The server counts sign-in attempts per address; each test signs in from its own (forwarded)
 * address so that the counts of one test never limit another.
 */
export async function ownAddress(page: Page): Promise<string> {
  const n = () => Math.floor(Math.random() * 250) + 1;
  const address = `10.${n()}.${n()}.${n()}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/**
 * Hands a session the API gave to the browser as the app keeps one after a sign-in through its
 * own pages (src/web/lib/session.ts startSession): the `access_token` and `refresh_token` cookies
 * (secure, same-site strict, readable by the app), plus any cookie the answer set (the account's
 * language). The stored user is derived from the token on the next load, as after a Google sign-in.
 * For tests about something else than signing in; auth.test.ts signs up and in through the pages.
 */
export async function startSessionFromApi(page: Page, baseURL: string, res: Response) {
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  const expires = (jwt: string) => (JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as { exp: number }).exp;
  const session = { url: baseURL, secure: true, sameSite: 'Strict' } as const;
  const fromServer = res.headers.getSetCookie().map((header) => {
    const [pair] = header.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL, sameSite: 'Lax' as const };
  });
  await page.context().addCookies([
    ...fromServer,
    { ...session, name: 'access_token', value: tokens.access_token, expires: expires(tokens.access_token) },
    { ...session, name: 'refresh_token', value: tokens.refresh_token, expires: expires(tokens.refresh_token) },
  ]);
  return tokens;
}

const postJson = (url: string, body: unknown, headers: Record<string, string>) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/**
 * A new verified account made through the API (sign-up, then the emailed code), its session
 * handed to `page`, which is left on "/" with the app ready and the navbar greeting the person.
 */
export async function signUpViaApi(page: Page, baseURL: string, v: { firstName: string; email: string }) {
  const address = await ownAddress(page);
  const signup = await postJson(
    `${baseURL}/api/auth/local/signup`,
    { firstName: v.firstName, lastName: 'Tester', dateOfBirth: '1994-03-12', password: PASSWORD, passwordConfirm: PASSWORD, email: v.email },
    { 'x-forwarded-for': address },
  );
  expect(signup.status).toBe(201);
  const { access_token } = (await signup.json()) as { access_token: string };
  const verificationCode = await verificationCodeFor(v.email);
  const verified = await postJson(
    `${baseURL}/api/auth/verify-account`,
    { email: v.email, verificationCode },
    { 'x-forwarded-for': address, authorization: `Bearer ${access_token}` },
  );
  expect(verified.status).toBe(200);
  await startSessionFromApi(page, baseURL, verified);
  await page.goto('/');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await greeting(page, v.firstName).waitFor({ state: 'attached' });
}

/** Signs an existing account in through the API and hands the session to `page` (not navigated). */
export async function signInViaApi(page: Page, baseURL: string, email: string, password = PASSWORD) {
  const address = await ownAddress(page);
  const res = await postJson(`${baseURL}/api/auth/local/signin`, { email, password }, { 'x-forwarded-for': address });
  expect(res.status).toBe(200);
  return startSessionFromApi(page, baseURL, res);
}

export async function signUp(page: Page, v: { firstName: string; identifier: string; password?: string }) {
  await page.goto('/auth/signup');
  await page.getByLabel('First name').fill(v.firstName);
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Email or phone').fill(v.identifier);
  await page.getByLabel('Date of birth').fill('1994-03-12');
  await page.getByLabel('Password', { exact: true }).fill(v.password ?? PASSWORD);
  await page.getByLabel('Confirm password').fill(v.password ?? PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.getByText('Signed up successfully!').waitFor();
  await page.waitForURL('**/auth/verify');
}

export async function verify(page: Page, identifier: string) {
  const code = await verificationCodeFor(identifier);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('Verified your account — signing you in.').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
}

export async function signIn(page: Page, identifier: string, password = PASSWORD) {
  await page.goto('/auth/signin');
  await page.getByLabel('Email or phone').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
  await dialog.getByText('Are you sure you want to log out?').waitFor();
  // Logout ends with a full load of "/": wait for it, or a next navigation would race it.
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: 'Sign in' }).waitFor();
}

export const greeting = (page: Page, firstName: string) => page.getByText(`Hello, ${firstName}`);
