import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eServer } from './server';
import { SYNC_TAG } from '#web/lib/outbox/names';
import { unique } from './auth-flow';
import { PHONE, launchChromium } from './browser';
import { ensureReviewer, imageFile, newOrganiser, pdfFile, pendingWithTitle, walkWizard } from './create-flow';
import { m } from '#i18n/paraglide/messages.js';

// Background Sync needs the service worker, which the other browser tests block: this file runs
// its own browser with it allowed, and fires the sync event through the DevTools protocol, as the
// browser would when its connection comes back.
describe('Background Sync delivery', () => {
  const baseURL = e2eServer().baseURL;
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the service worker sends a submission queued offline once, with the app closed; the app shows the outcome when opened', async () => {
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await newOrganiser(page);
    // The service worker is registered at idle after the first load.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    const title = `Synced ${unique()}`;
    await walkWizard(page, 'personal', { title, cover: await imageFile('cover.png', [60, 160, 60]), documents: [pdfFile('id.pdf')] });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(m.create_offline_queued()).waitFor();

    // The app is closed; only a blank tab remains to talk to the browser through.
    const blank = await context.newPage();
    await page.close();
    const cdp = await context.newCDPSession(blank);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.some((r) => r.scopeURL.startsWith(baseURL) && !r.isDeleted)).toBe(true);
    const registration = registrations.find((r) => r.scopeURL.startsWith(baseURL) && !r.isDeleted)!;

    await context.setOffline(false);
    const token = await ensureReviewer(baseURL);
    // Fired twice, as a flaky network might: the submission is still created once.
    for (let i = 0; i < 2; i++) {
      await cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin: new URL(baseURL).origin,
        registrationId: registration.registrationId,
        tag: SYNC_TAG,
        lastChance: false,
      });
    }
    await expect.poll(async () => (await pendingWithTitle(baseURL, token, title)).length, { timeout: 20_000 }).toBe(1);

    // Next time the organiser opens the app, they are told.
    const again = await context.newPage();
    await again.goto('/');
    await again.getByRole('heading', { name: 'Campaign Submitted!' }).waitFor({ timeout: 20_000 });
    expect(await pendingWithTitle(baseURL, token, title)).toHaveLength(1);
    await context.close();
  });
});
