import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { DEMO, greeting, ownAddress, signIn } from './auth-flow';

/** Replaces a token cookie's signature: the claims still decode, the server refuses it. */
const forge = (page: Page, name: 'access_token' | 'refresh_token') =>
  page.evaluate((cookie) => {
    const value = document.cookie.split('; ').find((c) => c.startsWith(`${cookie}=`))!.slice(cookie.length + 1);
    const [head, body] = decodeURIComponent(value).split('.');
    document.cookie = `${cookie}=${encodeURIComponent(`${head}.${body}.forged`)}; path=/; secure; samesite=strict; max-age=600`;
  }, name);

async function signedInPage(open: (p: string) => Promise<Page>) {
  const page = await open('/');
  await ownAddress(page);
  await signIn(page, DEMO.email, DEMO.password);
  await greeting(page, 'Abebe').waitFor();
  return page;
}

const refreshes = (page: Page) => {
  const seen: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/auth/refresh')) seen.push(r.status());
  });
  return seen;
};

describe('session', () => {
  const { open } = useBrowser();

  it('keeps a returning user signed in once the short-lived access cookie has gone', async () => {
    const page = await signedInPage(open);
    const seen = refreshes(page);
    await page.evaluate(() => (document.cookie = 'access_token=; path=/; max-age=0; secure; samesite=strict'));
    await page.goto('/campaign/create');
    await greeting(page, 'Abebe').waitFor();
    expect(new URL(page.url()).pathname).toBe('/campaign/create');
    await expect.poll(() => seen, { timeout: 10_000 }).toEqual([200]);
  });

  it('renews the tokens once when the server turns the access token down, and retries the call', async () => {
    const page = await signedInPage(open);
    const seen = refreshes(page);
    await forge(page, 'access_token');
    await page.reload();
    await greeting(page, 'Abebe').waitFor();
    // The greeting can show from the stored user before the refused call comes back: wait for it.
    await expect.poll(() => seen, { timeout: 10_000 }).toEqual([200]);
  });

  it('signs out and asks for a sign-in when the refresh token is refused too', async () => {
    const page = await signedInPage(open);
    await forge(page, 'access_token');
    await forge(page, 'refresh_token');
    await page.goto('/campaigns');
    await page.waitForURL((url) => url.pathname === '/auth/signin');
    expect(await page.evaluate(() => document.cookie.includes('access_token'))).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });
});
