// `npx tsx bench/repeat-view.ts` (after `npm run build`): a campaign page opened again on the same
// phone (issue 47's goal: LCP ≤ 0.5 s on Lighthouse's mobile profile, 150 ms round trip, 1.6 Mbps,
// 4× slower CPU, with the service worker controlling the page). The first visit installs the
// worker and leaves the page in its cache (sw/page-cache.ts); the repeat view is timed from the
// navigation to its largest paint, and to the numbers refreshed in the background.
import type { Page } from 'playwright-core';
import { pathToFileURL } from 'node:url';
import { launchChromium } from '../support/chromium';
import { freePort, startProduct } from '../support/product';

export const REPEAT_LCP_GOAL_MS = 500;
const MOBILE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, offline: false };

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', MOBILE);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The page's largest contentful paint so far (ms from navigation start). */
const lcp = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

export type RepeatView = { path: string; firstLcpMs: number; repeatLcpMs: number; fromWorker: boolean; refreshedMs: number | null; pass: boolean };

export async function measureRepeatView(baseURL: string, runs = 3): Promise<RepeatView[]> {
  const list = (await (await fetch(`${baseURL}/api/campaign?limit=1`)).json()) as { data: { id: string }[] };
  const path = `/campaign/${list.data[0]!.id}`;
  const browser = await launchChromium();
  const results: RepeatView[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await throttle(page);
      await page.goto(path);
      const firstLcpMs = await lcp(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
      // The worker has kept the page once it answered a navigation it controlled: open it once more under it.
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, { timeout: 60_000 });
      await page.goto('about:blank');
      const refreshed: number[] = [];
      page.on('response', (r) => {
        if (new URL(r.url()).pathname === `/api${path}`) refreshed.push(Date.now());
      });
      const started = Date.now();
      await page.goto(path);
      const repeatLcpMs = await lcp(page);
      const fromWorker = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).workerStart > 0);
      await page.waitForTimeout(5000);
      results.push({ path, firstLcpMs, repeatLcpMs, fromWorker, refreshedMs: refreshed.length ? refreshed[0]! - started : null, pass: repeatLcpMs <= REPEAT_LCP_GOAL_MS });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const product = await startProduct({ port: await freePort(), compiled: true });
  try {
    const results = await measureRepeatView(product.baseURL, Number(process.env.RUNS ?? 3));
    for (const r of results) {
      console.log(
        `${r.path}: first view LCP ${Math.round(r.firstLcpMs)} ms; repeat view LCP ${Math.round(r.repeatLcpMs)} ms ` +
          `(${r.pass ? 'within' : 'OVER'} ${REPEAT_LCP_GOAL_MS} ms, ${r.fromWorker ? 'through the worker' : 'NOT through the worker'}); ` +
          `numbers refreshed after ${r.refreshedMs ?? '—'} ms`,
      );
    }
    const sorted = results.map((r) => r.repeatLcpMs).sort((a, b) => a - b);
    console.log(`median repeat-view LCP: ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms`);
  } finally {
    await product.stop();
  }
}
