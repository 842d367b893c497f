import { describe, expect, it } from 'vitest';
import type { CampaignList } from '#contract/campaign';
import { useBrowser } from './browser';

const b = useBrowser();

// The tab's title follows the page on client-side navigation (issue 31), in the page's language.
describe('page titles', () => {
  it('names the page shown after each click, not the first page opened', async () => {
    const page = await b.open('/');
    expect(await page.title()).toBe('Birr — crowdfunding for Ethiopia');
    const newest = await b.api<CampaignList>('/campaign?page=1&limit=1');
    await page.locator('article').first().getByRole('link').first().click();
    await page.waitForURL(`**/campaign/${newest.data[0].id}`);
    await expect.poll(() => page.title()).toBe(`${newest.data[0].title} — Birr`);
    await page.getByRole('banner').getByRole('link', { name: 'Campaigns', exact: true }).click();
    await expect.poll(() => page.title()).toBe('Open Campaigns — Birr');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect.poll(() => page.title()).toBe('Sign in — Birr');
  });

  it('in Amharic too', async () => {
    const page = await b.open('/?lang=am');
    expect(await page.title()).toBe('Birr — ለኢትዮጵያ የጋራ ገንዘብ ማሰባሰቢያ');
    await page.getByRole('banner').getByRole('link', { name: 'ዘመቻዎች', exact: true }).click();
    await expect.poll(() => page.title()).toBe('ክፍት ዘመቻዎች — Birr');
    await page.goBack();
    await expect.poll(() => page.title()).toBe('Birr — ለኢትዮጵያ የጋራ ገንዘብ ማሰባሰቢያ');
  });
});
