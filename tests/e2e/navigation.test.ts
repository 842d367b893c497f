import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const b = useBrowser();

// Moving between pages inside the app (src/web/app/ScrollRestoration.tsx): a new page opens at its
// top, and Back returns to where the visitor was on the page they left.
describe('moving between pages', () => {
  it('opens a campaign at its top, and Back returns to the same place in the list', async () => {
    const page = await b.open('/campaigns');
    const last = page.locator('article').last();
    await last.scrollIntoViewIfNeeded();
    const listY = await page.evaluate(() => window.scrollY);
    expect(listY).toBeGreaterThan(300);

    const title = (await last.getAttribute('aria-label')) ?? '';
    expect(title).not.toBe('');
    await last.getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL('**/campaigns');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listY - 50);
    // The card the visitor opened is on the screen again.
    const box = await last.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.top).toBeLessThan(await page.evaluate(() => window.innerHeight));
    expect(box.bottom).toBeGreaterThan(0);
  });
});
