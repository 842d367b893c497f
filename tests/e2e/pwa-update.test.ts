import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, PHONE } from './browser';
import { productTemplate } from './server';
import { freePort, startProduct } from '#support/product';

let browser: Browser;
let product: Awaited<ReturnType<typeof startProduct>>;
let webDist: string;

beforeAll(async () => {
  // A copy of the built app served by a server of its own, so this test can deploy a new version
  // into it without touching what the other tests use.
  webDist = mkdtempSync(path.join(tmpdir(), 'birr-dist-'));
  cpSync('dist/web', webDist, { recursive: true });
  product = await startProduct({ port: await freePort(), compiled: true, template: productTemplate(), env: { WEB_DIST: webDist } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  rmSync(webDist, { recursive: true, force: true });
});

/** Which build the service worker controlling the page is (it answers GET_VERSION). */
const workerBuild = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (e) => resolve(e.data.build);
        navigator.serviceWorker.controller!.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
      }),
  );

describe('updates', () => {
  it('a new version waits for "Reload" in the notice, then the page runs on it', async () => {
    const context = await browser.newContext({ baseURL: product.baseURL, viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('article').first().waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
      const oldBuild = await workerBuild(page);
      expect(oldBuild).toBeTruthy();

      // Deploy a new version: a service worker that differs from the running one.
      const swFile = path.join(webDist, 'sw.js');
      const sw = readFileSync(swFile, 'utf8');
      expect(sw).toContain(oldBuild);
      writeFileSync(swFile, sw.replaceAll(oldBuild, 'next-build'));

      // The browser looks for updates on navigations (and the app hourly); ask it now.
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      await page.getByText('A new version is available').waitFor({ timeout: 30_000 });
      // Nothing swapped under the user: the old version still runs until they say so.
      expect(await workerBuild(page)).toBe(oldBuild);

      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
      await page.getByRole('article').first().waitFor();
      await expect.poll(() => workerBuild(page), { timeout: 15_000 }).toBe('next-build');
      expect(await page.getByText('A new version is available').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 120_000);
});
