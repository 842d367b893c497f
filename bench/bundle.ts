import { gzipSync } from 'node:zlib';
import { launchChromium } from '../tests/e2e/browser';

export const LANDING_JS_BUDGET_KB = 150;

/** The JavaScript a first visit to `path` downloads, gzipped, file by file. */
export async function measureRouteJs(baseURL: string, path = '/') {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts: { url: string; gzipKB: number }[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const body = await res.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: new URL(res.url()).pathname, gzipKB: gzipSync(body).length / 1024 });
    });
    await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const totalKB = scripts.reduce((a, s) => a + s.gzipKB, 0);
    return { path, totalKB: Math.round(totalKB * 10) / 10, scripts };
  } finally {
    await browser.close();
  }
}
