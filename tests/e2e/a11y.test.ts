import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eServer } from './server';
import type { CampaignList } from '#contract/campaign';
import { DESKTOP, launchChromium, PHONE } from './browser';

const baseURL = e2eServer().baseURL;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

type Violation = { id: string; help: string; nodes: { target: string[] }[] };

/** axe-core's WCAG 2.x A/AA rules and its best practices, on the page once the app has taken over. */
async function violations(path: string, viewport: { width: number; height: number }) {
  // axe is injected as a script: the page's CSP (script nonces) would refuse it otherwise.
  const context = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block', bypassCSP: true });
  const page = await context.newPage();
  await page.goto(path);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (o: object) => Promise<{ violations: Violation[] }> } }).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
  await context.close();
  return found;
}

describe('accessibility (axe-core)', () => {
  it('finds no violations on the landing page, Open Campaigns and a campaign page', async () => {
    const { data } = (await (await fetch(`${baseURL}/api/campaign?page=1&limit=1`)).json()) as CampaignList;
    for (const path of ['/', '/campaigns', `/campaign/${data[0].id}`]) {
      for (const viewport of [PHONE, DESKTOP]) {
        expect(await violations(path, viewport), `${path} at ${viewport.width}px`).toEqual([]);
      }
    }
  });
});
