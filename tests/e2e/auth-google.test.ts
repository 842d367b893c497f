import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { greeting } from './auth-flow';
import { useBrowser } from './browser';

/** Every address the tab navigated to (redirects included), to prove no token ever sat in one. */
function recordNavigations(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) urls.push(r.url());
  });
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) urls.push(f.url());
  });
  return urls;
}

/** The provider's own (development) login form: any login and password sign in. */
async function signInAtProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
}

describe('Google sign-in', () => {
  const { open } = useBrowser();

  it('comes back to / signed in from the cookies: greeted by name, profile loaded, no token in any address', async () => {
    const page = await open('/auth/signin');
    const visited = recordNavigations(page);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const me = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/me' && r.status() === 200);
    await signInAtProvider(page, `meron.${Date.now()}@example.com`);

    await page.waitForURL((url) => url.pathname === '/');
    await greeting(page, 'Google').waitFor();
    expect((await (await me).json()).data).toMatchObject({ firstName: 'Google', lastName: 'User' });
    // The session is the cookies a password sign-in makes; no token ever in an address.
    const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c]));
    for (const name of ['access_token', 'refresh_token']) expect(cookies[name]).toMatchObject({ path: '/', secure: true, sameSite: 'Strict' });
    expect(page.url()).not.toMatch(/#|token/);
    expect(visited.filter((u) => /access_token|refresh_token/.test(u))).toEqual([]);
    expect(await page.evaluate(() => window.location.href)).not.toContain('token');
  });

  it('returns to the page that asked for a sign-in', async () => {
    const page = await open('/profile');
    await page.waitForURL((url) => url.pathname === '/auth/signin');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await signInAtProvider(page, `tsion.${Date.now()}@example.com`);
    await page.waitForURL((url) => url.pathname === '/profile');
    await greeting(page, 'Google').waitFor();
  });

  it('a cancelled sign-in lands on the sign-in page with a message, still signed out', async () => {
    const page = await open('/auth/signin');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('link', { name: '[ Cancel ]' }).click();

    await page.waitForURL((url) => url.pathname === '/auth/signin');
    await page.getByRole('alert').filter({ hasText: 'Google sign-in was cancelled.' }).waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('access_token');
  });

  it('shows only known messages from ?error=, never text someone put in a link', async () => {
    const page = await open(`/auth/signin?error=${encodeURIComponent('Your account is locked. Call +251 911 000 000 to unlock it.')}`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.waitForURL((url) => !url.search.includes('error'));
    expect(await page.getByText('Call +251').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);

    const known = await open('/auth/signin?error=unverified');
    await known.getByRole('alert').filter({ hasText: 'Your Google email address is not verified' }).waitFor();
  });
});
