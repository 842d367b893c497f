import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eServer, productTemplate } from './server';
import type { CampaignList } from '#contract/campaign';
import { launchChromium, PHONE } from './browser';
import { freePort, startProduct } from '#support/product';

const baseURL = e2eServer().baseURL;
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The query keys saved on the device (IndexedDB "birr", table queryCache). */
const savedKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('birr');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queryCache')) return resolve([]);
          const all = db.transaction('queryCache').objectStore('queryCache').getAll();
          all.onsuccess = () =>
            resolve(
              all.result.flatMap((row: { value: string }) =>
                JSON.parse(row.value).clientState.queries.map((q: { queryKey: unknown }) => JSON.stringify(q.queryKey)),
              ),
            );
        };
      }),
  );

describe('offline', () => {
  it('shows the campaigns seen before when the network is gone', async () => {
    const { data } = (await (await fetch(`${baseURL}/api/campaign?page=1&limit=6`)).json()) as CampaignList;
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    const page = await context.newPage();

    // A first visit to the landing page alone is enough to keep its campaigns on the device.
    await page.goto('/');
    await page.getByRole('article', { name: data[0].title }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await expect
      .poll(() => savedKeys(page), { timeout: 15_000 })
      .toContain(JSON.stringify(['campaigns', { page: 1, limit: 6 }]));
    await context.setOffline(true);
    await page.reload();
    await page.getByText('You are offline — showing saved campaigns').waitFor();
    await page.getByRole('article', { name: data[0].title }).waitFor({ timeout: 15_000 });

    // A campaign opened while online can be read again offline.
    await context.setOffline(false);
    await page.goto(`/campaign/${data[1].id}`);
    await page.getByRole('heading', { name: data[1].title }).waitFor();
    await expect.poll(() => savedKeys(page), { timeout: 15_000 }).toContain(JSON.stringify(['campaign', data[1].id]));
    await context.setOffline(true);
    await page.goto('/');
    await page.goto(`/campaign/${data[1].id}`);
    await page.getByRole('heading', { name: data[1].title }).waitFor({ timeout: 15_000 });
    await page.getByText('You are offline — showing saved campaigns').waitFor();
    await context.close();
  });

  it('says what it cannot show offline: a campaign never opened here, a search, and no campaigns notice on other pages', async () => {
    const { data } = (await (await fetch(`${baseURL}/api/campaign?page=1&limit=9`)).json()) as CampaignList;
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/campaigns');
    await page.getByRole('article', { name: data[0].title }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await expect.poll(() => savedKeys(page), { timeout: 15_000 }).toContain(JSON.stringify(['campaigns', { page: 1, limit: 9 }]));
    await context.setOffline(true);

    // A search offline: not the saved list passed off as results.
    await page.getByRole('searchbox', { name: 'Find campaigns' }).fill('coffee');
    await page.getByText('Search needs a connection').waitFor({ timeout: 15_000 });

    // A campaign never opened on this device: said so, not a skeleton forever.
    await page.goto(`/campaign/${data[8].id}`);
    await page.getByRole('heading', { name: 'This campaign is not saved on this device' }).waitFor({ timeout: 20_000 });

    // Pages without campaigns do not claim to show saved ones.
    await page.goto('/auth/signin');
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('showing saved campaigns').count()).toBe(0);
    await context.close();
  });

  it('shows the same notice and the saved campaigns when the server is gone but the browser says online', async () => {
    // A server of its own, so this test can stop it and start it again.
    const port = await freePort();
    let product = await startProduct({ port, compiled: true, template: productTemplate() });
    const context = await browser.newContext({ baseURL: product.baseURL, viewport: PHONE });
    try {
      const { data } = (await (await fetch(`${product.baseURL}/api/campaign?page=1&limit=6`)).json()) as CampaignList;
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('article', { name: data[0].title }).waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
      await expect
        .poll(() => savedKeys(page), { timeout: 15_000 })
        .toContain(JSON.stringify(['campaigns', { page: 1, limit: 6 }]));

      // With the page open: the server goes away, nothing else changes.
      await product.stop({ keepData: true });
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);
      await page.getByText('You are offline — showing saved campaigns').waitFor({ timeout: 20_000 });

      // Opened again while the server is still down: the saved campaigns, under the same notice.
      await page.reload();
      await page.getByText('You are offline — showing saved campaigns').waitFor({ timeout: 20_000 });
      await page.getByRole('article', { name: data[0].title }).waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);

      // Actions say so instead of spinning: sign in.
      await page.goto('/auth/signin');
      const offlineButton = page.getByRole('button', { name: 'You are offline' });
      await offlineButton.waitFor({ timeout: 20_000 });
      expect(await offlineButton.isDisabled()).toBe(true);
      await page.goto('/');
      await page.getByText('You are offline — showing saved campaigns').waitFor({ timeout: 20_000 });

      // The server is back (restarted on its own data, as after a deploy): the notice goes away by itself.
      product = await startProduct({ port, compiled: true, dataDir: product.dataDir });
      await page.getByText('You are offline — showing saved campaigns').waitFor({ state: 'detached', timeout: 30_000 });
    } finally {
      await context.close();
      await product.stop();
    }
  }, 180_000);
});
