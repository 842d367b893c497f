import { describe, expect, it } from 'vitest';
import type { CampaignList } from '#contract/campaign';
import { PHONE, useBrowser } from './browser';

const b = useBrowser();

describe('landing page', () => {
  it('shows the hero and the six newest campaigns as cards', async () => {
    const page = await b.open('/');
    await page.getByRole('heading', { name: 'Happiness comes from your action' }).waitFor();
    await page.getByText("Be a part of the breakthrough and make someone's dream come true").waitFor();
    await page.getByRole('heading', { name: 'Featured Campaigns' }).waitFor();

    const featured = page.locator('article');
    await featured.nth(5).waitFor();
    const titles = await featured.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    const newest = await b.api<CampaignList>('/campaign?page=1&limit=6');
    expect(titles).toEqual(newest.data.map((c) => c.title));
    // A card shows its numbers: donation count, days left, progress.
    const first = featured.first();
    await expect(first.getByText(/\d+ days? left|Today is the day!/).count()).resolves.toBe(1);
    await expect(first.getByText(/\d+(\.\d+)?%/).count()).resolves.toBeGreaterThan(0);
  });

  it('answers all eight questions (the guarantee\'s among them), one open at a time', async () => {
    const page = await b.open('/');
    const items = page.locator('[data-faq] details');
    const questions = page.locator('[data-faq] summary');
    await questions.first().waitFor();
    expect(await questions.count()).toBe(8);
    await questions.nth(4).click();
    await page.getByText(/service fee/i).first().waitFor();
    expect(await items.nth(4).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await questions.nth(5).click();
    await expect.poll(() => items.nth(4).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await items.nth(5).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
  });

  it('shows the statistics, six partners, the contact card and the footer', async () => {
    const page = await b.open('/');
    for (const stat of ['80M+', '100+', '50K+', '20+']) await page.getByText(stat, { exact: true }).waitFor();
    const partners = page.locator('[data-partners] a[href^="http"]');
    expect(await partners.count()).toBe(6);
    for (const anchor of ['About Us', 'Services', 'Contact', 'Privacy Policy']) {
      await page.getByRole('contentinfo').getByRole('link', { name: anchor }).waitFor();
    }
  });

  it('opens the privacy policy, terms and contact pages', async () => {
    const page = await b.open('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    const terms = await b.open('/terms');
    await terms.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    const contact = await b.open('/contact');
    await contact.getByRole('heading', { name: 'Contact support', level: 1 }).waitFor();
    await contact.getByRole('link', { name: '+251 11 000 0000' }).waitFor();
  });

  it('leads to all campaigns with See More', async () => {
    const page = await b.open('/');
    await page.getByRole('link', { name: 'See More' }).click();
    await page.getByRole('heading', { name: 'Open Campaigns' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/campaigns');
  });

  it('fits a 360 px phone screen without sideways scrolling', async () => {
    const page = await b.open('/', PHONE);
    await page.locator('article').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Guests on a phone get the menu toggle.
    await page.getByRole('button', { name: /menu|navigation/i }).click();
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
  });

  it('is readable before any script has run (built into the HTML)', async () => {
    const res = await fetch(`${b.baseURL}/`);
    const html = await res.text();
    expect(html).toContain('Happiness comes from your action');
    expect(html).toContain('Featured Campaigns');
    expect(html).toContain('Frequently Asked Questions');
  });

  it('shows the error page for an unknown address', async () => {
    const page = await b.open('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByText(/unexpected error/).count()).toBe(0);
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await page.getByRole('heading', { name: 'Featured Campaigns' }).waitFor();
  });
});
