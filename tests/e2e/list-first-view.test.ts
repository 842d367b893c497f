// Open Campaigns paints and hydrates from plain elements (issue 29): Mantine's code and its
// component stylesheet (~40 KB gzipped between them) arrive only with the category dialog.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './browser';

const b = useBrowser();

/** What the page has fetched so far, by path. */
const fetched = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));
const mantineFiles = (paths: string[]) => paths.filter((p) => /\/assets\/mantine-[^/]*\.(js|css)$/.test(p));

describe('the campaign list’s first view', () => {
  it('loads no Mantine until the category dialog is opened, and the dialog gives focus back to its button', async () => {
    const page = await b.open('/campaigns', PHONE);
    await page.locator('article').first().waitFor();
    // A first visit gets its stylesheets inside the page (<style data-href>), a later one links them.
    const styles = await page
      .locator('link[rel="stylesheet"], style[data-href]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? el.getAttribute('data-href')));
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.filter((href) => href?.includes('mantine'))).toEqual([]);
    expect(mantineFiles(await fetched(page))).toEqual([]);

    const filter = page.getByRole('button', { name: 'Filter by category' });
    await filter.click();
    const dialog = page.getByRole('dialog', { name: 'Categories' });
    await dialog.getByRole('button', { name: 'Disaster relief', exact: true }).waitFor();
    expect(mantineFiles(await fetched(page)).length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => filter.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('shows where the keyboard is: a ring around the focused category and page buttons', async () => {
    const page = await b.open('/campaigns', DESKTOP);
    await page.getByRole('searchbox', { name: 'Find campaigns' }).focus();
    await page.keyboard.press('Tab');
    const childcare = page.getByRole('button', { name: 'Childcare', exact: true });
    expect(await childcare.evaluate((el) => el === document.activeElement)).toBe(true);
    const ring = (el: Element) => {
      const s = getComputedStyle(el);
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
    };
    expect(await childcare.evaluate(ring)).toMatchObject({ style: 'solid', width: 2 });
    const next = page.getByRole('button', { name: 'Next page' });
    await next.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await next.evaluate(ring)).toMatchObject({ style: 'solid', width: 2 });
  });
});
