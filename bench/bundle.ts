import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { launchChromium } from '../support/chromium';

type Script = { url: string; gzipKB: number; deferred: boolean };

/**
 * The JavaScript a first visit to `path` downloads, gzipped, file by file: what the page needs
 * to be up and working — everything that starts before its load event or before the app is
 * hydrated (the `birr:ready` mark), whichever is later: a server-rendered page asks for its
 * code after it has loaded, and that code counts all the same (the budget) — and what it
 * fetches afterwards at idle (the saved-cache persistence, the service-worker helper).
 * Budgets per route: bench/budgets.ts.
 */
export async function measureRouteJs(baseURL: string, path = '/', opts: { signIn?: { email: string; password: string } } = {}) {
  const browser = await launchChromium();
  try {
    // On a phone (issue 47): a phone-sized touch screen, as the budgets are meant.
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    if (opts.signIn) await signInContext(context, baseURL, opts.signIn);
    const page = await context.newPage();
    const bodies = new Map<string, number>();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const body = await res.body().catch(() => Buffer.alloc(0));
      bodies.set(res.url(), gzipSync(body).length / 1024);
    });
    await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, { timeout: 30_000 });
    await page.waitForTimeout(2500);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const ready = performance.getEntriesByName('birr:ready')[0]?.startTime ?? 0;
      return {
        loadEnd: Math.max(nav.loadEventEnd, ready),
        starts: performance.getEntriesByType('resource').map((r) => [r.name, r.startTime] as const),
      };
    });
    const startOf = new Map(timing.starts);
    const scripts: Script[] = [...bodies].map(([url, gzipKB]) => ({
      url: new URL(url).pathname,
      gzipKB: Math.round(gzipKB * 10) / 10,
      deferred: (startOf.get(url) ?? 0) > timing.loadEnd,
    }));
    const sum = (list: Script[]) => Math.round(list.reduce((a, s) => a + s.gzipKB, 0) * 10) / 10;
    return {
      path,
      criticalKB: sum(scripts.filter((s) => !s.deferred)),
      deferredKB: sum(scripts.filter((s) => s.deferred)),
      scripts,
    };
  } finally {
    await browser.close();
  }
}

/** A session as the app keeps it (token cookies and the stored user), for routes behind sign-in. */
async function signInContext(context: BrowserContext, baseURL: string, who: { email: string; password: string }) {
  const res = await fetch(`${baseURL}/api/auth/local/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`Sign-in for the bench failed: ${res.status}`);
  const { access_token, refresh_token } = (await res.json()) as { access_token: string; refresh_token: string };
  await context.addCookies([
    { name: 'access_token', value: access_token, url: baseURL },
    { name: 'refresh_token', value: refresh_token, url: baseURL },
  ]);
  const user = JSON.stringify({ isActive: true, isVerified: true, identifier: who.email });
  await context.addInitScript((u) => localStorage.setItem('user', u), user);
}
