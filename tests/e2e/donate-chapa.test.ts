import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, CampaignList } from '#contract/campaign';
import { startChapaPeer, type ChapaPeer } from '../peers/chapa';
import { DESKTOP, donateFormReady, launchChromium } from './browser';
import { productTemplate } from './server';
import { freePort, startProduct } from '#support/product';

/**
 * The real server (built: dist/server/main.js) configured for Chapa — CHAPA_SECRET_KEY, CHAPA_API_URL
 * and CHAPA_WEBHOOK_SECRET pointed at the loopback Chapa — and a guest donating in Chromium:
 * the checkout opens on "Chapa", paying there fires the signed webhook and sends the donor back
 * to our thank-you page.
 */
let peer: ChapaPeer;
let product: Awaited<ReturnType<typeof startProduct>>;
let browser: Browser;

beforeAll(async () => {
  peer = await startChapaPeer({ secretKey: 'CHASECK_TEST-e2e-loopback', webhookSecret: 'e2e-webhook-hash' });
  const port = await freePort();
  product = await startProduct({
    port,
    compiled: true,
    template: productTemplate(),
    env: { CHAPA_SECRET_KEY: 'CHASECK_TEST-e2e-loopback', CHAPA_API_URL: peer.apiUrl, CHAPA_WEBHOOK_SECRET: 'e2e-webhook-hash' },
  });
  peer.setWebhookUrl(`${product.baseURL}/api/donation/webhook/chapa`);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await peer?.close();
});

const api = async <T>(path: string) => (await fetch(`${product.baseURL}/api${path}`)).json() as Promise<T>;

describe('donating through Chapa (loopback)', () => {
  it('a guest pays on the Chapa checkout and lands on the thank-you page; the campaign counts it once', async () => {
    const { data } = await api<CampaignList>('/campaign?page=1&limit=3');
    const c = data[2];
    const context = await browser.newContext({ baseURL: product.baseURL, viewport: DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`/campaign/${c.id}`);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await donateFormReady(page);
    await page.getByRole('button', { name: 'Donate now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First name').fill('Tigist');
    await dialog.getByLabel('Last name').fill('Alemayehu');
    await dialog.getByLabel('Email').fill('tigist@example.com');
    await dialog.getByLabel('Amount (Br)').fill('640');
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Donate 640.00 Br', exact: true }).click(),
    ]);
    await checkout.waitForLoadState();
    expect(checkout.url().startsWith(`${peer.url}/checkout/payment/`)).toBe(true);
    await checkout.getByText('Pay 640.00 ETB').waitFor();
    await checkout.getByRole('button', { name: 'Pay now' }).click();
    await checkout.waitForURL(/\/donation\/thank-you\?tx_ref=/);
    await checkout.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
    expect(peer.webhookResponses).toContain(200);

    // The public read shows it once the server's short memo has let go of the old answer.
    await expect.poll(async () => (await api<{ data: Campaign }>(`/campaign/${c.id}`)).data.raisedAmount, { timeout: 10_000 }).toBe(c.raisedAmount + 640);
    const after = (await api<{ data: Campaign }>(`/campaign/${c.id}`)).data;
    expect(after.raisedAmount).toBe(c.raisedAmount + 640);
    expect(after._count.Donation).toBe(c._count.Donation + 1);
    // A replayed webhook changes nothing.
    const txRef = new URL(checkout.url()).searchParams.get('tx_ref')!;
    expect(await peer.fireWebhook(txRef)).toBe(200);
    await new Promise((r) => setTimeout(r, 2500));
    expect((await api<{ data: Campaign }>(`/campaign/${c.id}`)).data.raisedAmount).toBe(c.raisedAmount + 640);
    await context.close();
  });
});
