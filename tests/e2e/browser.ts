import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Campaign } from '#contract/campaign';
import { launchChromium as launchOwnChromium } from '#support/chromium';
import { e2eServer } from './server';

/**
 * The run's Chromium (started once by global-setup.ts), connected to for this file: close() then
 * closes this file's contexts and disconnects. A file that changes the browser's own environment
 * (FONTCONFIG_FILE: amharic-without-font.test.ts) starts a Chromium of its own.
 */
export async function launchChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  if (endpoint && !process.env.FONTCONFIG_FILE) return chromium.connect(endpoint);
  return launchOwnChromium();
}

const octet = () => Math.floor(Math.random() * 254) + 1;

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1366, height: 900 };

/** The first campaign of a list that is taking donations, its deadline still ahead. */
export const firstOpenCampaign = (campaigns: Campaign[]) => campaigns.find((c) => c.status === 'ACTIVE' && new Date(c.deadline) > new Date())!;

/**
 * One browser per test file; `open(path)` gives a fresh context (no shared cookies or storage)
 * at phone or desktop size, with a page already at `path`.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const baseURL = e2eServer().baseURL;
  return {
    baseURL,
    /**
     * `device`: a phone's own traits (a touch screen, a DPR, a meta viewport that counts), when the
     * test needs them; `javaScriptEnabled: false` for a browser that runs none (the page as served).
     */
    async open(
      path: string,
      viewport = DESKTOP,
      device: Pick<BrowserContextOptions, 'isMobile' | 'deviceScaleFactor' | 'hasTouch' | 'javaScriptEnabled'> = {},
    ): Promise<Page> {
      // Each context is another person: its own client address (the server trusts the forwarded
      // one from loopback), so per-address limits such as sign-ups count per test, as in life.
      const context = await browser.newContext({
        baseURL,
        viewport,
        ...device,
        serviceWorkers: 'block',
        extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
      });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(path);
      // "/" arrives prerendered: wait until the app has taken it over before clicking anything.
      if (device.javaScriptEnabled !== false) {
        await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
        await donateFormReady(page);
      }
      return page;
    },
    api: async <T>(path: string): Promise<T> => (await fetch(`${baseURL}/api${path}`)).json() as Promise<T>,
  };
}

/**
 * On a campaign page taking donations, waits until the full donation form's code has arrived (it
 * loads at idle): a tap before then, as on a slow line, may open the plain form instead (issue 43),
 * and the tests that tap Donate test the full one. Call it after a `page.goto` to such a page.
 */
export async function donateFormReady(page: Page) {
  await page.waitForFunction(() => !document.querySelector('button[data-donate]') || document.documentElement.dataset.donateForm === 'ready');
}

/**
 * Closes the open dialog with Escape, pressed once the dialog has the focus: as a person sees it
 * open and then presses. (Pressed in the same millisecond it appears, before its listeners are
 * on, on a slow machine Escape went nowhere and the dialog stayed.)
 */
export async function closeDialogWithEscape(page: Page) {
  await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'));
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}
