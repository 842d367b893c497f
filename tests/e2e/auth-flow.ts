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
export async function ownAddress(page: Page) {
  const n = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` });
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
