import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eServer } from './server';
import { DEMO, greeting, ownAddress, signIn } from './auth-flow';
import { DESKTOP, launchChromium } from './browser';

/**
 * Two tabs of one browser share the session cookies. When the short-lived access cookie has gone
 * and both tabs load at the same moment, both need a refresh: one tab refreshes (under a Web
 * Lock), the other picks up its new pair, and both stay signed in.
 */
const baseURL = e2eServer().baseURL;
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const cookie = (page: Page, name: string) =>
  page.evaluate((n) => document.cookie.split('; ').find((c) => c.startsWith(`${n}=`))?.slice(n.length + 1) ?? null, name);

describe('two tabs refreshing at once', () => {
  it('stay signed in, with one refresh between them', async () => {
    const context = await browser.newContext({ baseURL, viewport: DESKTOP, serviceWorkers: 'block' });
    try {
      const a = await context.newPage();
      await a.goto('/');
      await ownAddress(a);
      await signIn(a, DEMO.email, DEMO.password);
      await greeting(a, 'Abebe').waitFor();
      const b = await context.newPage();
      await b.goto('/campaign/create');
      await greeting(b, 'Abebe').waitFor();

      const refreshes: number[] = [];
      context.on('response', (r) => {
        if (r.url().endsWith('/api/auth/refresh')) refreshes.push(r.status());
      });
      const before = await cookie(a, 'refresh_token');
      // The access cookie has gone (it lives 15 minutes): both tabs need a refresh on their next load.
      await a.evaluate(() => (document.cookie = 'access_token=; path=/; max-age=0; secure; samesite=strict'));
      await Promise.all([a.reload(), b.reload()]);
      await Promise.all([greeting(a, 'Abebe').waitFor(), greeting(b, 'Abebe').waitFor()]);
      await expect.poll(async () => (await cookie(a, 'access_token')) !== null, { timeout: 10_000 }).toBe(true);
      await expect.poll(() => refreshes.length, { timeout: 10_000 }).toBeGreaterThan(0);

      expect(refreshes).toEqual([200]);
      const after = await cookie(a, 'refresh_token');
      expect(after).not.toBe(before);
      expect(await cookie(b, 'refresh_token')).toBe(after);

      // Both tabs' calls are accepted by the server with the shared new tokens.
      for (const page of [a, b]) {
        const status = await page.evaluate(async () => {
          const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('access_token='))!.slice(13));
          return (await fetch('/api/user/me', { headers: { authorization: `Bearer ${token}` } })).status;
        });
        expect(status).toBe(200);
      }
      // And a later navigation in either tab is still signed in.
      await a.goto('/campaign/create');
      await greeting(a, 'Abebe').waitFor();
      expect(new URL(a.url()).pathname).toBe('/campaign/create');
    } finally {
      await context.close();
    }
  });
});
