import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CampaignList } from '#contract/campaign';
import { PHONE, useBrowser } from './browser';

const b = useBrowser();
const cardTitles = (page: Page) =>
  page.locator('article').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

async function settled(page: Page, expected: (string | null)[]) {
  await expect.poll(() => cardTitles(page), { timeout: 10_000 }).toEqual(expected);
}

describe('Open Campaigns', () => {
  it('pages through every active campaign, nine at a time', async () => {
    const all = await b.api<CampaignList>('/campaign?limit=50');
    const pages = Math.ceil(all.meta.total / 9);
    const page = await b.open('/campaigns');
    await page.getByRole('heading', { name: 'Open Campaigns' }).waitFor();
    await settled(page, all.data.slice(0, 9).map((c) => c.title));
    expect(await page.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Next page' }).click();
    await settled(page, all.data.slice(9, 18).map((c) => c.title));
    expect(await page.getByRole('button', { name: '2', exact: true }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('button', { name: String(pages), exact: true }).click();
    await settled(page, all.data.slice((pages - 1) * 9).map((c) => c.title));
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(false);
  });

  it('searches after a pause, from two characters on', async () => {
    const page = await b.open('/campaigns');
    await page.locator('article').first().waitFor();
    const before = await cardTitles(page);
    const search = page.getByPlaceholder('Find campaigns...');
    await search.fill('c');
    await page.waitForTimeout(800);
    expect(await cardTitles(page)).toEqual(before);

    await search.fill('coffee');
    const coffee = await b.api<CampaignList>('/campaign?search=coffee&limit=9');
    expect(coffee.data.length).toBeGreaterThan(0);
    await settled(page, coffee.data.map((c) => c.title));

    await search.fill('zzzzqqq');
    await page.getByText('Nothing found — clear the search or pick another category').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await settled(page, before);
    expect(await search.inputValue()).toBe('');
  });

  it('filters by a category button, and clears it on a second click', async () => {
    const page = await b.open('/campaigns');
    await page.locator('article').first().waitFor();
    const before = await cardTitles(page);
    const medical = await b.api<CampaignList>('/campaign?category=MEDICAL&limit=9');
    await page.getByRole('button', { name: 'Medical', exact: true }).click();
    await settled(page, medical.data.map((c) => c.title));
    await page.getByRole('button', { name: 'Medical', exact: true }).click();
    await settled(page, before);
  });

  it('lists every category in the More dialog', async () => {
    const page = await b.open('/campaigns');
    await page.getByRole('button', { name: 'More' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('button').filter({ hasNotText: /^$/ }).count()).toBeGreaterThanOrEqual(22);
    await dialog.getByRole('button', { name: 'Disaster relief', exact: true }).click();
    const relief = await b.api<CampaignList>('/campaign?category=DISASTER_RELIEF&limit=9');
    await settled(page, relief.data.map((c) => c.title));
  });

  it('opens the category dialog from the filter icon on a phone', async () => {
    const page = await b.open('/campaigns', PHONE);
    await page.locator('article').first().waitFor();
    await page.getByRole('button', { name: /filter/i }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Education support', exact: true }).click();
    const edu = await b.api<CampaignList>('/campaign?category=EDUCATION_SUPPORT&limit=9');
    await settled(page, edu.data.map((c) => c.title));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
