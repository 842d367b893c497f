// A donor's taps on a phone (issue 43): a press shows at once; the donation form's code is on the
// device before the tap; a card's "Donate now" opens the campaign with the form; Back closes the
// form instead of leaving the page; the offline notice sits above the sticky Donate bar, both in view.
import { describe, expect, it } from 'vitest';
import type { CampaignList } from '#contract/campaign';
import { closeDialogWithEscape, donateFormReady, firstOpenCampaign, PHONE, useBrowser } from './browser';

const b = useBrowser();

async function openCampaign() {
  const { data } = await b.api<CampaignList>('/campaign?page=1&limit=20');
  return firstOpenCampaign(data);
}

describe("a donor's taps", () => {
  it('a card’s Donate now opens the campaign with its form; Back closes the form, then leaves the page', async () => {
    const c = await openCampaign();
    const page = await b.open(`/campaigns?search=${encodeURIComponent(c.title)}`, PHONE);
    await page.getByRole('article', { name: c.title }).getByRole('link', { name: 'Donate now' }).click();
    await page.getByRole('dialog').getByLabel('Amount (Br)').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/campaign/${c.id}`);
    expect(new URL(page.url()).search).toBe('');
    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/campaign/${c.id}`);
    await page.getByRole('heading', { level: 1, name: c.title }).waitFor();
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/campaigns');
  });

  it('closing the form with Escape leaves no entry behind: Back then leaves the page', async () => {
    const c = await openCampaign();
    const page = await b.open('/campaigns', PHONE);
    await page.goto(`/campaign/${c.id}`);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await donateFormReady(page);
    await page.getByRole('region', { name: 'Donate', exact: true }).getByRole('button', { name: 'Donate now' }).click();
    await page.getByRole('dialog').getByLabel('Amount (Br)').waitFor();
    await closeDialogWithEscape(page);
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/campaigns');
  });

  it('a press shows at once, and the form opens with no request after the tap', async () => {
    const c = await openCampaign();
    const page = await b.open(`/campaign/${c.id}`, PHONE, { hasTouch: true, isMobile: true });
    // The form's code arrives at idle, after the page is usable (its options come with the page).
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/assets\/donations-[\w-]+\.js$/.test(e.name))), { timeout: 15_000 })
      .toBe(true);
    await page.waitForLoadState('networkidle');
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) asked.push(r.url());
    });
    const donate = page.getByRole('region', { name: 'Donate', exact: true }).getByRole('button', { name: 'Donate now' });
    const box = (await donate.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    expect(await donate.getAttribute('data-pressed')).toBe('');
    await page.mouse.up();
    await page.getByRole('dialog').getByLabel('Amount (Br)').waitFor({ timeout: 1000 });
    expect(asked).toEqual([]);
  });

  it('on a 360 px phone the offline notice sits above the Donate bar, both in view', async () => {
    const c = await openCampaign();
    const page = await b.open(`/campaign/${c.id}`, PHONE);
    await page.context().setOffline(true);
    const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
    await notice.waitFor();
    const bar = (await page.getByRole('region', { name: 'Donate', exact: true }).boundingBox())!;
    const box = (await notice.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y + 1);
    expect(bar.y + bar.height).toBeLessThanOrEqual(PHONE.height + 1);
    expect(box.y).toBeGreaterThan(0);
    await page.context().setOffline(false);
  });
});
